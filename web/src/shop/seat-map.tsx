import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { t } from '../i18n/index.ts';
import { claims, convene, onLive, realtime } from '../session.ts';
import type { components } from '../../../client/index.ts';
import type { TicketForSale } from './api.ts';

export type PlanSeat = components['schemas']['SeatPlanSeat'];
export type SeatState = 'free' | 'held' | 'sold' | 'blocked';

/** Re-reading the states without a live socket (a guest, or while the socket is down). */
const POLL_MS = 10_000;
const ZOOMS = [1, 1.5, 2, 3, 4];

interface Props {
  slug: string;
  eventId: number;
  seats: PlanSeat[];
  tickets: TicketForSale[];
  /** The picked seats' ids, by ticket type. */
  picked: Record<number, string[]>;
  onChange: (picked: Record<number, string[]>) => void;
  /** Bumped by the checkout after a 409 `seat_taken`: the states are read again. */
  reload: number;
}

interface Placed extends PlanSeat {
  cx: number;
  cy: number;
}

/** Seats without x/y are laid out in plan order, one line per row. */
function place(seats: PlanSeat[]): { placed: Placed[]; r: number; box: [number, number, number, number] } {
  let rowIndex = -1;
  let col = 0;
  let lastRow: string | null | undefined;
  const placed = seats.map((s) => {
    if (s.row !== lastRow) {
      rowIndex += 1;
      col = 0;
      lastRow = s.row;
    }
    col += 1;
    return { ...s, cx: s.x ?? col * 10, cy: s.y ?? rowIndex * 10 };
  });
  // The seats' radius: under half the smallest gap between two neighbours along a line.
  const xs = [...new Set(placed.map((p) => p.cx))].sort((a, b) => a - b);
  const ys = [...new Set(placed.map((p) => p.cy))].sort((a, b) => a - b);
  let gap = Infinity;
  for (const list of [xs, ys]) for (let i = 1; i < list.length; i++) gap = Math.min(gap, list[i]! - list[i - 1]!);
  const r = Number.isFinite(gap) && gap > 0 ? gap * 0.42 : 4;
  const minX = Math.min(...placed.map((p) => p.cx)) - r * 1.5;
  const minY = Math.min(...placed.map((p) => p.cy)) - r * 1.5;
  const maxX = Math.max(...placed.map((p) => p.cx)) + r * 1.5;
  const maxY = Math.max(...placed.map((p) => p.cy)) + r * 1.5;
  return { placed, r, box: [minX, minY, Math.max(maxX - minX, r * 3), Math.max(maxY - minY, r * 3)] };
}

/** One seat's shape: its state shown by fill pattern and outline, not by colour alone. */
function Shape({ state, cx, cy, r, ns }: { state: SeatState | 'picked'; cx: number; cy: number; r: number; ns: string }) {
  const w = r * 0.18;
  if (state === 'blocked') {
    // A square, cross-hatched: not for sale.
    return <rect class="seat-shape blocked" x={cx - r} y={cy - r} width={r * 2} height={r * 2} stroke-width={w} fill={`url(#${ns}-cross)`} />;
  }
  return (
    <>
      <circle
        class={`seat-shape ${state}`}
        cx={cx}
        cy={cy}
        r={r}
        stroke-width={state === 'picked' ? w * 2 : w}
        stroke-dasharray={state === 'held' ? `${r * 0.5} ${r * 0.3}` : undefined}
        fill={state === 'held' ? `url(#${ns}-hatch)` : undefined}
      />
      {state === 'sold' ? <path class="seat-mark" d={`M${cx - r * 0.55} ${cy - r * 0.55}L${cx + r * 0.55} ${cy + r * 0.55}M${cx + r * 0.55} ${cy - r * 0.55}L${cx - r * 0.55} ${cy + r * 0.55}`} stroke-width={w} /> : null}
    </>
  );
}

