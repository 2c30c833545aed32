import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { useIsMobile } from '../../platform/hooks/useIsMobile.ts';
import { setAIOn } from '../../platform/state/ui.ts';

/** A route of the shop ("/product/12-silk-dress"), not a URL of another site. */
const isRoute = (link: string) => link.startsWith('/') && !link.startsWith('//');
/** Other sites only over http(s): a reply never opens javascript:, data: or other schemes. */
const isWebUrl = (link: string) => /^https?:\/\//i.test(link);

/** On a phone the panel covers the page: a link the shopper follows closes it, to show where it leads. */
export function useCloseOnMobile(): () => void {
  const isMobile = useIsMobile();
  return () => {
    if (isMobile) setAIOn(false);
  };
}

interface LinkProps {
  href: string;
  className?: string;
  children: ReactNode;
}

/** A link in a reply: a route in the app, another site in a new tab, anything else as plain text. */
export function AssistantLink({ href, className, children }: LinkProps) {
  const closeOnMobile = useCloseOnMobile();
  if (isRoute(href)) {
    return (
      <Link to={href} className={className} onClick={closeOnMobile}>
        {children}
      </Link>
    );
  }
  if (isWebUrl(href)) {
    return (
      <a href={href} className={className} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return <span className={className}>{children}</span>;
}

/** A button's REDIRECT_LINK: the same rules as AssistantLink. */
export function useFollowLink(): (link: string) => void {
  const navigate = useNavigate();
  const closeOnMobile = useCloseOnMobile();
  return (link) => {
    if (isRoute(link)) {
      closeOnMobile();
      void navigate(link);
    } else if (isWebUrl(link)) {
      window.open(link, '_blank', 'noopener,noreferrer');
    }
  };
}

/** A button's COPY_LINK: the full address on the clipboard. */
export async function copyLink(link: string): Promise<void> {
  await navigator.clipboard.writeText(new URL(link, window.location.origin).href);
}
