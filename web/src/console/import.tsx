import { useSignal } from '@preact/signals';
import type { components } from '../../../client/index.ts';
import { convene } from '../session.ts';
import { t } from '../i18n/index.ts';
import { T } from '../i18n/T.tsx';
import { formatNumber } from '../i18n/format.ts';
import { ErrorNote } from '../screens/ui.tsx';
import { refusal } from './api.ts';

type ImportResult = components['schemas']['AttendeeImportResult'];

/** The file as the server takes it: larger files are refused there too (413), this only saves the upload. */
const MAX_BYTES = 2 * 1024 * 1024;
/** The header names the server reads (they are the file's, not words to translate). */
const COLUMNS = ['mobile', 'name', 'surname', 'email', 'ticket_id', 'ticket_name'];

/**
 * The CSV attendee import (CONTRACT 18, POST /events/{slug}/attendees/import): pick a file, send it as `text/csv`, and
 * read what became of each row (a ticket, already there, or refused and why).
 */
export function AttendeeImport({ slug }: { slug: string }) {
  const file = useSignal<File | null>(null);
  const busy = useSignal(false);
  const error = useSignal('');
  const result = useSignal<ImportResult | null>(null);
  const onlyRefused = useSignal(false);

  async function submit(e: Event) {
    e.preventDefault();
    error.value = '';
    result.value = null;
    const chosen = file.value;
    if (!chosen) {
      error.value = t('console_edit:import_pick');
      return;
    }
    if (chosen.size > MAX_BYTES) {
      error.value = t('console_edit:import_too_large');
      return;
    }
    busy.value = true;
    const { data, error: err, response } = await convene.rest.POST('/api/events/{slug}/attendees/import', {
      params: { path: { slug } },
      body: '',
      // The file goes as it is (the browser sets its length); the server reads it as text/csv.
      bodySerializer: () => chosen,
      headers: { 'Content-Type': 'text/csv' },
    });
    busy.value = false;
    if (!data) {
      error.value = refusal(err, response.status);
      return;
    }
    result.value = data.data;
    // A long file: the rows that need the organizer's attention first.
    onlyRefused.value = data.data.refused > 0 && data.data.rows.length > 50;
  }

  const r = result.value;
  return (
    <div>
      <h3>{t('console_edit:import_title')}</h3>
      <p>{t('console_edit:import_intro')}</p>
      <p>
        <T k="console_edit:import_columns" values={{ columns: COLUMNS.join(', ') }} />
      </p>
      <p class="hint">{t('console_edit:import_rules')}</p>
      <p>{t('console_edit:import_example')}</p>
      <p class="prose card" dir="ltr">
        <code>{'mobile,name,surname,email,ticket_name\n09121234567,Sara,Ahmadi,,Standard'}</code>
      </p>
      <form onSubmit={submit} class="stack card" aria-labelledby="import-form-title">
        <h4 id="import-form-title">{t('console_edit:import_upload')}</h4>
        <label>
          {t('console_edit:import_file')}
          <input type="file" accept=".csv,text/csv" required onChange={(e) => (file.value = e.currentTarget.files?.[0] ?? null)} />
        </label>
        <ErrorNote message={error.value} />
        <button type="submit" disabled={busy.value}>
          {busy.value ? t('console_edit:importing') : t('console_edit:import_send')}
        </button>
      </form>
      {r ? (
        <section aria-labelledby="import-result-title">
          <h4 id="import-result-title">{t('console_edit:import_result')}</h4>
          <p role="status" data-testid="import-summary">
            <T k="console_edit:import_summary" values={{ created: r.created, present: r.present, refused: r.refused }} />
          </p>
          {r.refused > 0 ? (
            <label class="inline">
              <input type="checkbox" checked={onlyRefused.value} onChange={(e) => (onlyRefused.value = e.currentTarget.checked)} />
              {t('console_edit:import_only_refused')}
            </label>
          ) : null}
          <table data-testid="import-rows">
            <caption class="sr-only">{t('console_edit:import_result')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('console_edit:import_row')}</th>
                <th scope="col">{t('console_edit:import_status')}</th>
                <th scope="col">{t('console_edit:import_ticket')}</th>
                <th scope="col">{t('console_edit:import_reason')}</th>
              </tr>
            </thead>
            <tbody>
              {r.rows.filter((row) => !onlyRefused.value || row.status === 'refused').map((row) => (
                <tr key={row.row} data-status={row.status}>
                  <td>{formatNumber(row.row)}</td>
                  <td>
                    <strong>{t(`console_edit:import_status_${row.status}`)}</strong>
                  </td>
                  <td>
                    <bdi>{row.attendee_id ?? '—'}</bdi>
                  </td>
                  <td>{row.code ? t(`console_edit:import_code_${row.code}`) : ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
    </div>
  );
}
