import type { Locale } from './locale.js';
import type { RenderedMail, Sender } from './layout.js';

export interface MailAttachment {
  filename: string;
  content: Buffer | string;
  contentType: string;
  /** Set for an inline image, referenced from the HTML as `cid:<cid>`. */
  cid?: string;
}

export interface RenderedWithParts extends RenderedMail {
  attachments?: MailAttachment[];
}

/** What every template gets besides its own data. */
export interface RenderContext {
  locale: Locale;
  /** Set for list mails (invitations, reminders): the one-click unsubscribe address, shown in the footer too. */
  unsubscribeUrl?: string | undefined;
}

/**
 * One mail: its name (the `template` of the log line and of `mails`), whether it is a list mail (carries
 * List-Unsubscribe and is not sent to an address that unsubscribed), and how it renders from its data.
 */
export interface MailTemplate<D> {
  name: string;
  list: boolean;
  render(data: D, context: RenderContext): RenderedWithParts | Promise<RenderedWithParts>;
}

/** Data shared by every mail about an event. */
export interface EventMailData {
  sender: Sender;
  event_name: string;
  event_url: string;
}

export function defineTemplate<D>(template: MailTemplate<D>): MailTemplate<D> {
  return template;
}
