import { defineTemplate } from '../template.js';
import { meetingMail, type MeetingMailData } from './meeting-mail.js';

/** To the member who asked: the other accepted; the time and the place. */
export const meetingAccepted = defineTemplate<MeetingMailData>({
  name: 'meeting_accepted',
  list: false,
  render: (data, context) =>
    meetingMail(data, context, (t) => ({
      subject: t.meeting_accepted_subject(data.other_name),
      heading: t.meeting_accepted_heading,
      body: t.meeting_accepted_body(data.other_name, data.event_name),
    })),
});
