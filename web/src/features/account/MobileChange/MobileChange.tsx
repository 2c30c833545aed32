import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { z } from 'zod';
import { formatMobile, mobile, verificationCode } from '@tote/contract/validation';
import type { MobileChange_user$key } from '../../../__generated__/MobileChange_user.graphql.ts';
import { useSendMobileCodeMutation } from './useSendMobileCodeMutation.ts';
import { useChangeMobileMutation } from './useChangeMobileMutation.ts';
import { useZodForm } from '../../../platform/hooks/useZodForm.ts';
import { useCountdown } from '../../../platform/hooks/useCountdown.ts';
import { splitUserErrors, type UserErrorLike } from '../../../platform/relay/userErrors.ts';
import { FormAlert, TextField, SubmitButton } from '../../../ui/FormField/FormField.tsx';
import { showToast } from '../../../platform/state/ui.ts';
import './MobileChange.css';

const numberSchema = z.object({ mobile });
const codeSchema = z.object({ code: verificationCode });
const CODE_INVALID = '20020';

type Step = { name: 'view' } | { name: 'number' } | { name: 'code'; mobile: string };

interface Props {
  user: MobileChange_user$key;
  /** 'number' opens straight on the new-number form (the Tote's edit modal). */
  startAt?: 'view' | 'number';
  /** Called when the number is changed or the change is cancelled. */
  onDone?(): void;
}

/** The mobile number: new number → "Send code" → the texted code → changed. */
export function MobileChange({ user, startAt = 'view', onDone }: Props) {
  const data = useFragment(
    graphql`
      fragment MobileChange_user on User {
        mobile
      }
    `,
    user,
  );
  const [step, setStep] = useState<Step>(startAt === 'number' ? { name: 'number' } : { name: 'view' });
  const [alerts, setAlerts] = useState<readonly UserErrorLike[]>([]);
  const numberForm = useZodForm<{ mobile: string }, typeof numberSchema>(numberSchema, {
    defaultValues: { mobile: '' },
  });
  const codeForm = useZodForm<{ code: string }, typeof codeSchema>(codeSchema, { defaultValues: { code: '' } });
  const [sendCode, sending] = useSendMobileCodeMutation();
  const [changeMobile] = useChangeMobileMutation();
  const [secondsLeft, startCountdown] = useCountdown();

  const send = async (to: string) => {
    setAlerts([]);
    try {
      const { sendMobileCode } = await sendCode({ input: { mobile: to } });
      if (sendMobileCode.userErrors.length > 0) {
        setAlerts(
          splitUserErrors(sendMobileCode.userErrors, ['mobile'] as const, (field, message) =>
            numberForm.setError(field, { type: 'server', message }),
          ),
        );
        return;
      }
      startCountdown(sendMobileCode.resendAfterSeconds ?? 30);
      setStep({ name: 'code', mobile: to });
    } catch {
      // The network layer has shown the failure.
    }
  };

  const submitNumber = numberForm.handleSubmit(({ mobile: to }) => send(to));

  const submitCode = codeForm.handleSubmit(async ({ code }) => {
    if (step.name !== 'code') return;
    setAlerts([]);
    try {
      const { changeMobile: payload } = await changeMobile({ input: { mobile: step.mobile, code } });
      if (payload.userErrors.length === 0) {
        showToast('Your mobile number is changed.', 'success');
        numberForm.reset();
        codeForm.reset();
        setStep({ name: 'view' });
        onDone?.();
        return;
      }
      setAlerts(
        splitUserErrors(
          payload.userErrors,
          ['code'] as const,
          (field, message) => codeForm.setError(field, { type: 'server', message }),
          (error) => (error.code === CODE_INVALID ? 'code' : null),
        ),
      );
    } catch {
      // The network layer has shown the failure.
    }
  });

  const cancel = () => {
    setAlerts([]);
    numberForm.reset();
    codeForm.reset();
    setStep({ name: 'view' });
    onDone?.();
  };

  return (
    <div className="mobile-change">
      <div className="readonly-field">
        <span className="field__label">Mobile Number</span>
        <span className="readonly-field__value">
          {data.mobile ? formatMobile(data.mobile) : 'No mobile number yet'}
        </span>
        {step.name === 'view' ? (
          <button type="button" className="link-button" onClick={() => setStep({ name: 'number' })}>
            {data.mobile ? 'Change' : 'Add'}
          </button>
        ) : null}
      </div>
      {alerts.map((alert) => (
        <FormAlert key={alert.code + alert.message}>{alert.message}</FormAlert>
      ))}
      {step.name === 'number' ? (
        <form onSubmit={submitNumber} noValidate className="mobile-change__form">
          <TextField
            label="New mobile number"
            type="tel"
            autoComplete="tel-national"
            placeholder="(555) 123-4567"
            autoFocus
            error={numberForm.formState.errors.mobile?.message}
            {...numberForm.register('mobile')}
          />
          <div className="mobile-change__actions">
            <SubmitButton className="button" disabled={numberForm.formState.isSubmitting}>
              Send code
            </SubmitButton>
            <button type="button" className="button button--ghost" onClick={cancel}>
              Cancel
            </button>
          </div>
        </form>
      ) : null}
      {step.name === 'code' ? (
        <form onSubmit={submitCode} noValidate className="mobile-change__form">
          <p className="account-card__text">We texted a 6-digit code to {formatMobile(step.mobile)}.</p>
          <TextField
            label="Verification code"
            inputMode="numeric"
            autoComplete="one-time-code"
            autoFocus
            error={codeForm.formState.errors.code?.message}
            {...codeForm.register('code')}
          />
          <div className="mobile-change__actions">
            <SubmitButton className="button" disabled={codeForm.formState.isSubmitting}>
              Change number
            </SubmitButton>
            <button
              type="button"
              className="link-button"
              disabled={secondsLeft > 0 || sending}
              onClick={() => void send(step.mobile)}
            >
              {secondsLeft > 0 ? `Resend code in ${secondsLeft}s` : 'Resend code'}
            </button>
            <button type="button" className="link-button" onClick={cancel}>
              Cancel
            </button>
          </div>
        </form>
      ) : null}
    </div>
  );
}
