import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { get, set } from 'idb-keyval';
import type { components } from '../../../client/index.ts';
import { claims, convene, onLive, realtime } from '../session.ts';
import { batchOutcome, OfflineQueue, watchNetwork } from '../offline-queue.ts';
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

/** A scan waiting in IndexedDB for the network (`local` names it on this device; it is not sent). */
interface QueuedScan {
  local: string;
  badge: string;
  captured_at: string;
  rating: Rating | null;
  notes: string | null;
  answers?: Answer[];
}
/** One answer of POST /exhibitors/{id}/leads/batch. */
type BatchAnswer = { badge: string | null; result: string; lead_id: number | null; message?: string };
/** What became of a queued scan once sent: the batch's answer, or why the whole batch was refused. */
interface Uploaded {
  local: string;
  exhibitor: number;
  badge: string;
  result: string;
  reason?: string;
}

/** POST /exhibitors/{id}/leads/batch takes at most this many (LEAD_BATCH_MAX). */
const LEAD_BATCH_MAX = 500;
/** How often a queue is retried while the browser says it is online (a request failed with the network "up"). */
const RETRY_MS = 15_000;
const queueOf = (exhibitor: number) => new OfflineQueue<QueuedScan>(`booth-queue:${claims.value?.userId ?? 0}:${exhibitor}`, LEAD_BATCH_MAX);
/** The staff's booths as last loaded, so that a reload without a network still shows the screen and its queue. */
const boothsKey = () => `booth-list:${claims.value?.userId ?? 0}:${claims.value?.eventId ?? 0}`;
const RESULTS = new Set(['created', 'updated', 'already_captured', 'not_found', 'invalid']);
const localId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

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
  const current = useSignal<{ badge: string; lead: Lead; created: boolean } | { badge: string; queued: string } | null>(null);
  const rating = useSignal<Rating | null>(null);
  const notes = useSignal('');
  const answers = useSignal<Answer[]>([]);
  // null until read: without a network they stay unknown (not "0 leads").
  const leads = useSignal<Lead[] | null>(null);
  const error = useSignal('');
  const refusal = useSignal('');
  const saved = useSignal(false);
  const busy = useSignal(false);
  const scanner = useSignal<typeof ScannerView | null>(null);
  const camera = useSignal(false);
  const online = useSignal(navigator.onLine);
  const pending = useSignal<QueuedScan[]>([]);
  const uploaded = useSignal<Uploaded[]>([]);

  async function refreshQueue() {
    pending.value = chosen.value ? await queueOf(chosen.value).items() : [];
  }

  /** Sends every booth's waiting scans; each one's answer is shown, refused ones with their reason. */
  async function flush() {
    if (!navigator.onLine || !booths.value) return;
    for (const b of booths.value) {
      const done = await queueOf(b.id).flush<BatchAnswer>(async (batch) =>
        batchOutcome(
          await convene.rest
            .POST('/connect/exhibitors/{id}/leads/batch', { params: { path: { id: b.id } }, body: { scans: batch.map(({ local: _local, ...scan }) => scan) } })
            .catch(() => ({ data: undefined, error: undefined, response: undefined })),
          (data) => (data as { data?: BatchAnswer[] }).data,
        ),
      );
      if (done.length === 0) continue;
      uploaded.value = [
        ...done.map((d): Uploaded =>
          'refused' in d
            ? { local: d.item.local, exhibitor: b.id, badge: d.item.badge, result: 'refused', reason: d.refused }
            : { local: d.item.local, exhibitor: b.id, badge: d.item.badge, result: d.answer.result, reason: d.answer.message },
        ),
        ...uploaded.value,
      ];
      if (b.id === chosen.value) {
        const c = current.value;
        if (c && 'queued' in c && done.some((d) => d.item.local === c.queued)) current.value = null;
        void loadLeads();
      }
    }
    await refreshQueue();
  }

  useEffect(() => {
    void convene.rest
      .GET('/connect/exhibitors')
      .then(async ({ data, error: failed }) => {
        if (failed) error.value = errorMessage(failed, t('booth:load_failed'));
        const mine = (data?._embedded.exhibitors ?? []).filter(isStaff);
        if (data) await set(boothsKey(), mine);
        return mine;
      })
      // No network: the booths as last loaded on this device.
      .catch(async () => (await get<Exhibitor[]>(boothsKey())) ?? [])
      .then((mine) => {
        booths.value = mine;
        chosen.value = mine[0]?.id ?? null;
        void refreshQueue().then(flush);
      });
    return watchNetwork(
      (now) => (online.value = now),
      () => {
        void flush();
        if (!leads.value) void loadLeads();
      },
      RETRY_MS,
    );
  }, []);

  const booth = booths.value?.find((b) => b.id === chosen.value) ?? null;

  async function loadLeads() {
    if (!chosen.value || !navigator.onLine) return;
    const { data } = await convene.rest.GET('/connect/exhibitors/{id}/leads', { params: { path: { id: chosen.value } } }).catch(() => ({ data: undefined }));
    if (data) leads.value = data._embedded.leads;
  }
  useEffect(() => {
    current.value = null;
    leads.value = null;
    void loadLeads();
    void refreshQueue();
  }, [chosen.value]);

  // Live: a lead captured or changed by another device of the booth (a scan, a batch, a visit) replaces its row; after
  // a reconnect, when pushes may have been missed, the list is read again.
  useEffect(() => {
    const live = realtime();
    const offs = [
      live.on('lead:captured', (lead: Lead) => {
        if (lead.exhibitor_id !== chosen.value || !leads.value) return;
        leads.value = [...leads.value.filter((l) => l.id !== lead.id), lead].sort((a, b) => a.captured_at.localeCompare(b.captured_at) || a.id - b.id);
      }),
      onLive(() => void loadLeads()),
    ];
    return () => offs.forEach((off) => off());
  }, []);

  function show(badge: string, lead: Lead, created: boolean) {
    current.value = { badge, lead, created };
    rating.value = lead.rating;
    notes.value = lead.notes ?? '';
    answers.value = lead.answers;
    saved.value = false;
  }

  /** Keeps the scan on this device for the batch upload, and opens its form (rating, notes and answers kept with it). */
  async function enqueue(badge: string, exhibitor: number) {
    const item: QueuedScan = { local: localId(), badge, captured_at: new Date().toISOString(), rating: null, notes: null };
    await queueOf(exhibitor).add(item);
    current.value = { badge, queued: item.local };
    rating.value = null;
    notes.value = '';
    answers.value = [];
    saved.value = false;
    await refreshQueue();
  }

  async function scan(text: string) {
    const badge = text.trim();
    const exhibitor = chosen.value;
    if (!badge || !exhibitor || current.value?.badge === badge) return;
    refusal.value = '';
    error.value = '';
    if (!navigator.onLine) return enqueue(badge, exhibitor);
    try {
      const { data, error: failed, response } = await convene.rest.POST('/connect/exhibitors/{id}/leads', { params: { path: { id: exhibitor } }, body: { badge } });
      if (data) {
        show(badge, data, response.status === 201);
        void loadLeads();
      } else if (response.status >= 500) await enqueue(badge, exhibitor);
      else refusal.value = errorMessage(failed, t('booth:scan_failed', { status: response.status }));
    } catch {
      // The network went away between the check and the request: the scan waits for it.
      await enqueue(badge, exhibitor);
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
    if ('queued' in c) {
      // Still waiting for the network: the rating, notes and answers go up with the scan.
      const kept = await queueOf(chosen.value).replace(
        (item) => item.local === c.queued,
        (item) => ({ ...item, rating: rating.value, notes: notes.value.trim() || null, ...(booth?.questions.length ? { answers: answers.value } : {}) }),
      );
      if (kept) saved.value = true;
      else error.value = t('booth:already_uploaded');
      await refreshQueue();
      return;
    }
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
  const shown = uploaded.value.filter((u) => u.exhibitor === booth.id);
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
      <p role="status" data-testid="booth-network">
        {online.value ? t('booth:online') : t('booth:offline')}
        {pending.value.length > 0 ? <> · {t('booth:waiting', { count: pending.value.length })}</> : null}
      </p>
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
          {'queued' in c ? (
            <>
              <h3 id="lead-title">
                <T k="booth:queued_title" values={{ badge: c.badge }} />
              </h3>
              <p class="meta" data-testid="lead-state">
                {t('booth:queued_lead')}
              </p>
            </>
          ) : (
            <>
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
            </>
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
          {saved.value ? <p role="status">{'queued' in c ? t('booth:saved_on_device') : t('booth:saved')}</p> : null}
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
      {pending.value.length > 0 ? (
        <>
          <h3 id="queue-title">{t('booth:queue_title')}</h3>
          <ul class="list" aria-labelledby="queue-title" data-testid="booth-queue">
            {pending.value.map((q) => (
              <li key={q.local} class="item column">
                <p>
                  <strong>
                    <bdi dir="ltr">{q.badge}</bdi>
                  </strong>
                  {q.rating ? <> · {t(`booth:rating_${q.rating}`)}</> : null} · {t('booth:waiting_network')}
                </p>
                <p class="meta">
                  <bdi>{when(q.captured_at)}</bdi>
                </p>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {shown.length > 0 ? (
        <>
          <h3 id="uploaded-title">{t('booth:uploaded_title')}</h3>
          <ul class="list" aria-labelledby="uploaded-title" data-testid="booth-uploaded">
            {shown.map((u) => (
              <li key={u.local} class={`item column result-${u.result}`}>
                <p>
                  <strong>
                    <bdi dir="ltr">{u.badge}</bdi>
                  </strong>{' '}
                  {RESULTS.has(u.result) ? t(`booth:result_${u.result}`) : t('scan:refused_kept', { reason: u.reason ?? u.result })}
                  {u.result === 'invalid' && u.reason ? (
                    <span class="meta">
                      {' · '}
                      <bdi>{u.reason}</bdi>
                    </span>
                  ) : null}
                </p>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <h3 id="leads-title">{leads.value ? t('booth:leads_count', { count: leads.value.length }) : t('booth:leads')}</h3>
      {leads.value ? null : <p class="meta">{online.value ? t('booth:loading') : t('booth:leads_offline')}</p>}
      <p class="actions">
        <button type="button" class="link" onClick={() => void download('csv')}>
          {t('booth:download_csv')}
        </button>
        <button type="button" class="link" onClick={() => void download('vcard')}>
          {t('booth:download_vcard')}
        </button>
      </p>
      <ul class="list" aria-labelledby="leads-title" data-testid="leads">
        {(leads.value ?? [])
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
