import type { MailTemplate } from '../template.js';
import { emailConfirmation } from './email-confirmation.js';
import { invitation } from './invitation.js';
import { meetingAccepted } from './meeting-accepted.js';
import { meetingCancelled } from './meeting-cancelled.js';
import { meetingReminder } from './meeting-reminder.js';
import { meetingRequest } from './meeting-request.js';
import { orderConfirmation } from './order-confirmation.js';
import { refund } from './refund.js';
import { waitingListOffer } from './waiting-list-offer.js';

/** Every mail, by name (the `template` column of `mails`). */
export const TEMPLATES: Record<string, MailTemplate<never>> = Object.fromEntries(
  [emailConfirmation, invitation, meetingAccepted, meetingCancelled, meetingReminder, meetingRequest, orderConfirmation, refund, waitingListOffer].map((t) => [t.name, t as MailTemplate<never>]),
);
