import { useCallback } from 'react';
import { useSendEmailCodeMutation } from '../useSendEmailCodeMutation.ts';
import type { UserErrorLike } from '../../../platform/relay/userErrors.ts';

export type SendResult =
  { sent: true; resendAfterSeconds: number | null } | { sent: false; userErrors: readonly UserErrorLike[] };

/** "Email me a code": a code of purpose LOGIN (passwordless sign-in). */
export function useSendLoginCode(): [(email: string) => Promise<SendResult>, boolean] {
  const [sendCode, inFlight] = useSendEmailCodeMutation();
  const send = useCallback(
    async (email: string): Promise<SendResult> => {
      const { sendEmailCode } = await sendCode({ input: { email, purpose: 'LOGIN' } });
      return sendEmailCode.userErrors.length > 0
        ? { sent: false, userErrors: sendEmailCode.userErrors }
        : { sent: true, resendAfterSeconds: sendEmailCode.resendAfterSeconds ?? null };
    },
    [sendCode],
  );
  return [send, inFlight];
}
