import { graphql, useFragment } from 'react-relay';
import type { SocialButtons_methods$key } from '../../../__generated__/SocialButtons_methods.graphql.ts';

const MARKS: Record<string, string> = { GOOGLE: 'G', APPLE: '', FACEBOOK: 'f' };

/** "Continue with Google / Apple / Facebook": each sends the browser to the channel's authorize URL. */
export function SocialButtons({ methods }: { methods: SocialButtons_methods$key }) {
  const data = useFragment(
    graphql`
      fragment SocialButtons_methods on LoginMethod @relay(plural: true) {
        channel
        enabled
        label
        authorizeUrl
      }
    `,
    methods,
  );
  const social = data.filter((method) => method.channel !== 'EMAIL' && method.enabled && method.authorizeUrl);
  if (social.length === 0) return null;
  return (
    <ul className="social-buttons">
      {social.map((method) => (
        <li key={method.channel}>
          {/* A full-page navigation: the provider's page, then the gateway's callback. */}
          <a
            className={`button button--ghost social-button social-button--${method.channel.toLowerCase()}`}
            href={method.authorizeUrl ?? undefined}
          >
            <span className="social-button__mark" aria-hidden="true">
              {MARKS[method.channel] ?? ''}
            </span>
            {method.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
