/** The support request mails: the request to the support inbox, the confirmation to the member. */
import { SUPPORT_TOPIC_LABELS, type SupportRequestCreated } from '@tote/contract/support';
import type { MailMessage } from '../../platform/mail/index.js';

const about = (r: SupportRequestCreated): string => (r.orderId !== null ? ` about order #${r.orderId}` : '');

export function supportInboxMail(
  inbox: string,
  r: SupportRequestCreated,
  member: { name: string; email: string },
  message: string,
  webOrigin: string,
): MailMessage {
  const order = r.orderId !== null ? `Order: #${r.orderId} (${webOrigin}/order/${r.orderId})\n` : '';
  return {
    to: inbox,
    subject: `[${r.number}] ${SUPPORT_TOPIC_LABELS[r.topic]}${about(r)}`,
    text:
      `Request ${r.number} from ${member.name} <${member.email}>\n` +
      `Topic: ${SUPPORT_TOPIC_LABELS[r.topic]}\n${order}Sent: ${r.createdAt}\n\n${message}\n\n` +
      `Reply to: ${member.email}`,
  };
}

export function supportConfirmationMail(r: SupportRequestCreated, name: string, message: string): MailMessage {
  const first = name.split(' ')[0] || name;
  return {
    to: r.email,
    subject: `We got your request ${r.number}`,
    text:
      `Hi ${first},\n\n` +
      `Thanks for writing to us${about(r)}. Your request number is ${r.number}; ` +
      'we answer to this address within one business day.\n\n' +
      `What you wrote:\n${message}\n\n— Tote customer care`,
  };
}
