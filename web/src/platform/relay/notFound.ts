import { data } from 'react-router';

export { positiveInt } from '@tote/contract/routes';

/** A loader's validation of its URL failed: the root error element shows the 404 page. */
export function notFound(): never {
  throw data('Not Found', { status: 404 });
}
