import { useState } from 'react';
import { z } from 'zod';
import {
  SUPPORT_MESSAGE_MAX,
  SUPPORT_TOPIC_LABELS,
  SUPPORT_TOPICS,
  supportMessage,
  supportTopic,
  type SupportTopic,
} from '@tote/contract/support';
import type { SupportTopic as TopicEnum } from '../../__generated__/useCreateSupportRequestMutation.graphql.ts';
import { FormAlert, SelectField, SubmitButton, TextAreaField } from '../../ui/FormField/FormField.tsx';
import { useZodForm } from '../../platform/hooks/useZodForm.ts';
import { NETWORK_ERROR_MESSAGE } from '../../platform/relay/errorReactions.ts';
import { closeModal } from '../../platform/state/ui.ts';
import { useCreateSupportRequestMutation } from './useCreateSupportRequestMutation.ts';
import './ContactUs.css';

const schema = z.object({ topic: supportTopic, message: supportMessage });
type Values = { topic: SupportTopic | ''; message: string };
type Sent = { number: string; email: string };

/**
 * The support request form (createSupportRequest), about `orderId` when given: topic and message,
 * checked with the shared rules; then the request number and where the answer goes.
 */
export function ContactUsForm({ orderId, defaultTopic = '' }: { orderId?: number; defaultTopic?: SupportTopic | '' }) {
  const [send] = useCreateSupportRequestMutation();
  const [sent, setSent] = useState<Sent | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const form = useZodForm<Values, typeof schema>(schema, { defaultValues: { topic: defaultTopic, message: '' } });
  const { errors, isSubmitting } = form.formState;
  const length = form.watch('message').length;

  const submit = form.handleSubmit(async (values) => {
    setAlert(null);
    try {
      const topic = values.topic.toUpperCase() as TopicEnum;
      const { createSupportRequest: r } = await send({ input: { orderId, topic, message: values.message } });
      if (r.request) return setSent({ number: r.request.number, email: r.request.email });
      const onMessage = r.userErrors.find((e) => e.field?.[1] === 'message');
      if (onMessage) form.setError('message', { message: onMessage.message });
      const rest = r.userErrors.filter((e) => e !== onMessage).map((e) => e.message);
      if (rest.length) setAlert(rest.join(' '));
    } catch {
      setAlert(NETWORK_ERROR_MESSAGE);
    }
  });

  if (sent)
    return (
      <div className="contact-us contact-us--sent" role="status">
        <p className="contact-us__number">
          Request <strong>{sent.number}</strong>
        </p>
        <p>
          Thanks — we got your message. We answer at <strong>{sent.email}</strong> within one business day, and we sent
          you a copy.
        </p>
        <button type="button" className="button" onClick={() => closeModal('contactUs')}>
          Done
        </button>
      </div>
    );

  return (
    <form className="contact-us" noValidate onSubmit={(event) => void submit(event)}>
      {orderId ? <p className="contact-us__about">About order #{orderId}</p> : null}
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      <SelectField label="What is it about?" error={errors.topic?.message} {...form.register('topic')}>
        <option value="" disabled>
          Choose a topic
        </option>
        {SUPPORT_TOPICS.map((topic) => (
          <option key={topic} value={topic}>
            {SUPPORT_TOPIC_LABELS[topic]}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label="Your message"
        error={errors.message?.message}
        hint={`${length} / ${SUPPORT_MESSAGE_MAX}`}
        maxLength={SUPPORT_MESSAGE_MAX}
        {...form.register('message')}
      />
      <SubmitButton disabled={isSubmitting}>{isSubmitting ? 'Sending…' : 'Send request'}</SubmitButton>
    </form>
  );
}
