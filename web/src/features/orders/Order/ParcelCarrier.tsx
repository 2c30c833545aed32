import './Order.css';

/** A carrier's tracking page, only when it is an http(s) URL: anything else is not made a link. */
export function trackingHref(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/** A parcel's carrier, tracking code and, when the carrier gave one, the link to its tracking page. */
export function ParcelCarrier({
  carrier,
  trackingCode,
  trackingUrl,
}: {
  carrier: string;
  trackingCode: string;
  trackingUrl: string | null | undefined;
}) {
  const href = trackingHref(trackingUrl);
  return (
    <div>
      <p className="order-parcel__carrier">{carrier}</p>
      <p className="order-page__hint">
        Tracking code <span className="order-parcel__code">{trackingCode}</span>
      </p>
      {href ? (
        <a className="order-parcel__link" href={href} target="_blank" rel="noopener noreferrer">
          Track with {carrier}
        </a>
      ) : null}
    </div>
  );
}
