import { catalog } from '../catalog.js';
import { layout } from '../layout.js';
import { defineTemplate } from '../template.js';

export interface EmailConfirmationData {
  email: string;
  confirm_url: string;
}

/** The only mail an unconfirmed address receives: the link that confirms it. */
export const emailConfirmation = defineTemplate<EmailConfirmationData>({
  name: 'email_confirmation',
  list: false,
  render(data, { locale }) {
    const t = catalog(locale);
    return layout({
      locale,
      sender: { name: 'Convene', logo: null },
      subject: t.confirm_subject,
      heading: t.confirm_heading,
      lines: [t.confirm_body(data.email), t.confirm_ignore],
      action: { label: t.confirm_action, url: data.confirm_url },
      footer: [t.footer_why],
    });
  },
});
