import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import type { components } from '../../../client/index.ts';
import { convene } from '../session.ts';
import { saveDownload } from '../download.ts';
import { ErrorNote, errorMessage, fullName, when } from './ui.tsx';
import { Affiliation } from './people.tsx';
import { isStaff, QuestionFields, type Answer, type Exhibitor } from './exhibitors.tsx';
import { t } from '../i18n/index.ts';
import { T, UserText } from '../i18n/T.tsx';
import type { Scanner as ScannerView } from '../door/scanner.tsx';

type Lead = components['schemas']['Lead'];
type Rating = 'hot' | 'warm' | 'cold';
const RATINGS: Rating[] = ['hot', 'warm', 'cold'];

/**
 * The booth staff screen: badges scanned with the door's camera scanner (loaded when the camera opens) or typed;
 * each scan is a lead of the exhibitor (POST /exhibitors/{id}/leads), then rated, noted and its qualifying questions
 * answered; the exhibitor's leads below, with CSV and vCard downloads. A code that is not a badge of the event (a
 * ticket code too) shows the server's refusal, which never says what the code was.
 */
export function BoothStaff() {
  const booths = useSignal<Exhibitor[] | null>(null);
  const chosen = useSignal<number | null>(null);
  const code = useSignal('');
  const current = useSignal<{ badge: string; lead: Lead; created: boolean } | null>(null);
  const rating = useSignal<Rating | null>(null);
  const notes = useSignal('');
  const answers = useSignal<Answer[]>([]);
  const leads = useSignal<Lead[]>([]);
  const error = useSignal('');
  const refusal = useSignal('');
  const saved = useSignal(false);
  const busy = useSignal(false);
  const scanner = useSignal<typeof ScannerView | null>(null);
  const camera = useSignal(false);

  useEffect(() => {
    void convene.rest.GET('/connect/exhibitors').then(({ data, error: failed }) => {
      if (failed) error.value = errorMessage(failed, t('booth:load_failed'));
      const mine = (data?._embedded.exhibitors ?? []).filter(isStaff);
      booths.value = mine;
      chosen.value = mine[0]?.id ?? null;
    });
  }, []);

  const booth = booths.value?.find((b) => b.id === chosen.value) ?? null;

  async function loadLeads() {
    if (!chosen.value) return;
    const { data } = await convene.rest.GET('/connect/exhibitors/{id}/leads', { params: { path: { id: chosen.value } } });
    leads.value = data?._embedded.leads ?? [];
  }
  useEffect(() => {
    current.value = null;
    void loadLeads();
  }, [chosen.value]);

  function show(badge: string, lead: Lead, created: boolean) {
    current.value = { badge, lead, created };
    rating.value = lead.rating;
    notes.value = lead.notes ?? '';
    answers.value = lead.answers;
    saved.value = false;
  }

  async function scan(text: string) {
    const badge = text.trim();
    if (!badge || !chosen.value || current.value?.badge === badge) return;
    refusal.value = '';
    error.value = '';
    try {
      const { data, error: failed, response } = await convene.rest.POST('/connect/exhibitors/{id}/leads', { params: { path: { id: chosen.value } }, body: { badge } });
      if (data) {
        show(badge, data, response.status === 201);
        void loadLeads();
      } else refusal.value = errorMessage(failed, t('booth:scan_failed', { status: response.status }));
    } catch {
      refusal.value = t('booth:unreachable');
    }
  }

  async function typed(e: Event) {
    e.preventDefault();
    const text = code.value;
    code.value = '';
    await scan(text);
  }

  async function save(e: Event) {
    e.preventDefault();
    const c = current.value;
    if (!c || !chosen.value) return;
    error.value = '';
    saved.value = false;
    busy.value = true;
    const body = { badge: c.badge, rating: rating.value, notes: notes.value.trim() || null, ...(booth?.questions.length ? { answers: answers.value } : {}) };
    try {
      const { data, error: failed } = await convene.rest.POST('/connect/exhibitors/{id}/leads', { params: { path: { id: chosen.value } }, body });
      if (data) {
        current.value = { ...c, lead: data };
        saved.value = true;
        void loadLeads();
      } else error.value = errorMessage(failed, t('booth:save_failed'));
    } catch {
      error.value = t('booth:unreachable');
    } finally {
      busy.value = false;
    }
  }

  async function download(format: 'csv' | 'vcard') {
    if (!chosen.value) return;
    error.value = '';
    const call = convene.rest.GET('/connect/exhibitors/{id}/leads', { params: { path: { id: chosen.value }, query: { format } }, parseAs: 'blob' });
    error.value = await saveDownload(call, `leads-${chosen.value}.${format === 'csv' ? 'csv' : 'vcf'}`);
  }

  async function openCamera() {
    camera.value = true;
    if (!scanner.value) scanner.value = (await import('../door/scanner.tsx')).Scanner;
  }

  const list = booths.value;
  if (list === null)
    return (
      <section aria-labelledby="booth-staff-title">
        <h2 id="booth-staff-title">{t('booth:title')}</h2>
        <ErrorNote message={error.value} />
        <p role="status">{t('booth:loading')}</p>
      </section>
    );
  if (!booth)
    return (
      <section aria-labelledby="booth-staff-title">
        <h2 id="booth-staff-title">{t('booth:title')}</h2>
        <ErrorNote message={error.value} />
        <p>{t('booth:not_staff')}</p>
        <p>
          <a href="#/exhibitors">{t('booth:to_exhibitors')}</a>
        </p>
      </section>
    );

  const c = current.value;
  return (
    <section aria-labelledby="booth-staff-title">
      <h2 id="booth-staff-title">
        <T k="booth:title_of" values={{ name: booth.name }} />
      </h2>
      {list.length > 1 ? (
        <label>
          {t('booth:which')}
          <select value={String(chosen.value)} onChange={(e) => (chosen.value = Number(e.currentTarget.value))}>
            {list.map((b) => (
              <option key={b.id} value={String(b.id)}>
                {b.name}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <form onSubmit={typed} class="composer">
        <label for="badge-code" class="grow">
          {t('booth:badge_code')}
          <input id="badge-code" name="badge" autocomplete="off" dir="ltr" value={code.value} onInput={(e) => (code.value = e.currentTarget.value)} />
        </label>
        <button type="submit">{t('booth:find')}</button>
      </form>
      {camera.value ? (
        scanner.value ? (
          <scanner.value onCode={(text) => void scan(text)} onClose={() => (camera.value = false)} hint={t('booth:scanning')} />
        ) : (
          <p>{t('booth:loading')}</p>
        )
      ) : (
        <button type="button" onClick={() => void openCamera()}>
          {t('booth:open_camera')}
        </button>
      )}
      {refusal.value ? (
        <p role="alert" class="error" data-testid="scan-refused">
          <bdi>{refusal.value}</bdi>
        </p>
      ) : null}
      {c ? (
        <form class="card stack lead-form" onSubmit={save} aria-labelledby="lead-title" data-testid="lead">
          <h3 id="lead-title">
            <UserText>{fullName(c.lead.person)}</UserText>
          </h3>
          <Affiliation person={c.lead.person} />
          <p class="meta" data-testid="lead-state">
            {c.created ? t('booth:new_lead') : t('booth:known_lead')}
          </p>
          {c.lead.person.email || c.lead.person.mobile ? (
            <p>
              {c.lead.person.email ? <bdi dir="ltr">{c.lead.person.email}</bdi> : null}
              {c.lead.person.email && c.lead.person.mobile ? ' · ' : null}
              {c.lead.person.mobile ? <bdi dir="ltr">{c.lead.person.mobile}</bdi> : null}
            </p>
          ) : (
            <p class="meta">{t('booth:no_contact')}</p>
          )}
          <fieldset>
            <legend>{t('booth:rating')}</legend>
            <div class="slots">
              {RATINGS.map((r) => (
                <label key={r} class="slot">
                  <input type="radio" name="rating" checked={rating.value === r} onChange={() => (rating.value = r)} />
                  {t(`booth:rating_${r}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <label for="lead-notes">
            {t('booth:notes')}
            <textarea id="lead-notes" dir="auto" rows={3} maxLength={5000} value={notes.value} onInput={(e) => (notes.value = e.currentTarget.value)} />
          </label>
          {booth.questions.length ? <QuestionFields questions={booth.questions} answers={answers.value} onChange={(next) => (answers.value = next)} idPrefix="lead" /> : null}
          <ErrorNote message={error.value} />
          {saved.value ? <p role="status">{t('booth:saved')}</p> : null}
          <div class="actions">
            <button type="submit" disabled={busy.value}>
              {t('booth:save')}
            </button>
            <button type="button" class="secondary" onClick={() => (current.value = null)}>
              {t('booth:next')}
            </button>
          </div>
        </form>
      ) : (
        <ErrorNote message={error.value} />
      )}
      <h3 id="leads-title">{t('booth:leads_count', { count: leads.value.length })}</h3>
      <p class="actions">
        <button type="button" class="link" onClick={() => void download('csv')}>
          {t('booth:download_csv')}
        </button>
        <button type="button" class="link" onClick={() => void download('vcard')}>
          {t('booth:download_vcard')}
        </button>
      </p>
      <ul class="list" aria-labelledby="leads-title" data-testid="leads">
        {leads.value
          .slice()
          .reverse()
          .map((l) => (
            <li key={l.id} class="item column">
              <p>
                <strong>
                  <UserText>{fullName(l.person)}</UserText>
                </strong>
                {l.rating ? <> · {t(`booth:rating_${l.rating}`)}</> : null}
              </p>
              {l.notes ? <p dir="auto">{l.notes}</p> : null}
              <p class="meta">
                {l.source === 'visit' ? t('booth:source_visit') : t('booth:source_scan')} · <bdi>{when(l.captured_at)}</bdi>
              </p>
            </li>
          ))}
      </ul>
    </section>
  );
}
