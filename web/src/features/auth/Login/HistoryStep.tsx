import { forgetLogin, type LoginHistoryEntry } from '../../../platform/session/loginHistory.ts';

interface Props {
  accounts: LoginHistoryEntry[];
  /** Rows to hold for accounts not read yet (the server's page knows only how many): they fill in where they stand. */
  waiting: number;
  onChoose(account: LoginHistoryEntry): void;
  onChange(accounts: LoginHistoryEntry[]): void;
  onOtherAccount(): void;
}

/** Login history display: the accounts recently used on this device (email and name only), removable. */
export function HistoryStep({ accounts, waiting, onChoose, onChange, onOtherAccount }: Props) {
  return (
    <div>
      {waiting > 0 ? (
        <WaitingRows count={waiting} />
      ) : (
        <ul className="login-history">
          {accounts.map((account) => (
            <li key={account.email} className="login-history__item">
              <button type="button" className="login-account login-account--button" onClick={() => onChoose(account)}>
                <span className="login-account__avatar" aria-hidden="true">
                  {(account.name || account.email).charAt(0).toUpperCase()}
                </span>
                <span className="login-account__text">
                  {account.name ? <strong>{account.name}</strong> : null}
                  <span>{account.email}</span>
                </span>
              </button>
              <button
                type="button"
                className="icon-button login-history__remove"
                aria-label={`Remove ${account.email} from this device`}
                onClick={() => onChange(forgetLogin(account.email))}
              >
                <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
                  <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="1.5" fill="none" />
                </svg>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="form-actions">
        <button type="button" className="button button--ghost" onClick={onOtherAccount}>
          Use another account
        </button>
      </div>
    </div>
  );
}

/** A row's box for each account not read yet, empty and inert, hidden from assistive technology. */
function WaitingRows({ count }: { count: number }) {
  return (
    <ul className="login-history login-history--waiting" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="login-history__item">
          <span className="login-account login-account--button">
            <span className="login-account__avatar" />
            <span className="login-account__text">
              <strong>{'\u00a0'}</strong>
              <span>{'\u00a0'}</span>
            </span>
          </span>
          <span className="icon-button login-history__remove" />
        </li>
      ))}
    </ul>
  );
}
