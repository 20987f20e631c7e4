import { saveDownload } from '../download.ts';
import { useSignal } from '@preact/signals';
import { useEffect, useRef, useState } from 'preact/hooks';
import { t } from '../i18n/index.ts';
import { T, UserText } from '../i18n/T.tsx';
import { eventTimeZone, formatDateTime, formatSpan } from '../i18n/format.ts';
import { convene, tokens } from '../session.ts';
import { ErrorNote, errorCode, errorMessage } from '../screens/ui.tsx';
import { eventCalendar, loadOrder, money, type Order, type TicketForSale } from './api.ts';
import type { components } from '../../../client/index.ts';
import type { PlanSeat, SeatMap as SeatMapView } from './seat-map.tsx';
import { SeatPlace } from './seat-place.tsx';

type EventRecord = components['schemas']['Event'];
type Widget = components['schemas']['EventWidget'];
interface SessionItem {
  id: number;
  title: string;
  starts_at: string;
  ends_at: string;
  room?: string | null;
}

/** The shop's front: events on sale, newest first. Guests too. */
export function ShopHome() {
  const events = useSignal<EventRecord[] | null>(null);
  useEffect(() => {
    void convene.rest.GET('/api/events', { params: { query: { per_page: 100 } } }).then(({ data }) => (events.value = (data?.data ?? []) as EventRecord[]));
  }, []);
  return (
    <section aria-labelledby="shop-title">
      <h2 id="shop-title">{t('shop:events_title')}</h2>
      {events.value === null ? <p>{t('shop:loading')}</p> : null}
      <ul class="list">
        {(events.value ?? []).map((e) => (
          <li key={e.slug} class="item">
            <div>
              <h3>
                <a href={`#/e/${encodeURIComponent(e.slug ?? '')}`}>
                  <UserText>{e.name}</UserText>
                </a>
              </h3>
              <p class="meta">
                {e.starts_at && e.ends_at ? formatSpan(e.starts_at, e.ends_at) : null} · <UserText>{e.online ? t('shop:online') : e.city_name}</UserText>
              </p>
            </div>
          </li>
        ))}
      </ul>
      {tokens.value ? (
        <p>
          <a href="#/tickets">{t('shop:my_tickets')}</a>
        </p>
      ) : null}
    </section>
  );
}

