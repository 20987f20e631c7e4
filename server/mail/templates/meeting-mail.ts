import { catalog } from '../catalog.js';
import { formatDateTime } from '../format.js';
import { layout, type Line } from '../layout.js';
import type { EventMailData, RenderContext } from '../template.js';

/** What the meeting mails show: the other member, the time and place, the request's message. */
export interface MeetingMailData extends EventMailData {
  meeting_id: number;
  other_name: string;
  starts_at: string;
  location: string | null;
  message?: string | null | undefined;
}

type Catalog = ReturnType<typeof catalog>;

/** The frame the four meeting mails share; each passes its own subject, heading and first line. */
export function meetingMail(
  data: MeetingMailData,
  context: RenderContext,
  words: (t: Catalog) => { subject: string; heading: string; body: string; withMessage?: boolean },
) {
  const { locale } = context;
  const t = catalog(locale);
  const w = words(t);
  const lines: Line[] = [w.body, t.meeting_when(formatDateTime(data.starts_at, locale))];
  if (data.location) lines.push(t.meeting_where(data.location));
  if (w.withMessage && data.message) lines.push(t.meeting_message, { strong: data.message });
  return layout({
    locale,
    sender: data.sender,
    subject: w.subject,
    heading: w.heading,
    lines,
    action: { label: t.meeting_open, url: data.event_url },
    footer: [t.footer_why, ...(context.unsubscribeUrl ? [`${t.unsubscribe}: ${context.unsubscribeUrl}`] : [])],
  });
}
