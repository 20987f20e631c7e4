import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { convene, tokens } from '../session.ts';
import { ErrorNote } from './ui.tsx';
import { t } from '../i18n/index.ts';
import { T, UserText } from '../i18n/T.tsx';
import { QrCode } from '../shop/shop.tsx';
import { InlineLogin } from '../shop/shop.tsx';
import type { Order } from '../shop/api.ts';
import { SeatPlace } from '../shop/seat-place.tsx';

type Ticket = Order['tickets'][number] & { order: Order };

/**
 * "My tickets": every ticket of the caller's orders (GET /connect/orders, newest first), valid ones first, each with
 * its QR code (drawn from the ticket's `qr` text; qrcode is loaded with the first code), ticket type, holder and event.
 */
export function MyTickets() {
  const orders = useSignal<Order[] | null>(null);
  const error = useSignal('');

  useEffect(() => {
    if (!tokens.value) return;
    void convene.rest.GET('/connect/orders', { params: { query: { page_size: 100 } } }).then(({ data, error: failed }) => {
      if (failed) error.value = t('tickets:load_failed');
      orders.value = (data?._embedded.order ?? []) as Order[];
    });
  }, [Boolean(tokens.value)]);

  if (!tokens.value) return <InlineLogin />;
  const list = orders.value;
  const tickets: Ticket[] = (list ?? []).filter((o) => o.status === 'paid').flatMap((o) => o.tickets.map((k) => ({ ...k, order: o })));
  tickets.sort((a, b) => Number(b.status === 'valid') - Number(a.status === 'valid'));
  const open = (list ?? []).filter((o) => o.status !== 'paid');
  return (
    <section aria-labelledby="my-tickets">
      <h2 id="my-tickets">{t('tickets:title')}</h2>
      <ErrorNote message={error.value} />
      {list === null ? <p role="status">{t('tickets:loading')}</p> : tickets.length === 0 ? <p>{t('tickets:none')}</p> : <p>{t('tickets:count', { count: tickets.length })}</p>}
      <ul class="list" aria-label={t('tickets:list')}>
        {tickets.map((k) => (
          <li key={k.code} class="item ticket" data-testid="my-ticket">
            {k.status === 'valid' ? <QrCode text={k.qr} label={t('tickets:qr_label', { code: k.code })} /> : null}
            <div>
              <h3>
                <UserText>{k.ticket_name ?? t('tickets:ticket')}</UserText>
              </h3>
              <p>
                <T k="tickets:holder" values={{ name: `${k.holder.name} ${k.holder.surname}`.trim() }} />
              </p>
              {k.seat ? (
                <p data-testid="ticket-seat">
                  <SeatPlace place={k.seat_place} seat={k.seat} />
                </p>
              ) : null}
              <p>
                <a href={`#/e/${encodeURIComponent(k.order.event.slug)}`}>
                  <UserText>{k.order.event.name}</UserText>
                </a>
              </p>
              <p class="meta">
                <code>{k.code}</code> · {t(`tickets:status_${k.status}`)} ·{' '}
                <a href={`#/order/${encodeURIComponent(k.order.code)}`}>
                  <T k="tickets:order_link" values={{ code: k.order.code }} />
                </a>
              </p>
            </div>
          </li>
        ))}
      </ul>
      {open.length ? (
        <>
          <h3>{t('tickets:other_orders')}</h3>
          <ul class="list">
            {open.map((o) => (
              <li key={o.code} class="item">
                <p>
                  <a href={`#/order/${encodeURIComponent(o.code)}`}>
                    <UserText>{o.event.name}</UserText> · <bdi>{o.code}</bdi>
                  </a>{' '}
                  <span class="meta">
                    {t(`shop:order_${o.status}`)} · {t('shop:ticket_count', { count: o.tickets.length })}
                  </span>
                </p>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