function Patterns({ r, ns }: { r: number; ns: string }) {
  const s = r * 0.6;
  return (
    <defs>
      <pattern id={`${ns}-hatch`} patternUnits="userSpaceOnUse" width={s} height={s} patternTransform="rotate(45)">
        <rect width={s} height={s} fill="#fff" />
        <line x1="0" y1="0" x2="0" y2={s} stroke="#555" stroke-width={s * 0.35} />
      </pattern>
      <pattern id={`${ns}-cross`} patternUnits="userSpaceOnUse" width={s} height={s}>
        <rect width={s} height={s} fill="#e4e4e4" />
        <path d={`M0 0L${s} ${s}M${s} 0L0 ${s}`} stroke="#333" stroke-width={s * 0.15} />
      </pattern>
    </defs>
  );
}

/**
 * The seat plan of an event (CONTRACT 19), drawn from the seats' x/y; the states live over the socket
 * (`seats:watch` / `seats:changed`) when the login has one (an event-bound login), else read again every 10 s. Each free seat of a type on
 * sale is a button (Tab to it, Enter or Space toggles it, aria-pressed says whether it is picked).
 */
export function SeatMap({ slug, eventId, seats, tickets, picked, onChange, reload }: Props) {
  const states = useSignal<Record<string, SeatState>>({});
  const zoom = useSignal(0);
  const note = useSignal('');

  useEffect(() => {
    let stopped = false;
    const apply = (list: Array<{ id: string; status: SeatState }>) => {
      if (stopped) return;
      const next = { ...states.value };
      for (const s of list) next[s.id] = s.status;
      states.value = next;
    };
    const read = async () => {
      const { data } = await convene.rest.GET('/api/events/{slug}/seats', { params: { path: { slug } }, cache: 'no-cache' }).catch(() => ({ data: undefined }));
      if (data) apply(data.data as Array<{ id: string; status: SeatState }>);
    };
    void read();
    const offs: Array<() => void> = [];
    let watching = false;
    // The socket is an event-bound login's (session.ts); a buyer's own login and guests re-read the states instead.
    if (claims.value?.eventId != null) {
      const live = realtime();
      offs.push(live.on('seats:changed', (change) => change.event_id === eventId && apply(change.seats as Array<{ id: string; status: SeatState }>)));
      offs.push(
        onLive(() => {
          void live
            .request('seats:watch', { event_id: eventId })
            .then((d) => {
              watching = true;
              apply(d.seats as Array<{ id: string; status: SeatState }>);
            })
            .catch(() => (watching = false));
        }, true),
      );
      offs.push(live.on('state', (state) => state !== 'live' && (watching = false)));
    }
    const timer = setInterval(() => !watching && void read(), POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
      for (const off of offs) off();
      if (watching) void realtime().request('seats:unwatch', { event_id: eventId }).catch(() => undefined);
    };
  }, [slug, eventId, reload, claims.value?.eventId]);

  // Picks that are no longer free (taken meanwhile) are dropped.
  useEffect(() => {
    let changed = false;
    const next: Record<number, string[]> = {};
    for (const [id, list] of Object.entries(picked)) {
      next[Number(id)] = list.filter((s) => {
        const keep = (states.value[s] ?? 'free') === 'free';
        if (!keep) changed = true;
        return keep;
      });
    }
    if (changed) onChange(next);
  }, [states.value]);

  const { placed, r, box } = place(seats);
  const typeOf = new Map(tickets.map((k) => [k.id, k]));
  const seatedTypes = new Set(seats.map((s) => s.ticket_id));
  const pickedIds = new Set(Object.values(picked).flat());
  const labelOf = new Map(seats.map((s) => [s.id, s.label]));

  function toggle(seat: Placed) {
    const list = picked[seat.ticket_id] ?? [];
    const type = typeOf.get(seat.ticket_id);
    note.value = '';
    if (list.includes(seat.id)) return onChange({ ...picked, [seat.ticket_id]: list.filter((s) => s !== seat.id) });
    if (!type || type.status !== 'on_sale') return void (note.value = t('seats:not_on_sale', { ticket: type?.name ?? '' }));
    if (list.length >= type.max_per_order) return void (note.value = t('seats:limit', { count: type.max_per_order, ticket: type.name }));
    onChange({ ...picked, [seat.ticket_id]: [...list, seat.id] });
  }

  const z = ZOOMS[zoom.value]!;
  const all = [...pickedIds];
  const legend: Array<SeatState | 'picked'> = ['free', 'picked', 'held', 'sold', 'blocked'];
  return (
    <section aria-labelledby="seat-map-title" class="seat-map">
      <h3 id="seat-map-title">{t('seats:title')}</h3>
      <div class="seat-tools">
        <button type="button" onClick={() => (zoom.value = Math.min(zoom.value + 1, ZOOMS.length - 1))} disabled={zoom.value === ZOOMS.length - 1}>
          {t('seats:zoom_in')}
        </button>
        <button type="button" onClick={() => (zoom.value = Math.max(zoom.value - 1, 0))} disabled={zoom.value === 0}>
          {t('seats:zoom_out')}
        </button>
        <button type="button" onClick={() => (zoom.value = 0)} disabled={zoom.value === 0}>
          {t('seats:zoom_reset')}
        </button>
      </div>
      <div class="seat-scroll">
        <svg
          role="group"
          aria-label={t('seats:plan')}
          viewBox={box.join(' ')}
          style={{ inlineSize: `${z * 100}%` }}
          class="seat-svg"
          // The plan's coordinates are the hall's: not mirrored in a right-to-left page.
          dir="ltr"
        >
          <Patterns r={r} ns="seat-plan" />
          {placed.map((s) => {
            const state = states.value[s.id] ?? (s.blocked ? 'blocked' : 'free');
            const type = typeOf.get(s.ticket_id);
            const mine = pickedIds.has(s.id);
            const label =
              seatedTypes.size > 1 && type
                ? t('seats:seat_label_type', { label: s.label, status: t(`seats:status_${state}`), ticket: type.name })
                : t('seats:seat_label', { label: s.label, status: t(`seats:status_${state}`) });
            const pickable = state === 'free';
            return (
              <g
                key={s.id}
                class={`seat${pickable ? ' pickable' : ''}`}
                data-seat={s.id}
                data-state={mine ? 'picked' : state}
                role={pickable ? 'button' : 'img'}
                tabindex={pickable ? 0 : undefined}
                aria-label={label}
                aria-pressed={pickable ? mine : undefined}
                onClick={pickable ? () => toggle(s) : undefined}
                onKeyDown={
                  pickable
                    ? (e) => {
                        if (e.key === 'Enter' || e.key === ' ') {
                          e.preventDefault();
                          toggle(s);
                        }
                      }
                    : undefined
                }
              >
                <Shape state={mine ? 'picked' : state} cx={s.cx} cy={s.cy} r={r} ns="seat-plan" />
                <text x={s.cx} y={s.cy} font-size={r * 0.7} text-anchor="middle" dominant-baseline="central" aria-hidden="true" class="seat-text">
                  {s.id}
                </text>
              </g>
            );
          })}
        </svg>
      </div>
      <div class="seat-legend" role="list" aria-label={t('seats:legend')}>
        {legend.map((state) => (
          <span key={state} role="listitem">
            <svg viewBox="-6 -6 12 12" width="20" height="20" aria-hidden="true">
              <Patterns r={5} ns={`seat-key-${state}`} />
              <Shape state={state} cx={0} cy={0} r={5} ns={`seat-key-${state}`} />
            </svg>{' '}
            {t(`seats:status_${state}`)}
          </span>
        ))}
      </div>
      <p role="status" data-testid="seat-picks">
        {all.length ? t('seats:picked_count', { count: all.length, seats: all.map((id) => labelOf.get(id) ?? id).join(' · ') }) : t('seats:picked_none')}
      </p>
      {note.value ? <p class="error">{note.value}</p> : null}
    </section>
  );
}
