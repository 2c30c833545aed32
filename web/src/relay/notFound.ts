import { data } from 'react-router';

/** A loader's validation of its URL failed: the root error element shows the 404 page. */
export function notFound(): never {
  throw data('Not Found', { status: 404 });
}

export function positiveInt(value: string | null | undefined): number | null {
  if (value == null || !/^\d{1,9}$/.test(value)) return null;
  const number = Number(value);
  return number > 0 ? number : null;
}
