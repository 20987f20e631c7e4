import type { DB } from '../../storage/database.js';
import { userNames } from '../../storage/repositories/mail.js';
import type { MailService } from './service.js';

/** The facts of a meeting mail, as the meeting service has them in its transaction. */
export interface MeetingMailCause {
  template: 'meeting_request' | 'meeting_accepted' | 'meeting_cancelled' | 'meeting_reminder';
  meetingId: number;
  eventId: number;
  toUserId: number;
  otherUserId: number;
  startsAt: Date | string;
  location?: string | null | undefined;
  message?: string | null | undefined;
  declined?: boolean | undefined;
  /** Distinguishes causes of the same template for one meeting (a second reminder after a move, …). */
  keyPart?: string | number | undefined;
}

/**
 * Queues one meeting mail in the meeting change's transaction (sent after commit through the outbox, to the user's
 * confirmed address only). The key is the meeting, the template and the receiver: one mail per cause.
 */
export async function queueMeetingMail(mail: MailService, trx: DB, cause: MeetingMailCause): Promise<void> {
  const event = await mail.eventData(trx, cause.eventId);
  if (!event) return;
  const names = await userNames(trx, [cause.otherUserId]);
  await mail.queue(trx, {
    key: `${cause.template}:${cause.meetingId}:${cause.toUserId}${cause.keyPart !== undefined ? `:${cause.keyPart}` : ''}`,
    template: cause.template,
    userId: cause.toUserId,
    data: {
      sender: event.sender,
      event_name: event.event_name,
      event_url: event.event_url,
      meeting_id: cause.meetingId,
      other_name: names.get(cause.otherUserId) ?? '',
      starts_at: new Date(cause.startsAt).toISOString(),
      location: cause.location ?? null,
      message: cause.message ?? null,
      declined: cause.declined ?? false,
    },
  });
}
