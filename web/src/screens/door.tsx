import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { convene } from '../session.ts';
import { batchOutcome, OfflineQueue, watchNetwork } from '../offline-queue.ts';
import { EventPicker, eventSlug as slug } from './organizer.tsx';
import { t } from '../i18n/index.ts';
import { T } from '../i18n/T.tsx';
import type { Scanner as ScannerView } from '../door/scanner.tsx';
import { SeatPlace, type SeatPlaceValue } from '../shop/seat-place.tsx';

interface Scan {
  code: string;
  checked_in_at: string;
}
interface Outcome {
  code: string;
  result: string;
  detail?: string;
  queued?: boolean;
  /** Who holds the ticket (a successful check-in says). */
  holder?: string;
  /** The ticket's type (a successful check-in says). */
  ticket?: string;
  /** Where the holder sits (reserved seating: a successful check-in says). */
  seat?: SeatPlaceValue;
}

/** One answer of POST /checkins/batch. */
type BatchAnswer = { code?: string; result: string; message?: string };
const queueKey = (slug: string) => `door-queue:${slug}`;
/** POST /events/{slug}/checkins/batch takes at most this many (CHECKIN_BATCH_MAX). */
const DOOR_BATCH_MAX = 500;
const known = new Set(['checked_in', 'already_checked_in', 'ticket_void', 'not_found', 'invalid']);
const label = (result: string) => (known.has(result) ? t(`door:result_${result}`) : result);

/**
 * The door: organizers check tickets in by code. Without a network the scans wait in IndexedDB (they survive a
 * reload) and go up in one batch when the browser is online again; each scan then shows what the server decided.
 */
export function Door() {
  const code = useSignal('');
  const outcomes = useSignal<Outcome[]>([]);
  const queued = useSignal(0);
  const online = useSignal(navigator.onLine);
  // The scanner (and its decoder) is loaded when the camera is opened, not with the first screen.
  const scanner = useSignal<typeof ScannerView | null>(null);
  const camera = useSignal(false);

  const queueOf = (slug: string) => new OfflineQueue<Scan>(queueKey(slug), DOOR_BATCH_MAX);

  async function refreshQueue() {
    queued.value = slug.value ? await queueOf(slug.value).size() : 0;
  }

  async function flush() {
    const event = slug.value;
    if (!event || !navigator.onLine) return;
    const done = await queueOf(event).flush<BatchAnswer>(async (scans) =>
      batchOutcome(
        await convene.rest
          .POST('/api/events/{slug}/checkins/batch', { params: { path: { slug: event } }, body: { checkins: scans } })
          .catch(() => ({ data: undefined, error: undefined, response: undefined })),
        (data) => (data as { data?: BatchAnswer[] }).data,
      ),
    );
    if (done.length === 0) return;
    // Refused for a reason sending again cannot change (no such event, not its organizer, a bad batch): the scans
    // left the queue, each shown with the reason, instead of waiting there for ever.
    outcomes.value = [
      ...done.map((d): Outcome =>
        'refused' in d
          ? { code: d.item.code, result: 'refused', detail: t('scan:refused_kept', { reason: d.refused }) }
          : { code: d.answer.code ?? d.item.code, result: d.answer.result, detail: d.answer.message },
      ),
      ...outcomes.value.filter((o) => !o.queued),
    ];
    await refreshQueue();
  }

  useEffect(() => {
    const stopWatching = watchNetwork(
      (now) => (online.value = now),
      () => void flush(),
    );
    void refreshQueue().then(flush);
    const stop = slug.subscribe(() => void refreshQueue());
    return () => {
      stop();
      stopWatching();
    };
  }, []);

  async function enqueue(scan: Scan) {
    await queueOf(slug.value).add(scan);
    outcomes.value = [{ code: scan.code, result: 'queued', queued: true }, ...outcomes.value];
    await refreshQueue();
  }

  async function checkIn(e: Event) {
    e.preventDefault();
    const typed = code.value;
    code.value = '';
    await submit(typed);
  }

  async function openCamera() {
    camera.value = true;
    if (!scanner.value) scanner.value = (await import('../door/scanner.tsx')).Scanner;
  }

  async function submit(text: string) {
    const scan = { code: text.trim(), checked_in_at: new Date().toISOString() };
    if (!scan.code || !slug.value) return;
    if (!navigator.onLine) return enqueue(scan);
    try {
      const { data, error, response } = await convene.rest.POST('/api/events/{slug}/checkins', { params: { path: { slug: slug.value } }, body: { code: scan.code } });
      if (response.status === 201 && data) {
        const holder = (data as { data?: { holder?: { name: string; surname: string } } }).data?.holder;
        const ticket = data.data.ticket_name ?? undefined;
        const seat = data.data.seat_place;
        outcomes.value = [{ code: scan.code, result: 'checked_in', holder: holder ? `${holder.name} ${holder.surname}`.trim() : undefined, ticket, ...(seat ? { seat } : {}) }, ...outcomes.value];
      }
      else {
        const first = (error as { errors?: Array<{ code: string; message: string }> } | undefined)?.errors?.[0];
        outcomes.value = [{ code: scan.code, result: first?.code ?? `http_${response.status}`, detail: first?.message }, ...outcomes.value];
      }
    } catch {
      // The network went away between the check and the request.
      await enqueue(scan);
    }
  }

  return (
    <section aria-labelledby="door-title">
      <h2 id="door-title">{t('door:title')}</h2>
      <p role="status" data-testid="door-network">
        {online.value ? t('door:online') : t('door:offline')}
        {queued.value > 0 ? <> · <T k="door:waiting" values={{ count: queued.value }} /></> : null}
      </p>
      <form onSubmit={checkIn} class="stack">
        <EventPicker />
        <label>
          {t('door:ticket_code')}
          <input name="code" required autocomplete="off" value={code.value} onInput={(e) => (code.value = e.currentTarget.value)} />
        </label>
        <button type="submit">{t('door:check_in')}</button>
      </form>
      {camera.value ? (
        scanner.value ? (
          <scanner.value onCode={(text) => void submit(text)} onClose={() => (camera.value = false)} />
        ) : (
          <p>{t('scan:loading')}</p>
        )
      ) : (
        <button type="button" onClick={() => void openCamera()}>
          {t('scan:open_camera')}
        </button>
      )}
      <ul class="list" aria-label={t('door:scans')} data-testid="door-results">
        {outcomes.value.map((o, i) => (
          <li key={`${o.code}-${i}`} class={`item result-${o.result}`}>
            {o.holder ? <T k="door:held_by" values={{ code: o.code, name: o.holder }} /> : <strong><bdi>{o.code}</bdi></strong>} {o.queued ? t('door:waiting_network') : label(o.result)}
            {o.ticket ? (
              <span data-testid="door-ticket-type">
                {' · '}
                <T k="scan:ticket_type" values={{ ticket: o.ticket }} />
              </span>
            ) : null}
            {o.seat ? (
              <span data-testid="door-seat">
                {' · '}
                <SeatPlace place={o.seat} />
              </span>
            ) : null}
            {o.detail ? (
              <span class="meta">
                {' · '}
                <bdi>{o.detail}</bdi>
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
