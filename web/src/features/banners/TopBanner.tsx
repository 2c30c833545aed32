import type { Pop } from './pop.ts';
import { PopLink } from './PopLink.tsx';
import { hidePopForever } from './popupStorage.ts';
import { useCountShow } from './useCountShow.ts';

interface Props {
  pop: Pop;
  /** Closed, followed or hidden forever: it leaves the page. */
  onDone: () => void;
}

/** A banner in its strip above the header (Banners.css: a fixed height, reserved before it shows). */
export function TopBanner({ pop, onDone }: Props) {
  useCountShow(pop.id);
  return (
    <section className="top-banner" aria-label={pop.title}>
      {pop.image ? <img className="top-banner__image" src={pop.image} alt="" width={40} height={40} /> : null}
      <p className="top-banner__text" title={`${pop.title} ${pop.content}`}>
        <strong>{pop.title}</strong> <span>{pop.content}</span>
      </p>
      <div className="top-banner__actions">
        <PopLink className="top-banner__link" link={pop.link} label={pop.linkLabel} onClick={onDone} />
        <button
          type="button"
          className="top-banner__never"
          onClick={() => {
            hidePopForever(pop.id);
            onDone();
          }}
        >
          Don&apos;t show again
        </button>
      </div>
      <button type="button" className="icon-button top-banner__close" aria-label="Close banner" onClick={onDone}>
        <svg width="16" height="16" viewBox="0 0 20 20" aria-hidden="true">
          <path d="M4 4l12 12M16 4L4 16" stroke="currentColor" strokeWidth="1.5" fill="none" />
        </svg>
      </button>
    </section>
  );
}
