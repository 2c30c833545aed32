import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { OrderCard_order$key } from '../../../__generated__/OrderCard_order.graphql.ts';
import { formatShortDate } from '../../../platform/format/dates.ts';
import { orderBadgeClass, orderStatusLabel } from '../Order/orderStatus.ts';

/** Thumbnails shown per order; the rest is a "+N". */
const THUMBNAILS = 4;

/**
 * The order page's actions, offered from the list as links to the order page (where they run) or
 * to the return flow; `suffix` follows the order page's path.
 */
const ACTION_LINKS: Record<string, { label: string; suffix: string }> = {
  PAY_NOW: { label: 'Pay now', suffix: '' },
  TRACK_TOTE: { label: 'Track your Tote', suffix: '#track' },
  TRACK_RETURN: { label: 'Track your return', suffix: '#returns' },
  RETURN_LABEL: { label: 'Your return label', suffix: '#returns' },
  RETURN: { label: 'Return items', suffix: '/return' },
  VIEW_RECEIPT: { label: 'View receipt', suffix: '' },
  VIEW_REFUND: { label: 'View refund', suffix: '' },
  CANCEL_ORDER: { label: 'Cancel order', suffix: '' },
};

/** One order of the history: number, date, status, total, item thumbnails and its actions. */
export function OrderCard({ order }: { order: OrderCard_order$key }) {
  const o = useFragment(
    graphql`
      fragment OrderCard_order on Order {
        orderId
        createdAt
        status
        primaryActions
        secondaryActions
        totalBilled {
          formatted
        }
        lines {
          orderItemId
          title
          saleType
          image {
            url
            alt
          }
        }
      }
    `,
    order,
  );
  const path = `/order/${o.orderId}`;
  const badge = orderStatusLabel(o);
  const shown = o.lines.slice(0, THUMBNAILS);
  const more = o.lines.length - shown.length;
  const primary: readonly string[] = o.primaryActions;
  const actions = [...primary, ...o.secondaryActions].filter((a) => a in ACTION_LINKS);
  const items = o.lines.length === 1 ? '1 item' : `${o.lines.length} items`;
  return (
    <article className="order-card" aria-label={`Order #${o.orderId}`}>
      <header className="order-card__head">
        <div>
          <h2 className="order-card__title">
            <Link to={path}>Order #{o.orderId}</Link>
          </h2>
          <p className="order-card__meta">
            Placed {formatShortDate(o.createdAt)} · {items} · {o.totalBilled.formatted}
          </p>
        </div>
        <span className={orderBadgeClass(badge)}>{badge}</span>
      </header>
      <ul className="order-card__thumbs" aria-label="Items">
        {shown.map((line) => (
          <li key={line.orderItemId} className="order-card__thumb">
            {line.image ? (
              <img src={line.image.url} alt={line.image.alt || line.title} loading="lazy" />
            ) : (
              <span className="order-card__thumb-text">{line.title}</span>
            )}
          </li>
        ))}
        {more > 0 ? <li className="order-card__thumb order-card__thumb-more">+{more}</li> : null}
      </ul>
      <div className="order-card__actions">
        {primary.includes('PROCESSING') ? <span className="order-card__meta">Payment processing</span> : null}
        {actions.map((a) => (
          <Link
            key={a}
            to={path + ACTION_LINKS[a]!.suffix}
            className={primary.includes(a) ? 'button order-card__action' : 'link-button order-card__action'}
          >
            {ACTION_LINKS[a]!.label}
          </Link>
        ))}
        <Link to={path} className="link-button order-card__action">
          View order
        </Link>
      </div>
    </article>
  );
}
