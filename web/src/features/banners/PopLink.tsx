import { Link } from 'react-router';

interface Props {
  link: string;
  label: string;
  className?: string;
  onClick: () => void;
}

/** A pop's link: a route of the shop, or another site's page in a new tab. */
export function PopLink({ link, label, className, onClick }: Props) {
  if (/^https?:\/\//.test(link))
    return (
      <a className={className} href={link} target="_blank" rel="noopener noreferrer" onClick={onClick}>
        {label}
      </a>
    );
  return (
    <Link className={className} to={link} onClick={onClick}>
      {label}
    </Link>
  );
}
