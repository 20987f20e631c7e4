import { catalog } from '../catalog.js';
import { formatDateTime } from '../format.js';
import { layout } from '../layout.js';
import { defineTemplate, type EventMailData } from '../template.js';

/** What a waiting-list offer shows, recorded when the offer was made. */
export interface WaitingListOfferData extends EventMailData {
  voucher: string;
  expires_at: string;
}

/** To the first in line when a place frees up: the personal voucher and how long it holds the place. */
export const waitingListOffer = defineTemplate<WaitingListOfferData>({
  name: 'waiting_list_offer',
  list: false,
  render(data, { locale }) {
    const t = catalog(locale);
    return layout({
      locale,
      sender: data.sender,
      subject: t.waitlist_subject(data.event_name),
      heading: t.waitlist_heading,
      lines: [t.waitlist_body(data.event_name, formatDateTime(data.expires_at, locale)), { strong: t.waitlist_code(data.voucher) }],
      action: { label: t.waitlist_action, url: data.event_url },
      footer: [t.footer_why],
    });
  },
});
