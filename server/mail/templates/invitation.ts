import { catalog } from '../catalog.js';
import { formatDateTime } from '../format.js';
import { layout } from '../layout.js';
import { defineTemplate, type EventMailData } from '../template.js';

export interface InvitationData extends EventMailData {
  starts_at: string;
}

/** The organizer's invitation to an address; a list mail. */
export const invitation = defineTemplate<InvitationData>({
  name: 'invitation',
  list: true,
  render(data, { locale, unsubscribeUrl }) {
    const t = catalog(locale);
    return layout({
      locale,
      sender: data.sender,
      subject: t.invitation_subject(data.event_name),
      heading: t.invitation_heading(data.event_name),
      lines: [t.invitation_body(data.sender.name), t.meeting_when(formatDateTime(data.starts_at, locale))],
      action: { label: t.invitation_action, url: data.event_url },
      footer: [t.footer_why, ...(unsubscribeUrl ? [`${t.unsubscribe}: ${unsubscribeUrl}`] : [])],
    });
  },
});
