import './Spinner.css';

export function Spinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="spinner" role="status">
      <span className="spinner__ring" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}

/** Placeholder cards while a product grid loads. */
export function GridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <div className="grid-skeleton" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="grid-skeleton__card">
          <div className="skeleton grid-skeleton__image" />
          <div className="skeleton grid-skeleton__line" />
          <div className="skeleton grid-skeleton__line grid-skeleton__line--short" />
        </div>
      ))}
    </div>
  );
}

/** The page while a screen's first data loads: the header's frame, a title bar and a grid. */
export function PageSkeleton() {
  return (
    <div className="page-skeleton">
      <div className="page-skeleton__header">
        <span className="page-skeleton__logo">TOTE</span>
      </div>
      <div className="page" aria-busy="true">
        <Spinner />
        <div className="skeleton page-skeleton__title" />
        <GridSkeleton />
      </div>
    </div>
  );
}
