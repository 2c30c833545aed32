import { expect, type APIRequestContext } from '@playwright/test';

let counter = 0;

/** An address no other test run has used (the e2e database is fresh, but tests share it). */
export function uniqueEmail(tag: string): string {
  counter += 1;
  return `e2e-${tag}-${Date.now().toString(36)}-${counter}@tote.test`;
}

/** The newest verification code mailed to `email`, read from the development outbox. */
export async function latestCode(request: APIRequestContext, email: string): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(async () => {
      const response = await request.get(`/dev/outbox?email=${encodeURIComponent(email)}`);
      const body = (await response.json()) as { data?: { list: { code: string | null }[] } };
      code = body.data?.list.find((m) => m.code)?.code ?? null;
      return code;
    })
    .not.toBeNull();
  return code!;
}
