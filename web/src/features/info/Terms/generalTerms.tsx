import type { TermsPart } from './termsPart.ts';

/** Using the shop fairly, what we are responsible for, privacy and how to reach us (at `supportEmail`). */
export function generalTerms(supportEmail: string): TermsPart[] {
  const mail = <a href={`mailto:${supportEmail}`}>{supportEmail}</a>;
  return [
    {
      id: 'using-tote',
      title: 'Using Tote',
      body: (
        <>
          <p>
            Use the shop for yourself and in good faith: no automated scraping, no interfering with the site, no
            reselling of offers. Reviews, fit notes and photos you post must be your own and about items you have worn.
            By posting them you let us show them in the shop and our apps; you can ask us to remove them.
          </p>
          <p>
            Product photos, colors and sizes are described as accurately as we can, but a screen can&rsquo;t show
            everything: the size notes and reviews on each product page are there to help.
          </p>
        </>
      ),
    },
    {
      id: 'responsibility',
      title: 'Our responsibility',
      body: (
        <p>
          We take care to keep the shop running and your items clean and on time, but we can&rsquo;t promise that the
          site is never unavailable or that a particular item is in stock. We are not responsible for delays caused by
          events outside our control. Nothing in these terms limits the rights you have as a consumer under the law
          where you live.
        </p>
      ),
    },
    {
      id: 'privacy',
      title: 'Privacy',
      body: (
        <>
          <p>
            We use your personal information to run your account and membership, deliver and collect your items, take
            payments, and — if you allow it — send you news and offers; you can change your email settings at any time.
            The shop uses cookies to keep you signed in and to understand how it is used. We do not sell your personal
            information.
          </p>
          <p>
            We estimate the country, region and city you visit from by your IP address, to understand where the shop is
            used; the address itself is not shared. <a href="https://db-ip.com">IP Geolocation by DB-IP</a>.
          </p>
          <p>
            To see, correct or delete the information we hold about you, or for any question about privacy, write to us
            at {mail}. You can delete your account yourself from your account overview.
          </p>
        </>
      ),
    },
    {
      id: 'contact',
      title: 'Contact us',
      body: (
        <p>
          Questions about your membership, an order or these terms: email {mail}, or use &ldquo;Contact us&rdquo; on any
          of your order pages when signed in. If something goes wrong, please tell us first: most problems are sorted
          out quickly that way.
        </p>
      ),
    },
  ];
}
