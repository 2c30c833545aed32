/** Addresses, payment methods and the payment configuration (schema/paymentDetails.graphql). */
import type { Address, BillingAddress } from '@tote/contract/address';
import type { EmulatorTestCard, PaymentConfig, PaymentInfo } from '@tote/contract/payment';

export type AddressModel = Address;
export type BillingAddressModel = BillingAddress;
export type PaymentMethodModel = PaymentInfo;
export type PaymentConfigModel = PaymentConfig;
export type TestCardModel = EmulatorTestCard;
