/**
 * /v1 address contract (the shipping address) and its validation rules. Like validation.ts,
 * this file imports only `zod`, so the api (parameters), the gateway (inputs) and the web (form
 * fields) share one schema and its messages. Names and mobile use validation.ts's rules verbatim.
 *
 * ## Endpoints [auth]
 * - `/address/query` (GET; POST ok) {addressType} → AddressQueryResult. addressType 1 = shipping
 *   (the only type the shop uses today; 2 = billing is reserved: the billing address lives with
 *   the payment info, see payment.ts). `address` is null until one is saved.
 * - `/address/edit` (POST AddressEditParams) → Address. One address per type: without `id` it
 *   creates or replaces the user's address of that type; with `id` it must be that address
 *   (else 20003). Invalid fields → 40001 whose content is the field messages below (the first
 *   three, joined by "; "), e.g. "ZIP code must be 5 digits."
 *
 * ## Rules (addressFields)
 *   firstName, lastName  validation.ts `name`   "Name is required" /
 *                                               "This field may only contain alphabetic characters."
 *   streetAddress        required, ≤ 100        "Street address is required"
 *   details              optional, ≤ 100 (apartment, suite, floor)
 *   city                 required, ≤ 60, letters, spaces, . ' -   "City is required" / "Invalid city."
 *   state                a US state or the District of Columbia, by code ("NY") or name ("New York"),
 *                        any case; stored and returned as the 2-letter code
 *                                               "State is required" / "Choose a US state."
 *   zip                  exactly 5 digits        "ZIP code is required" / "ZIP code must be 5 digits."
 *   mobile               validation.ts `mobile` (stored and returned as 10 digits)
 */
import { z } from 'zod';
import { mobile, name } from './validation.js';

export const AddressType = { shipping: 1, billing: 2 } as const;
export type AddressTypeValue = (typeof AddressType)[keyof typeof AddressType];

export interface Address {
  id: number;
  addressType: AddressTypeValue;
  firstName: string;
  lastName: string;
  streetAddress: string;
  details: string; // '' when none
  city: string;
  state: string; // 2-letter code, "NY"
  zip: string; // 5 digits
  mobile: string; // 10 digits
}

/** The billing address of a payment method: an address without mobile. */
export type BillingAddress = Pick<
  Address,
  'firstName' | 'lastName' | 'streetAddress' | 'details' | 'city' | 'state' | 'zip'
>;

export interface AddressQueryResult {
  address: Address | null;
}

export interface AddressEditParams extends Omit<Address, 'id'> {
  id?: number;
}

export const AddressMessages = {
  streetRequired: 'Street address is required',
  streetTooLong: 'Street address must be at most 100 characters.',
  detailsTooLong: 'Apartment, suite or floor must be at most 100 characters.',
  cityRequired: 'City is required',
  cityInvalid: 'Invalid city.',
  stateRequired: 'State is required',
  stateInvalid: 'Choose a US state.',
  zipRequired: 'ZIP code is required',
  zipInvalid: 'ZIP code must be 5 digits.',
} as const;

/** The 50 states and the District of Columbia. */
export const US_STATES: readonly { code: string; name: string }[] = [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['DC', 'District of Columbia'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
].map(([code, name]) => ({ code: code!, name: name! }));

const STATE_BY_KEY = new Map(
  US_STATES.flatMap((s) => [[s.code.toLowerCase(), s.code] as const, [s.name.toLowerCase(), s.code] as const]),
);

const clean = (v: unknown): unknown => (typeof v === 'string' ? v.replace(/\s+/g, ' ').trim() : v);
const required = (message: string) => z.string({ error: message }).min(1, { error: message, abort: true });

export const streetAddress = z.preprocess(
  clean,
  required(AddressMessages.streetRequired).max(100, { error: AddressMessages.streetTooLong }),
);
export const addressDetails = z.preprocess(
  (v) => (v === undefined || v === null ? '' : clean(v)),
  z.string().max(100, { error: AddressMessages.detailsTooLong }),
);
export const city = z.preprocess(
  clean,
  required(AddressMessages.cityRequired)
    .max(60, { error: AddressMessages.cityInvalid })
    .regex(/^[\p{L}\p{M}][\p{L}\p{M} .'’-]*$/u, { error: AddressMessages.cityInvalid }),
);
export const usState = z.preprocess(
  clean,
  required(AddressMessages.stateRequired)
    .refine((s) => STATE_BY_KEY.has(s.toLowerCase()), { error: AddressMessages.stateInvalid })
    .transform((s) => STATE_BY_KEY.get(s.toLowerCase())!),
);
export const zip = z.preprocess(
  (v) => (typeof v === 'number' ? String(v).padStart(5, '0') : clean(v)),
  required(AddressMessages.zipRequired).regex(/^\d{5}$/, { error: AddressMessages.zipInvalid }),
);

/** The fields of a billing address (no mobile). */
export const billingAddressFields = z.object({
  firstName: name,
  lastName: name,
  streetAddress,
  details: addressDetails,
  city,
  state: usState,
  zip,
});
/** The fields of a shipping address. */
export const addressFields = billingAddressFields.extend({ mobile });