/** The public event page: its widgets, sessions and ticket types with their state, and the checkout. */
export function EventPage({ slug }: { slug: string }) {
  const event = useSignal<EventRecord | null>(null);
  const missing = useSignal(false);
  const widgets = useSignal<Widget[]>([]);
  const sessions = useSignal<SessionItem[]>([]);
  const tickets = useSignal<TicketForSale[]>([]);
  const picked = useSignal<Record<number, number>>({});
  const checkout = useSignal(false);
  const waitingOpen = useSignal(false);
  const offerVoucher = useSignal('');
  // Reserved seating (CONTRACT 19): the plan, the seats picked on it by ticket type, and the map, loaded on demand.
  const plan = useSignal<PlanSeat[]>([]);
  const seatPicks = useSignal<Record<number, string[]>>({});
  const seatsReload = useSignal(0);
  const [SeatMap, setSeatMap] = useState<typeof SeatMapView | null>(null);

  async function loadTickets() {
    const { data } = await convene.rest.GET('/api/events/{slug}/tickets', { params: { path: { slug } } });
    tickets.value = (data?.data ?? []) as TicketForSale[];
    waitingOpen.value = data?.waiting_list_enabled ?? false;
  }

  useEffect(() => {
    void convene.rest.GET('/api/events/{slug}', { params: { path: { slug } } }).then(({ data }) => {
      if (data?.data) {
        event.value = data.data as EventRecord;
        // The event's times in its own zone (named when it is not the device's).
        eventTimeZone.value = (data.data as EventRecord).time_zone;
      } else missing.value = true;
    });
    void convene.rest.GET('/api/events/{slug}/description', { params: { path: { slug } } }).then(({ data }) => (widgets.value = (data?.data ?? []) as Widget[]));
    void convene.rest
      .GET('/api/events/{slug}/sessions', { params: { path: { slug }, query: {} } })
      .then(({ data }) => (sessions.value = ((data?.data ?? []) as SessionItem[]).slice(0, 50)));
    void loadTickets();
    void convene.rest.GET('/api/events/{slug}/seat-plan', { params: { path: { slug } } }).then(({ data }) => {
      const seats = (data?.data?.seats ?? []) as PlanSeat[];
      plan.value = seats;
      if (seats.length) void import('./seat-map.tsx').then((m) => setSeatMap(() => m.SeatMap));
    });
    const zoneBefore = eventTimeZone.value;
    return () => {
      eventTimeZone.value = zoneBefore;
    };
  }, [slug]);

  if (missing.value) return <p role="alert">{t('shop:event_missing')}</p>;
  const e = event.value;
  if (!e) return <p>{t('shop:loading')}</p>;
  const seated = new Set(plan.value.map((s) => s.ticket_id));
  const quantities = Object.fromEntries(Object.entries(picked.value).filter(([id]) => !seated.has(Number(id))));
  const count = Object.values(quantities).reduce((a, b) => a + b, 0) + Object.values(seatPicks.value).reduce((a, b) => a + b.length, 0);
  const allGone = tickets.value.length > 0 && tickets.value.every((k) => k.status === 'sold_out');

  return (
    <article aria-labelledby="event-title">
      <h2 id="event-title">
        <UserText>{e.name}</UserText>
      </h2>
      <p class="meta">
        {e.starts_at && e.ends_at ? formatSpan(e.starts_at, e.ends_at) : null} · <UserText>{e.online ? t('shop:online') : e.city_name}</UserText> ·{' '}
        <UserText>{e.organization_name}</UserText>
      </p>
      {widgets.value.map((w, i) => (
        <section key={i} class="card" aria-label={w.title}>
          <h3>
            <UserText>{w.title}</UserText>
          </h3>
          {/* The server sanitizes widget HTML (CONTRACT 2.5). */}
          {w.description ? <div dangerouslySetInnerHTML={{ __html: w.description }} /> : null}
          {Array.isArray(w.content) ? (
            <ul>
              {(w.content as Array<{ name?: string } | string>).map((c, j) => (
                <li key={j}>
                  <UserText>{typeof c === 'string' ? c : c.name}</UserText>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
      {sessions.value.length > 0 ? (
        <section aria-labelledby="event-sessions">
          <h3 id="event-sessions">{t('shop:sessions')}</h3>
          <ul class="list">
            {sessions.value.map((s) => (
              <li key={s.id} class="item">
                <p>
                  <strong>
                    <UserText>{s.title}</UserText>
                  </strong>{' '}
                  <span class="meta">{formatSpan(s.starts_at, s.ends_at)}</span>
                </p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="event-tickets">
        <h3 id="event-tickets">{t('shop:tickets')}</h3>
        {tickets.value.length === 0 ? <p>{t('shop:no_tickets')}</p> : null}
        <ul class="list">
          {tickets.value.map((k) => {
            const max = Math.min(k.max_per_order, k.remaining ?? k.max_per_order);
            const id = `qty-${k.id}`;
            return (
              <li key={k.id} class="item" data-testid="ticket-type">
                <div>
                  <p>
                    <strong>
                      <UserText>{k.name}</UserText>
                    </strong>{' '}
                    · {k.price === 0 ? t('shop:free') : money(k.price, k.currency)}
                  </p>
                  {k.description ? (
                    <p class="meta">
                      <UserText>{k.description}</UserText>
                    </p>
                  ) : null}
                  <p class="meta">
                    {t(`shop:status_${k.status}`)}
                    {k.status === 'on_sale' && k.remaining !== null ? ` · ${t('shop:remaining', { count: k.remaining })}` : ''}
                    {k.status === 'not_yet' && k.sales_start ? ` · ${formatDateTime(k.sales_start)}` : ''}
                  </p>
                  {seated.has(k.id) && k.status === 'on_sale' ? <p class="meta">{t('seats:seated')}</p> : null}
                  {k.status === 'on_sale' && max > 0 && !seated.has(k.id) ? (
                    <label for={id}>
                      {t('shop:quantity', { name: k.name })}{' '}
                      <select
                        id={id}
                        value={String(picked.value[k.id] ?? 0)}
                        onChange={(ev) => (picked.value = { ...picked.value, [k.id]: Number(ev.currentTarget.value) })}
                      >
                        {[0, ...Array.from({ length: max - k.min_per_order + 1 }, (_, i) => k.min_per_order + i)]
                          .filter((n, i, all) => all.indexOf(n) === i)
                          .map((n) => (
                            <option key={n} value={String(n)}>
                              {n}
                            </option>
                          ))}
                      </select>
                    </label>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
        {plan.value.length > 0 && !SeatMap ? <p>{t('seats:loading')}</p> : null}
        {SeatMap && plan.value.length > 0 && e.id !== undefined && !allGone ? (
          <SeatMap
            slug={slug}
            eventId={e.id}
            seats={plan.value}
            tickets={tickets.value}
            picked={seatPicks.value}
            onChange={(next) => (seatPicks.value = next)}
            reload={seatsReload.value}
          />
        ) : null}
        {allGone && !waitingOpen.value ? <p role="status">{t('shop:sold_out_all')}</p> : null}
        {allGone && waitingOpen.value ? (
          <WaitingList
            slug={slug}
            onOffer={(ticketId, voucher) => {
              picked.value = { [ticketId]: 1 };
              offerVoucher.value = voucher;
              checkout.value = true;
            }}
          />
        ) : null}
        {count > 0 && !checkout.value && !allGone ? (
          <button type="button" onClick={() => (checkout.value = true)}>
            {t('shop:checkout', { count })}
          </button>
        ) : null}
      </section>
      {checkout.value && count > 0 ? (
        <Checkout
          key={offerVoucher.value}
          slug={slug}
          tickets={tickets.value}
          picked={quantities}
          seats={seatPicks.value}
          plan={plan.value}
          voucher={offerVoucher.value}
          onSoldOut={() => void loadTickets()}
          onSeatTaken={() => {
            seatsReload.value += 1;
            void loadTickets();
          }}
        />
      ) : null}
    </article>
  );
}

/** Log in by SMS code without leaving the checkout (a login without an event: the buyer's own). */
export function InlineLogin() {
  const mobile = useSignal('');
  const code = useSignal('');
  const sent = useSignal(false);
  const error = useSignal('');
  const busy = useSignal(false);
  async function submit(e: Event) {
    e.preventDefault();
    busy.value = true;
    error.value = '';
    try {
      if (!sent.value) {
        await convene.requestCode(mobile.value.trim());
        sent.value = true;
      } else await convene.login({ mobile: mobile.value.trim(), code: code.value.trim() });
    } catch (err) {
      error.value = (err as Error).message;
    } finally {
      busy.value = false;
    }
  }
  return (
    <form onSubmit={submit} class="stack card" aria-labelledby="checkout-login">
      <h4 id="checkout-login">{t('shop:login_title')}</h4>
      <label>
        {t('shop:mobile')}
        <input name="mobile" type="tel" autocomplete="tel" required value={mobile.value} onInput={(e) => (mobile.value = e.currentTarget.value)} />
      </label>
      {sent.value ? (
        <label>
          {t('shop:code')}
          <input name="code" inputMode="numeric" autocomplete="one-time-code" required value={code.value} onInput={(e) => (code.value = e.currentTarget.value)} />
        </label>
      ) : null}
      <button type="submit" disabled={busy.value}>
        {sent.value ? t('shop:log_in') : t('shop:send_code')}
      </button>
      <ErrorNote message={error.value} />
    </form>
  );
}

type WaitingPlace = { position: number; state: string; ticket_id: number | null; offer: { voucher: string; ticket_id: number; expires_at: string } | null };

/**
 * A sold-out event's waiting list (CONTRACT 15): join it (the answer is the place in line, the same on a second
 * press), see an offer once a place is held for you, and buy with it; or leave.
 */
function WaitingList({ slug, onOffer }: { slug: string; onOffer: (ticketId: number, voucher: string) => void }) {
  const place = useSignal<WaitingPlace | null>(null);
  const error = useSignal('');
  const busy = useSignal(false);

  async function join() {
    busy.value = true;
    error.value = '';
    const { data, error: refused } = await convene.rest.PUT('/api/events/{slug}/waiting-list', { params: { path: { slug } }, body: {} });
    busy.value = false;
    if (data?.data) place.value = data.data as WaitingPlace;
    else error.value = errorMessage(refused, t('shop:waiting_failed'));
  }

  async function leave() {
    busy.value = true;
    await convene.rest.DELETE('/api/events/{slug}/waiting-list', { params: { path: { slug } } });
    busy.value = false;
    place.value = null;
  }

  if (!tokens.value) {
    return (
      <section aria-labelledby="waiting-title" class="card">
        <h3 id="waiting-title">{t('shop:waiting_title')}</h3>
        <p>{t('shop:waiting_login')}</p>
        <InlineLogin />
      </section>
    );
  }
  const p = place.value;
  return (
    <section aria-labelledby="waiting-title" class="card">
      <h3 id="waiting-title">{t('shop:waiting_title')}</h3>
      {!p ? (
        <>
          <p>{t('shop:waiting_intro')}</p>
          <button type="button" disabled={busy.value} onClick={() => void join()}>
            {t('shop:waiting_join')}
          </button>
        </>
      ) : p.offer ? (
        <>
          <p role="status">
            <T k="shop:waiting_offer" values={{ time: formatDateTime(p.offer.expires_at), code: p.offer.voucher }} />
          </p>
          <button type="button" onClick={() => onOffer(p.offer!.ticket_id, p.offer!.voucher)}>
            {t('shop:waiting_buy')}
          </button>
        </>
      ) : (
        <>
          <p role="status">{t('shop:waiting_position', { position: p.position })}</p>
          <p class="meta">{t('shop:waiting_how')}</p>
          <button type="button" onClick={() => void join()}>
            {t('shop:waiting_refresh')}
          </button>{' '}
          <button type="button" disabled={busy.value} onClick={() => void leave()}>
            {t('shop:waiting_leave')}
          </button>
        </>
      )}
      <ErrorNote message={error.value} />
    </section>
  );
}

interface CheckoutProps {
  slug: string;
  tickets: TicketForSale[];
  picked: Record<number, number>;
  /** Seated ticket types' picked seats (CONTRACT 19). */
  seats?: Record<number, string[]>;
  plan?: PlanSeat[];
  voucher?: string;
  onSoldOut: () => void;
  /** A 409 `seat_taken`: the map reads the states again. */
  onSeatTaken?: () => void;
}

function Checkout({ slug, tickets, picked, seats: seatPicks = {}, plan = [], voucher: given = '', onSoldOut, onSeatTaken }: CheckoutProps) {
  const email = useSignal('');
  const name = useSignal('');
  const surname = useSignal('');
  const voucher = useSignal(given);
  const names = useSignal<Record<string, { name: string; surname: string }>>({});
  const error = useSignal('');
  const busy = useSignal(false);
  // One key per checkout: pressing "Place order" again after a lost answer gives back the same order.
  const key = useRef(crypto.randomUUID());
  const items: Array<{ ticket_id: number; quantity?: number; seats?: string[] }> = [
    ...Object.entries(picked)
      .filter(([, q]) => q > 0)
      .map(([id, quantity]) => ({ ticket_id: Number(id), quantity })),
    ...Object.entries(seatPicks)
      .filter(([, list]) => list.length > 0)
      .map(([id, list]) => ({ ticket_id: Number(id), seats: list })),
  ];
  const seatLabel = (id: string) => plan.find((s) => s.id === id)?.label ?? id;
  const seats = items.flatMap((i) => Array.from({ length: i.seats?.length ?? i.quantity ?? 0 }, (_, n) => ({ ticket_id: i.ticket_id, slot: `${i.ticket_id}-${n}` })));
  const typeName = (id: number) => tickets.find((k) => k.id === id)?.name ?? String(id);

  if (!tokens.value) {
    return (
      <section aria-labelledby="checkout-title">
        <h3 id="checkout-title">{t('shop:checkout_title')}</h3>
        <InlineLogin />
      </section>
    );
  }

  async function place(e: Event) {
    e.preventDefault();
    busy.value = true;
    error.value = '';
    const attendees = seats.flatMap((s) => {
      const n = names.value[s.slot];
      return n?.name.trim() && n.surname.trim() ? [{ ticket_id: s.ticket_id, name: n.name.trim(), surname: n.surname.trim() }] : [];
    });
    try {
      const { data, error: refused } = await convene.rest.POST('/api/events/{slug}/orders', {
        params: { path: { slug } },
        headers: { 'Idempotency-Key': key.current },
        body: {
          items,
          email: email.value.trim(),
          ...(name.value.trim() && surname.value.trim() ? { buyer: { name: name.value.trim(), surname: surname.value.trim() } } : {}),
          ...(attendees.length ? { attendees } : {}),
          ...(voucher.value.trim() ? { voucher: voucher.value.trim() } : {}),
        },
      });
      const order = data?.data as Order | undefined;
      if (!order) {
        const codeOf = errorCode(refused);
        if (codeOf === 'sold_out') onSoldOut();
        if (codeOf === 'seat_taken') onSeatTaken?.();
        const pending = (refused as { errors?: Array<{ order_code?: string }> } | undefined)?.errors?.[0]?.order_code;
        error.value = codeOf === 'order_pending' && pending ? t('shop:pending_exists', { code: pending }) : errorMessage(refused, t('shop:order_failed'));
        key.current = crypto.randomUUID();
        return;
      }
      const action = order.payment?.action;
      if (order.status === 'pending' && action?.type === 'redirect') location.href = action.url;
      else location.hash = `#/order/${encodeURIComponent(order.code)}`;
    } catch {
      error.value = t('shop:order_failed');
    } finally {
      busy.value = false;
    }
  }

  return (
    <section aria-labelledby="checkout-title">
      <h3 id="checkout-title">{t('shop:checkout_title')}</h3>
      <ul class="list">
        {items.map((i) => (
          <li key={i.ticket_id} class="item">
            <T k="shop:line" values={{ name: typeName(i.ticket_id), count: i.seats?.length ?? i.quantity ?? 0 }} />
            {i.seats ? (
              <>
                {' · '}
                <UserText>{t('seats:your_seats', { seats: i.seats.map(seatLabel).join(' · ') })}</UserText>
              </>
            ) : null}
          </li>
        ))}
      </ul>
      <form onSubmit={place} class="stack">
        <label>
          {t('shop:email')}
          <input name="email" type="email" autocomplete="email" required value={email.value} onInput={(e) => (email.value = e.currentTarget.value)} />
        </label>
        <label>
          {t('shop:buyer_name')}
          <input name="buyer-name" autocomplete="given-name" value={name.value} onInput={(e) => (name.value = e.currentTarget.value)} />
        </label>
        <label>
          {t('shop:buyer_surname')}
          <input name="buyer-surname" autocomplete="family-name" value={surname.value} onInput={(e) => (surname.value = e.currentTarget.value)} />
        </label>
        <fieldset>
          <legend>{t('shop:attendees')}</legend>
          {seats.map((s, n) => (
            <div key={s.slot}>
              <label>
                {t('shop:attendee_name', { n: n + 1, name: typeName(s.ticket_id) })}
                <input
                  value={names.value[s.slot]?.name ?? ''}
                  onInput={(e) => (names.value = { ...names.value, [s.slot]: { name: e.currentTarget.value, surname: names.value[s.slot]?.surname ?? '' } })}
                />
              </label>
              <label>
                {t('shop:attendee_surname', { n: n + 1, name: typeName(s.ticket_id) })}
                <input
                  value={names.value[s.slot]?.surname ?? ''}
                  onInput={(e) => (names.value = { ...names.value, [s.slot]: { name: names.value[s.slot]?.name ?? '', surname: e.currentTarget.value } })}
                />
              </label>
            </div>
          ))}
        </fieldset>
        <label>
          {t('shop:voucher')}
          <input name="voucher" autocomplete="off" value={voucher.value} onInput={(e) => (voucher.value = e.currentTarget.value)} />
        </label>
        <button type="submit" disabled={busy.value}>
          {t('shop:place_order')}
        </button>
      </form>
      <ErrorNote message={error.value} />
    </section>
  );
}

/** A ticket's QR code, drawn on a canvas (no data: image, which the Content-Security-Policy would have to allow). */
export function QrCode({ text, label }: { text: string; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    // qrcode is loaded with the first QR code, not with the first screen.
    void import('qrcode').then((qr) => canvas.current && qr.toCanvas(canvas.current, text, { width: 240, margin: 2, errorCorrectionLevel: 'M' }));
  }, [text]);
  return <canvas ref={canvas} role="img" aria-label={label} data-qr={text} width={240} height={240} />;
}

/** The order page: its state, paying for it, each ticket's QR code and "Add to calendar". */
export function OrderPage({ code }: { code: string }) {
  const order = useSignal<Order | null>(null);
  const event = useSignal<EventRecord | null>(null);
  const missing = useSignal(false);
  const error = useSignal('');
  const calendar = useSignal('');

  async function load() {
    const found = await loadOrder(code).catch(() => null);
    if (!found) return void (missing.value = true);
    order.value = found;
    if (!event.value) {
      const { data } = await convene.rest.GET('/api/events/{slug}', { params: { path: { slug: found.event.slug } } });
      const e = data?.data as EventRecord | undefined;
      if (e?.starts_at && e.ends_at && e.name && e.slug) {
        event.value = e;
        calendar.value = URL.createObjectURL(new Blob([eventCalendar({ name: e.name, slug: e.slug, starts_at: e.starts_at, ends_at: e.ends_at }, `${location.origin}/app/#/e/${e.slug}`)], { type: 'text/calendar' }));
      }
    }
  }
  useEffect(() => {
    void load();
    return () => calendar.value && URL.revokeObjectURL(calendar.value);
  }, [code]);

  async function pay() {
    error.value = '';
    const { data, error: refused } = await convene.rest.POST('/api/orders/{code}/payments', { params: { path: { code } }, body: {} });
    const action = (data?.data as { action?: { type: string; url?: string } } | undefined)?.action;
    if (action?.type === 'redirect' && action.url) location.href = action.url;
    else if (refused) error.value = errorMessage(refused, t('shop:order_failed'));
    else await load();
  }

  /** The invoice of a paid order (CONTRACT 15) as a PDF file, fetched with the buyer's token. */
  async function invoice() {
    error.value = await saveDownload(convene.rest.GET('/api/orders/{code}/invoice.pdf', { params: { path: { code } }, parseAs: 'blob' }), `invoice-${code}.pdf`);
  }

  if (!tokens.value) return <p role="alert">{t('shop:order_login')}</p>;
  if (missing.value) return <p role="alert">{t('shop:order_missing')}</p>;
  const o = order.value;
  if (!o) return <p>{t('shop:loading')}</p>;
  return (
    <article aria-labelledby="order-title">
      <h2 id="order-title">
        <T k="shop:order_title" values={{ code: o.code }} />
      </h2>
      <p>
        <a href={`#/e/${encodeURIComponent(o.event.slug)}`}>
          <UserText>{o.event.name}</UserText>
        </a>
      </p>
      <p role="status" data-testid="order-status">
        {t(`shop:order_${o.status}`)} · {money(o.total, o.currency)}
      </p>
      {o.status === 'pending' ? (
        <p>
          {t('shop:pay_until', { time: formatDateTime(o.expires_at) })}{' '}
          <button type="button" onClick={() => void pay()}>
            {t('shop:pay')}
          </button>
        </p>
      ) : null}
      <ErrorNote message={error.value} />
      {calendar.value && o.status === 'paid' ? (
        <p>
          <a href={calendar.value} download={`${o.event.slug}.ics`}>
            {t('shop:add_to_calendar')}
          </a>
        </p>
      ) : null}
      {o.status === 'paid' && o.total > 0 ? (
        <p>
          <button type="button" onClick={() => void invoice()}>
            {t('shop:invoice_pdf')}
          </button>
        </p>
      ) : null}
      <ul class="list" aria-label={t('shop:tickets')}>
        {o.tickets.map((k) => (
          <li key={k.code} class="item ticket" data-testid="order-ticket">
            {k.status === 'valid' ? <QrCode text={k.qr} label={t('shop:qr_label', { code: k.code })} /> : null}
            <div>
              <p>
                <strong>
                  <UserText>{k.ticket_name ?? ''}</UserText>
                </strong>
              </p>
              <p>
                <UserText>{`${k.holder.name} ${k.holder.surname}`.trim()}</UserText>
              </p>
              {k.seat ? (
                <p data-testid="ticket-seat">
                  <SeatPlace place={k.seat_place} seat={k.seat} />
                </p>
              ) : null}
              <p class="meta">
                <code>{k.code}</code> · {t(`shop:ticket_${k.status}`)}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </article>
  );
}
