import { isChunkLoadError } from './ErrorBoundary.tsx';
import './ErrorMessage.css';

interface Props {
  error: unknown;
  onRetry?: () => void;
}

/** What a boundary shows: a plain message and one working way forward. */
export function ErrorMessage({ error, onRetry }: Props) {
  const chunk = isChunkLoadError(error);
  return (
    <div className="error-message" role="alert">
      <h1 className="error-message__title">{chunk ? 'The shop has been updated' : 'Something went wrong'}</h1>
      <p className="error-message__text">
        {chunk
          ? 'Reload the page to get the latest version.'
          : 'We could not show this page. Please try again in a moment.'}
      </p>
      <div className="error-message__actions">
        {chunk || !onRetry ? (
          <button type="button" className="button" onClick={() => window.location.reload()}>
            Reload
          </button>
        ) : (
          <button type="button" className="button" onClick={onRetry}>
            Try again
          </button>
        )}
        <a className="button button--ghost" href="/">
          Go to home
        </a>
      </div>
    </div>
  );
}
