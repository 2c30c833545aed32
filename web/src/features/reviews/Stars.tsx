/** Stars out of 5 as text (★★★★☆), read out as "4.5 out of 5 stars". */
export function Stars({ value, className }: { value: number; className?: string }) {
  const full = Math.round(value);
  return (
    <span className={`stars${className ? ` ${className}` : ''}`} role="img" aria-label={`${value} out of 5 stars`}>
      {'★'.repeat(full)}
      <span className="stars__empty">{'★'.repeat(5 - full)}</span>
    </span>
  );
}
