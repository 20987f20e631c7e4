import { defineTemplate } from '../template.js';
import { meetingMail, type MeetingMailData } from './meeting-mail.js';

/** To the member asked: who asks, when, and their message. */
export const meetingRequest = defineTemplate<MeetingMailData>({
  name: 'meeting_request',
  list: false,
  render: (data, context) =>
    meetingMail(data, context, (t) => ({
      subject: t.meeting_request_subject(data.other_name),
      heading: t.meeting_request_heading,
      body: t.meeting_request_body(data.other_name, data.event_name),
      withMessage: true,
    })),
});
