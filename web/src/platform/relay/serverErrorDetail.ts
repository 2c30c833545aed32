/**
 * What /500 carries in `?error=` (SPEC §2, §8: a server error goes to /500 with the request and the response): the
 * operation that failed and the answer it got, as JSON. The page titles itself by the answer's status: "Page Not
 * Found" for a 404, "Internal Server Error" otherwise. A plain text (a link written by hand) reads as a 500.
 */
export interface ServerErrorDetail {
  request: { operation: string; path?: string };
  response: { status: number; code?: number; message: string };
}

export function serverErrorUrl(detail: ServerErrorDetail): string {
  return `/500?error=${encodeURIComponent(JSON.stringify(detail))}`;
}

const isDetail = (value: unknown): value is ServerErrorDetail => {
  const { request, response } = (value ?? {}) as Partial<ServerErrorDetail>;
  return (
    typeof request?.operation === 'string' &&
    typeof response?.status === 'number' &&
    typeof response.message === 'string'
  );
};

/** The detail of `?error=`; null without one. */
export function readServerError(param: string | null): ServerErrorDetail | null {
  if (param === null || param === '') return null;
  try {
    const parsed: unknown = JSON.parse(param);
    if (isDetail(parsed)) return parsed;
  } catch {
    // Not JSON: a text of its own.
  }
  return { request: { operation: '' }, response: { status: 500, message: param } };
}

export const serverErrorTitle = (detail: ServerErrorDetail | null): string =>
  detail?.response.status === 404 ? 'Page Not Found' : 'Internal Server Error';
