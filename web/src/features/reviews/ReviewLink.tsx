import { Link } from 'react-router';

/** On an order's item: "Write a review" once it reached the member, "Reviewed" after; nothing before. */
export function ReviewLink({
  orderItemId,
  status,
  className = 'link-button',
}: {
  orderItemId: number;
  status: string | null | undefined;
  className?: string;
}) {
  if (status === 'REVIEWED') return <span className="order-tag review-link--done">Reviewed</span>;
  if (status !== 'REVIEWABLE') return null;
  return (
    <Link className={className} to={`/review/create?orderItemId=${orderItemId}`}>
      Write a review
    </Link>
  );
}
