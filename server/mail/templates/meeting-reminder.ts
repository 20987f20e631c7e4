import { defineTemplate } from '../template.js';
import { meetingMail, type MeetingMailData } from './meeting-mail.js';

/** To both members before an accepted meeting; a list mail (one-click unsubscribe, users may turn it off). */
export const meetingReminder = defineTemplate<MeetingMailData>({
  name: 'meeting_reminder',
  list: true,
  render: (data, context) =>
    meetingMail(data, context, (t) => ({
      subject: t.meeting_reminder_subject(data.other_name),
      heading: t.meeting_reminder_heading,
      body: t.meeting_reminder_body(data.other_name, data.event_name),
    })),
});
