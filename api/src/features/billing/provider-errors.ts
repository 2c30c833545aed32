/** How the provider's failures reach a /v1 client (30007, or 40001 for what the client sent). */
import { ErrorCode } from '@tote/contract/codes';
import { ApiError, badRequest } from '../../platform/http/errors.js';
import {
  IdempotencyKeyReusedError,
  NOT_AVAILABLE_MESSAGE,
  PaymentMethodError,
  ProviderUnavailableError,
} from '../payments/index.js';

export const PROVIDER_DOWN_MESSAGE = 'The card payment provider could not be reached. Please try again.';

export function providerUnavailable(err: ProviderUnavailableError): ApiError {
  return new ApiError(
    ErrorCode.PAYMENT_PROVIDER_ERROR,
    err.message === NOT_AVAILABLE_MESSAGE ? NOT_AVAILABLE_MESSAGE : PROVIDER_DOWN_MESSAGE,
  );
}

/** The ApiError for a provider failure; rethrows anything else. */
export function fromProvider(err: unknown, cardPrefix: string): ApiError {
  if (err instanceof ApiError) return err;
  if (err instanceof ProviderUnavailableError) return providerUnavailable(err);
  if (err instanceof PaymentMethodError) return badRequest(`${cardPrefix}: ${err.message}`);
  if (err instanceof IdempotencyKeyReusedError)
    return badRequest('This idempotencyKey was already used for another request: use a new key.');
  throw err;
}
