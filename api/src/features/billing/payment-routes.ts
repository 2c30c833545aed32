/** /v1/payment/config|query|edit and /user/checkPaymentAndAddress (contract/payment.ts). */
import type { FastifyInstance } from 'fastify';
import { billingAddressFields } from '@tote/contract/address';
import type { PaymentAndAddressCheck, PaymentConfig, PaymentInfo, PaymentQueryResult } from '@tote/contract/payment';
import { requireUser } from '../auth/index.js';
import { badRequest } from '../../platform/http/errors.js';
import { implement } from '../../platform/http/implement.js';
import { parseFields, shippingAddress } from '../address/index.js';
import { EMULATOR_BASE_PATH, publicTestCards } from '../payments/index.js';
import type { BillingDeps } from './deps.js';
import { paymentInfoOf, saveCard, usableCard } from './cards.js';
import { retryRenewalSoon } from './renewals.js';
import { billingPaymentV1 } from '@tote/contract/v1/billing';
import { fromProvider } from './provider-errors.js';

export const NO_CARD_NUMBERS = 'Card numbers are never sent to Tote: add the card with the payment form.';

export function registerPaymentRoutes(app: FastifyInstance, deps: BillingDeps): void {
  const { db, payments } = deps;

  const infoOf = async (userId: number): Promise<PaymentInfo | null> => {
    const card = await usableCard(db, userId, payments);
    return card ? paymentInfoOf(card, await shippingAddress(db, userId)) : null;
  };

  implement(app, billingPaymentV1, {
    paymentConfig: (): PaymentConfig => ({
      provider: payments.kind,
      publishableKey: payments.publishableKey,
      emulatorBasePath: payments.kind === 'emulator' ? EMULATOR_BASE_PATH : null,
      testCards: payments.kind === 'emulator' ? publicTestCards() : [],
      currency: 'USD',
    }),
    paymentQuery: async (_p, ctx): Promise<PaymentQueryResult> => ({
      paymentInfo: await infoOf(requireUser(ctx).user.id),
    }),
    paymentEdit: async (p, ctx): Promise<PaymentInfo> => {
      const { user } = requireUser(ctx);
      if (p.creditCardNumber && p.creditCardNumber.replace(/\D/g, '').length >= 12) throw badRequest(NO_CARD_NUMBERS);
      const same = p.sameShippingAddress ?? true;
      const billingAddress = same ? null : parseFields(billingAddressFields, p.billingAddress);
      try {
        await saveCard(db, payments, user, {
          ...(p.id !== undefined ? { cardId: p.id } : {}),
          paymentMethodId: p.paymentMethodId,
          sameAsShipping: same,
          billingAddress,
        });
      } catch (err) {
        throw fromProvider(err, 'This card could not be saved');
      }
      await retryRenewalSoon(db, user.id);
      return (await infoOf(user.id))!;
    },
    userCheckPaymentAndAddress: async (_p, ctx): Promise<PaymentAndAddressCheck> => {
      const userId = requireUser(ctx).user.id;
      const [address, paymentInfo] = await Promise.all([shippingAddress(db, userId), infoOf(userId)]);
      return {
        hasShippingAddress: address !== null,
        hasPaymentMethod: paymentInfo !== null,
        shippingAddress: address,
        paymentInfo,
      };
    },
  });
}
