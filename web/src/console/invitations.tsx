import { useSignal } from '@preact/signals';
import { convene } from '../session.ts';
import { t } from '../i18n/index.ts';
import { T } from '../i18n/T.tsx';
import { ErrorNote } from '../screens/ui.tsx';
import { refusal } from './api.ts';

/** The addresses of a typed list: one per line, or separated by commas, semicolons or spaces. */
const addressesOf = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((a) => a.trim())
    .filter(Boolean);

/**
 * Invitations by e-mail (CONTRACT 16, POST /events/{slug}/invitations): a typed list of addresses, or a CSV file
 * (every cell holding an address). Addresses already invited get no second mail.
 */
export function Invitations({ slug }: { slug: string }) {
  const list = useSignal('');
  const file = useSignal<File | null>(null);
  const busy = useSignal(false);
  const error = useSignal('');
  const notice = useSignal('');

  async function done(answer: { data?: { queued: number }; error?: unknown; response: Response }) {
    busy.value = false;
    if (!answer.data) {
      error.value = refusal(answer.error, answer.response.status);
      return false;
    }
    notice.value = t('console_edit:invitations_queued', { count: answer.data.queued });
    return true;
  }

  async function sendList(e: Event) {
    e.preventDefault();
    error.value = '';
    notice.value = '';
    const emails = addressesOf(list.value);
    if (emails.length === 0) {
      error.value = t('console_edit:invitations_none');
      return;
    }
    busy.value = true;
    const answer = await convene.rest.POST('/api/events/{slug}/invitations', { params: { path: { slug } }, body: { emails } });
    if (await done(answer)) list.value = '';
  }

  async function sendFile(e: Event) {
    e.preventDefault();
    error.value = '';
    notice.value = '';
    const chosen = file.value;
    if (!chosen) {
      error.value = t('console_edit:import_pick');
      return;
    }
    busy.value = true;
    const text = await chosen.text();
    const answer = await convene.rest.POST('/api/events/{slug}/invitations', {
      params: { path: { slug } },
      body: { emails: [] },
      bodySerializer: () => text,
      headers: { 'Content-Type': 'text/csv' },
    });
    await done(answer);
  }

  return (
    <div>
      <h3>{t('console_edit:invitations_title')}</h3>
      <p>{t('console_edit:invitations_intro')}</p>
      <form onSubmit={sendList} class="stack card" aria-labelledby="invite-list-title">
        <h4 id="invite-list-title">{t('console_edit:invite_from_list')}</h4>
        <label>
          {t('console_edit:invite_addresses')}
          <textarea rows={5} dir="ltr" value={list.value} onInput={(e) => (list.value = e.currentTarget.value)} />
        </label>
        <p class="hint">{t('console_edit:invite_addresses_hint')}</p>
        <button type="submit" disabled={busy.value}>
          {t('console_edit:invite_send')}
        </button>
      </form>
      <form onSubmit={sendFile} class="stack card" aria-labelledby="invite-file-title">
        <h4 id="invite-file-title">{t('console_edit:invite_from_file')}</h4>
        <label>
          {t('console_edit:invite_file')}
          <input type="file" accept=".csv,text/csv" required onChange={(e) => (file.value = e.currentTarget.files?.[0] ?? null)} />
        </label>
        <p class="hint">
          <T k="console_edit:invite_file_hint" values={{ max: 5000 }} />
        </p>
        <button type="submit" disabled={busy.value}>
          {t('console_edit:invite_send_file')}
        </button>
      </form>
      <ErrorNote message={error.value} />
      {notice.value ? <p role="status" data-testid="invitations-done">{notice.value}</p> : null}
    </div>
  );
}
