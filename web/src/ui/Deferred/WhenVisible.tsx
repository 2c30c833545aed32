import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import { afterIdle } from './idle.ts';

/** How near the viewport the placeholder comes before the children mount: they are drawn before they are seen. */
const NEAR = '200px';

interface Props {
  children: ReactNode;
  /** The room the children will take (a CSS length, or px), so that nothing moves when they come. */
  minHeight?: number | string;
  /** Drawn in the placeholder: e.g. the frame of what comes, laid out by its own CSS. */
  placeholder?: ReactNode;
}

/**
 * What lies below the fold (recommendation rows): a placeholder on the server and until it comes within 200 px of
 * the viewport, then the children, mounted as a transition (rendered in slices that yield to the shopper's input).
 * Children that suspend on data keep the placeholder until it comes. Without IntersectionObserver they mount when
 * idle.
 */
export function WhenVisible({ children, minHeight, placeholder = null }: Props) {
  const [near, setNear] = useState(false);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (near || !element) return;
    const show = () => startTransition(() => setNear(true));
    if (typeof IntersectionObserver === 'undefined') return afterIdle(show);
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        show();
      },
      { rootMargin: `${NEAR} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  if (near) return children;
  return (
    <div ref={box} style={minHeight === undefined ? undefined : { minHeight }} aria-hidden="true">
      {placeholder}
    </div>
  );
}
