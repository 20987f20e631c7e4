import { defineTemplate } from '../template.js';
import { meetingMail, type MeetingMailData } from './meeting-mail.js';

export interface MeetingCancelledData extends MeetingMailData {
  /** A pending request declined, rather than a meeting cancelled. */
  declined?: boolean | undefined;
}

/** To the other member: the meeting (or the request) ended. */
export const meetingCancelled = defineTemplate<MeetingCancelledData>({
  name: 'meeting_cancelled',
  list: false,
  render: (data, context) =>
    meetingMail(data, context, (t) => ({
      subject: data.declined ? t.meeting_declined_subject(data.other_name) : t.meeting_cancelled_subject(data.other_name),
      heading: t.meeting_cancelled_heading,
      body: data.declined ? t.meeting_declined_body(data.other_name, data.event_name) : t.meeting_cancelled_body(data.other_name, data.event_name),
    })),
});
