/**
 * Addresses (/address/*) and the saved card (/payment/*, /user/checkPaymentAndAddress): validation messages and
 * round trips.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressFields, US_STATES } from '@tote/contract/address';
import type { Address, AddressQueryResult } from '@tote/contract/address';
import type { PaymentAndAddressCheck, PaymentInfo, PaymentQueryResult } from '@tote/contract/payment';
import { data } from './http.js';
import { call, RELAXED_LIMITS } from './accounts-helpers.js';
import { openTestApi, type TestApi } from './db.js';
import { ADDRESS, addAddress, addCard, paymentMethod, shopper, CARD_OK } from './member-helpers.js';

let t: TestApi;
beforeAll(async () => {
  t = await openTestApi({ limits: RELAXED_LIMITS, pauseSweepMs: 0 });
});
afterAll(() => t.close());

const bad = (content: string) => ({ code: 40001, message: { action: 'toast', content }, data: null });

describe('address', () => {
  it('query is null until saved; edit saves one address per type, normalized', async () => {
    const s = await shopper(t.app);
    expect(
      data(await call<AddressQueryResult>(t.app, '/v1/address/query', { addressType: 1 }, s.token, 'GET')),
    ).toEqual({ address: null });
    const saved = data(
      await call<Address>(
        t.app,
        '/v1/address/edit',
        {
          ...ADDRESS,
          firstName: '  Mary-Jane ',
          state: 'district of columbia',
          zip: '02134',
          mobile: '+1 (555) 123-4567',
        },
        s.token,
      ),
    );
    expect(saved).toEqual({
      id: expect.any(Number),
      addressType: 1,
      firstName: 'Mary-Jane',
      lastName: 'Stone',
      streetAddress: '12 Main St',
      details: 'Apt 4',
      city: 'Springfield',
      state: 'DC',
      zip: '02134',
      mobile: '5551234567',
    });
    expect(
      data(await call<AddressQueryResult>(t.app, '/v1/address/query', { addressType: 1 }, s.token, 'GET')).address,
    ).toEqual(saved);
    const again = data(
      await call<Address>(
        t.app,
        '/v1/address/edit',
        { ...ADDRESS, id: saved.id, city: 'Chicago', details: '' },
        s.token,
      ),
    );
    expect(again).toMatchObject({ id: saved.id, city: 'Chicago', details: '' });
    const replaced = data(
      await call<Address>(t.app, '/v1/address/edit', { ...ADDRESS, addressType: 1, city: 'Peoria' }, s.token),
    );
    expect(replaced.id).toBe(saved.id);
    expect(await t.db.selectFrom('addresses').select('id').where('user_id', '=', s.userId).execute()).toHaveLength(1);
  });

  it('answers each field message verbatim', async () => {
    const s = await shopper(t.app);
    const cases: [Record<string, unknown>, string][] = [
      [{ firstName: '' }, 'Name is required'],
      [{ lastName: undefined }, 'Name is required'],
      [{ firstName: 'R2D2' }, 'This field may only contain alphabetic characters.'],
      [{ streetAddress: ' ' }, 'Street address is required'],
      [{ streetAddress: 'x'.repeat(101) }, 'Street address must be at most 100 characters.'],
      [{ details: 'x'.repeat(101) }, 'Apartment, suite or floor must be at most 100 characters.'],
      [{ city: '' }, 'City is required'],
      [{ city: 'Spring$field' }, 'Invalid city.'],
      [{ state: '' }, 'State is required'],
      [{ state: 'XX' }, 'Choose a US state.'],
      [{ state: 'Puerto Rico' }, 'Choose a US state.'],
      [{ zip: '' }, 'ZIP code is required'],
      [{ zip: '1234' }, 'ZIP code must be 5 digits.'],
      [{ zip: '12345-6789' }, 'ZIP code must be 5 digits.'],
      [{ mobile: '' }, 'Mobile Number is required'],
      [{ mobile: '555-1234' }, 'Invalid Mobile Number.'],
    ];
    for (const [over, message] of cases) {
      const res = await call(t.app, '/v1/address/edit', { ...ADDRESS, ...over }, s.token);
      expect(res.body, JSON.stringify(over)).toEqual(bad(message));
      expect(res.status).toBe(400);
    }
    expect((await call(t.app, '/v1/address/edit', { firstName: '', zip: '1' }, s.token)).body).toEqual(
      bad('Name is required; Street address is required; City is required'),
    );
    expect((await call(t.app, '/v1/address/edit', { ...ADDRESS, addressType: 3 }, s.token)).body.code).toBe(40001);
    expect(await t.db.selectFrom('addresses').select('id').where('user_id', '=', s.userId).execute()).toEqual([]);
  });

  it("the states list has the 50 states and DC; another user's address id is 20003", async () => {
    expect(US_STATES).toHaveLength(51);
    expect(US_STATES).toContainEqual({ code: 'DC', name: 'District of Columbia' });
    expect(addressFields.parse({ ...ADDRESS, state: 'new york' }).state).toBe('NY');
    const a = await shopper(t.app);
    const b = await shopper(t.app);
    const mine = await addAddress(t.app, a.token);
    expect((await call(t.app, '/v1/address/edit', { ...ADDRESS, id: mine.id }, b.token)).body.code).toBe(20003);
    expect((await call(t.app, '/v1/address/query', { addressType: 1 })).body.code).toBe(40000);
  });
});

describe('payment info', () => {
  it('saves a card masked, with the billing address of the shipping address by default', async () => {
    const s = await shopper(t.app);
    expect(data(await call<PaymentQueryResult>(t.app, '/v1/payment/query', {}, s.token, 'GET'))).toEqual({
      paymentInfo: null,
    });
    const check0 = data(
      await call<PaymentAndAddressCheck>(t.app, '/v1/user/checkPaymentAndAddress', {}, s.token, 'GET'),
    );
    expect(check0).toEqual({
      hasShippingAddress: false,
      hasPaymentMethod: false,
      shippingAddress: null,
      paymentInfo: null,
    });
    const card = await addCard(t.app, s.token);
    expect(card).toMatchObject({
      cardId: expect.any(Number),
      paymentMethodId: expect.stringMatching(/^pm_/),
      creditCardNumber: '•••• 4242',
      cardBrand: 'visa',
      last4: '4242',
      isSameAddress: true,
      billingAddress: null,
      provider: 'emulator',
    });
    const address = await addAddress(t.app, s.token);
    const { paymentInfo } = data(await call<PaymentQueryResult>(t.app, '/v1/payment/query', {}, s.token, 'GET'));
    expect(paymentInfo!.billingAddress).toEqual({
      firstName: 'Ava',
      lastName: 'Stone',
      streetAddress: '12 Main St',
      details: 'Apt 4',
      city: 'Springfield',
      state: 'IL',
      zip: '62701',
    });
    const check = data(
      await call<PaymentAndAddressCheck>(t.app, '/v1/user/checkPaymentAndAddress', {}, s.token, 'GET'),
    );
    expect(check).toEqual({ hasShippingAddress: true, hasPaymentMethod: true, shippingAddress: address, paymentInfo });
  });

  it('a separate billing address is required and validated when sameShippingAddress is false', async () => {
    const s = await shopper(t.app);
    const pm = await paymentMethod(t.app, CARD_OK);
    expect(
      (await call(t.app, '/v1/payment/edit', { paymentMethodId: pm, sameShippingAddress: false }, s.token)).body,
    ).toEqual(bad('Name is required; Street address is required; City is required'));
    const billing = {
      firstName: 'Ava',
      lastName: 'Stone',
      streetAddress: '1 Bill St',
      details: '',
      city: 'Austin',
      state: 'TX',
      zip: '7870',
    };
    expect(
      (
        await call(
          t.app,
          '/v1/payment/edit',
          { paymentMethodId: pm, sameShippingAddress: false, billingAddress: billing },
          s.token,
        )
      ).body,
    ).toEqual(bad('ZIP code must be 5 digits.'));
    const saved = data(
      await call<PaymentInfo>(
        t.app,
        '/v1/payment/edit',
        {
          paymentMethodId: pm,
          sameShippingAddress: 'false',
          billingAddress: { ...billing, zip: '78701', mobile: '5551234567' },
        },
        s.token,
      ),
    );
    expect(saved).toMatchObject({ isSameAddress: false, billingAddress: { ...billing, zip: '78701' } });
    expect(saved.billingAddress).not.toHaveProperty('mobile');
    // Replacing the card: id must be the user's card.
    const other = await shopper(t.app);
    expect(
      (
        await call(
          t.app,
          '/v1/payment/edit',
          { id: saved.cardId, paymentMethodId: await paymentMethod(t.app, CARD_OK) },
          other.token,
        )
      ).body.code,
    ).toBe(20003);
    const replaced = data(
      await call<PaymentInfo>(
        t.app,
        '/v1/payment/edit',
        { id: saved.cardId, paymentMethodId: await paymentMethod(t.app, '4000002500003155') },
        s.token,
      ),
    );
    expect(replaced).toMatchObject({ cardId: saved.cardId, last4: '3155', isSameAddress: true });
  });

  it('a PaymentMethod attached to someone else cannot be saved', async () => {
    const a = await shopper(t.app);
    const b = await shopper(t.app);
    const pm = await paymentMethod(t.app, CARD_OK);
    data(await call(t.app, '/v1/payment/edit', { paymentMethodId: pm }, a.token));
    expect((await call(t.app, '/v1/payment/edit', { paymentMethodId: pm }, b.token)).body).toEqual(
      bad('This card could not be saved: This PaymentMethod is attached to another customer.'),
    );
  });

  it('missing or malformed paymentMethodId is 40001 naming it', async () => {
    const s = await shopper(t.app);
    expect((await call(t.app, '/v1/payment/edit', {}, s.token)).body).toEqual(
      bad('Missing parameter: paymentMethodId'),
    );
    expect((await call(t.app, '/v1/payment/edit', { paymentMethodId: 'card_123' }, s.token)).body).toEqual(
      bad('Invalid parameter paymentMethodId: expected a PaymentMethod id (pm_…)'),
    );
  });
});
