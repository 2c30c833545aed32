/**
 * Payment details: the shipping address, the saved card and the payment provider's config (how the
 * browser turns a card into a payment method). Input is checked with the shared zod rules of the
 * contract; upstream refusals become userErrors as memberCalls.ts says.
 */
import { addressV1 } from '@tote/contract/v1/address';
import { billingPaymentV1 } from '@tote/contract/v1/billing';
import { z } from 'zod';
import { addressFields, billingAddressFields } from '@tote/contract/address';
import { formatMobile } from '@tote/contract/validation';
import type { Resolvers } from '../__generated__/resolvers-types.js';
import { Code } from '../errors.js';
import { enumOf } from './enums.js';
import { attemptMember } from './memberCalls.js';
import { reloadViewer, requireSignIn, validateInput } from './session.js';
import { validationError } from './upstreamCalls.js';

const paymentMethodId = z
  .string()
  .trim()
  .min(1, { error: 'Add your card with the payment form.' })
  .max(255, { error: 'This card could not be saved.' });

export const paymentDetailsResolvers: Resolvers = {
  Query: {
    paymentConfig: (_p, _a, ctx) => ctx.loaders.paymentConfig.load({}),
  },

  User: {
    shippingAddress: async (_u, _a, ctx) => (await ctx.loaders.address.load({ addressType: 1 })).address,
    paymentMethod: async (_u, _a, ctx) => (await ctx.loaders.payment.load({})).paymentInfo,
    checkoutReadiness: (_u, _a, ctx) => ctx.loaders.paymentAndAddress.load({}),
  },

  Address: {
    addressId: (a) => a.id,
    mobileDisplay: (a) => formatMobile(a.mobile),
  },
  PaymentMethod: {
    maskedNumber: (p) => p.creditCardNumber,
    brand: (p) => enumOf(p.cardBrand),
    sameAsShipping: (p) => p.isSameAddress,
    provider: (p) => enumOf(p.provider),
  },
  PaymentConfig: {
    provider: (c) => enumOf(c.provider),
  },
  TestCard: {
    brand: (c) => enumOf(c.brand),
    outcome: (c) => enumOf(c.outcome),
  },

  SaveShippingAddressPayload: {
    viewer: (p, _a, ctx) => (p.address ? reloadViewer(ctx) : null),
  },
  SavePaymentMethodPayload: {
    viewer: (p, _a, ctx) => (p.paymentMethod ? reloadViewer(ctx) : null),
  },

  Mutation: {
    saveShippingAddress: async (_p, { input }, ctx) => {
      requireSignIn(ctx, addressV1.edit);
      const v = validateInput(addressFields, { ...input, details: input.details ?? '' });
      if (!v.ok) return { address: null, userErrors: v.userErrors };
      const r = await attemptMember(ctx, ctx.loaders.editAddress.load({ addressType: 1, ...v.data }));
      if (!r.ok) return { address: null, userErrors: r.userErrors };
      ctx.loaders.address.clearAll().prime({ addressType: 1 }, { address: r.value });
      ctx.loaders.payment.clearAll(); // a billing address "same as shipping" follows it
      ctx.loaders.paymentAndAddress.clearAll();
      ctx.loaders.prePayDetail.clearAll();
      return { address: r.value, userErrors: [] };
    },

    savePaymentMethod: async (_p, { input }, ctx) => {
      requireSignIn(ctx, billingPaymentV1.paymentEdit);
      const sameAsShipping = input.sameAsShipping ?? true;
      if (!sameAsShipping && !input.billingAddress) {
        const missing = validationError(['input', 'billingAddress'], 'Add a billing address.');
        return { paymentMethod: null, userErrors: [missing] };
      }
      const schema = z.object({
        paymentMethodId,
        billingAddress: sameAsShipping ? z.unknown().optional() : billingAddressFields,
      });
      const billingAddress = input.billingAddress
        ? { ...input.billingAddress, details: input.billingAddress.details ?? '' }
        : undefined;
      const v = validateInput(schema, { paymentMethodId: input.paymentMethodId, billingAddress });
      if (!v.ok) return { paymentMethod: null, userErrors: v.userErrors };
      const params = {
        paymentMethodId: v.data.paymentMethodId,
        sameShippingAddress: sameAsShipping,
        ...(!sameAsShipping ? { billingAddress: v.data.billingAddress as z.output<typeof billingAddressFields> } : {}),
      };
      const fieldOf = (e: { code: number }) => (e.code === Code.BAD_REQUEST ? ['input', 'paymentMethodId'] : null);
      const r = await attemptMember(ctx, ctx.loaders.editPayment.load(params), fieldOf);
      if (!r.ok) return { paymentMethod: null, userErrors: r.userErrors };
      ctx.loaders.payment.clearAll().prime({}, { paymentInfo: r.value });
      ctx.loaders.paymentAndAddress.clearAll();
      ctx.loaders.prePayDetail.clearAll();
      return { paymentMethod: r.value, userErrors: [] };
    },
  },
};
