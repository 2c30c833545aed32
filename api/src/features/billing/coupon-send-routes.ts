/** /v1/coupon/send: a live promo code mailed to friends (contract/coupons.ts). */
import type { FastifyInstance } from 'fastify';
import type { CouponSent } from '@tote/contract/coupons';
import { billingCouponSendV1 } from '@tote/contract/v1/billing';
import type { Db } from '../../platform/db/schema.js';
import type { MailMessage, Mailer } from '../../platform/mail/index.js';
import { implement } from '../../platform/http/implement.js';
import { emailKey, esc } from '../accounts/index.js';
import { requireUser, type Limiter, type UserRow } from '../auth/index.js';
import { liveCoupon, type CouponRow } from './coupons.js';

export interface CouponSendDeps {
  mailer: Mailer;
  limiter: Limiter;
  webOrigin: string;
}

function couponMail(webOrigin: string, from: UserRow, c: CouponRow, to: string, note: string | undefined): MailMessage {
  const link = `${webOrigin}/membership`;
  const text =
    `${from.name} sent you a Tote promo code: ${c.code}. ${c.description}\n\n` +
    (note ? `"${note}"\n\n` : '') +
    `Use it at checkout: ${link}\n\n— Tote`;
  const html =
    `<p>${esc(from.name)} sent you a Tote promo code: <strong>${esc(c.code)}</strong>. ${esc(c.description)}</p>` +
    (note ? `<blockquote>${esc(note)}</blockquote>` : '') +
    `<p><a href="${esc(link)}">Use it at checkout</a></p>`;
  return { to, subject: `${from.name} sent you a Tote promo code`, text, html };
}

export function registerCouponSendRoutes(app: FastifyInstance, db: Db, deps: CouponSendDeps): void {
  implement(app, billingCouponSendV1, {
    send: async (p, ctx, req, reply): Promise<CouponSent> => {
      const { user } = requireUser(ctx);
      const coupon = await liveCoupon(db, p.code);
      const targets = [...new Set(p.emails.map(emailKey))].filter((e) => e !== emailKey(user.email));
      for (const to of targets) {
        // One daily budget of mails to friends, with /email/referral's.
        await deps.limiter.hit(req, reply, 'referralMailPerUser', String(user.id));
        await deps.mailer.send(couponMail(deps.webOrigin, user, coupon, to, p.note));
      }
      return { sent: targets.length, code: coupon.code };
    },
  });
}
