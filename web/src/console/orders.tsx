import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { convene } from '../session.ts';
import { t } from '../i18n/index.ts';
import { T, UserText } from '../i18n/T.tsx';
import { formatDateTime } from '../i18n/format.ts';
import { money } from '../shop/api.ts';
import { ErrorNote, SearchForm, fullName } from '../screens/ui.tsx';
import { intOrNull, refusal, type Order } from './api.ts';

const STATUSES = ['pending', 'paid', 'expired', 'canceled'] as const;
type Status = (typeof STATUSES)[number];

/** The event's orders, newest first: status filter, search, refund and cancel with a confirmation. */
export function Orders({ slug }: { slug: string }) {
  const status = useSignal<Status | ''>('');
  const q = useSignal('');
  const orders = useSignal<Order[] | null>(null);
  const total = useSignal(0);
  const error = useSignal('');

  async function load() {
    error.value = '';
    const query: { per_page: number; status?: Status; q?: string } = { per_page: 100 };
    if (status.value) query.status = status.value;
    if (q.value.trim()) query.q = q.value.trim();
    const { data, error: err, response } = await convene.rest.GET('/api/events/{slug}/orders', { params: { path: { slug }, query } });
    if (!data) {
      error.value = refusal(err, response.status);
      orders.value = [];
      return;
    }
    orders.value = data.data as Order[];
    total.value = data.meta.pagination.total;
  }

  useEffect(() => void load(), [slug, status.value]);

  return (
    <div>
      <h3>{t('console:orders_title')}</h3>
      <div class="filters">
        <label>
          {t('console:order_status')}
          <select value={status.value} onChange={(e) => (status.value = e.currentTarget.value as Status | '')}>
            <option value="">{t('console:status_all')}</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`console:status_${s}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <SearchForm id="order-q" label={t('console:orders_search')} placeholder={t('console:orders_search_placeholder')} value={q.value} onInput={(v) => (q.value = v)} onSearch={() => void load()} />
      <ErrorNote message={error.value} />
      {orders.value === null ? <p>{t('console:loading')}</p> : <p class="meta">{t('console:orders_count', { count: total.value })}</p>}
      <ul class="list" data-testid="console-orders">
        {(orders.value ?? []).map((o) => (
          <OrderRow key={o.code} slug={slug} order={o} onChange={() => void load()} />
        ))}
      </ul>
    </div>
  );
}

function OrderRow({ slug, order: o, onChange }: { slug: string; order: Order; onChange: () => void }) {
  const action = useSignal<'refund' | 'cancel' | null>(null);
  const amount = useSignal('');
  const error = useSignal('');
  const notice = useSignal('');
  const busy = useSignal(false);
  const left = o.total - o.refunded_total;

  async function confirm() {
    busy.value = true;
    error.value = '';
    const answer =
      action.value === 'refund'
        ? await convene.rest.POST('/api/events/{slug}/orders/{code}/refunds', {
            params: { path: { slug, code: o.code } },
            body: (intOrNull(amount.value) ? { amount: intOrNull(amount.value) } : {}) as never,
          })
        : await convene.rest.POST('/api/events/{slug}/orders/{code}/cancel', { params: { path: { slug, code: o.code } } });
    busy.value = false;
    if (!answer.response.ok) {
      error.value = refusal(answer.error, answer.response.status);
      return;
    }
    const refund = (answer.data as { data?: { status?: string } } | undefined)?.data;
    if (action.value === 'refund' && refund?.status === 'failed') {
      error.value = t('console:refund_failed');
      return;
    }
    notice.value = t(action.value === 'refund' ? 'console:refund_done' : 'console:cancel_done', { code: o.code });
    action.value = null;
    amount.value = '';
    onChange();
  }

  return (
    <li class="item" data-testid="console-order">
      <div>
        <p>
          <strong>
            <bdi>{o.code}</bdi>
          </strong>{' '}
          <span class="badge" data-testid="console-order-status">
            {t(`console:status_${o.status}`)}
          </span>
        </p>
        <p class="meta">
          {o.buyer ? (
            <>
              <UserText>{fullName(o.buyer)}</UserText>
              {' · '}
            </>
          ) : null}
          <bdi>{o.email}</bdi>
          {' · '}
          <bdi>{money(o.total, o.currency)}</bdi>
          {o.refunded_total > 0 ? (
            <>
              {' · '}
              <T k="console:refunded_amount" values={{ amount: money(o.refunded_total, o.currency) }} />
            </>
          ) : null}
          {' · '}
          <bdi>{formatDateTime(o.created_at)}</bdi>
        </p>
        <p class="meta">
          {o.items.map((i) => (
            <span key={i.ticket_id}>
              <T k="console:order_line" values={{ count: i.quantity, name: i.name }} />{' '}
            </span>
          ))}
        </p>
        <ul class="meta" aria-label={t('console:order_tickets', { code: o.code })}>
          {o.tickets.map((k) => (
            <li key={k.code}>
              <T k={k.status === 'void' ? 'console:ticket_holder_void' : 'console:ticket_holder'} values={{ name: fullName(k.holder), code: k.code }} />
            </li>
          ))}
        </ul>
        {notice.value ? <p role="status">{notice.value}</p> : null}
        <ErrorNote message={error.value} />
        {action.value ? (
          <div class="card" role="group" aria-labelledby={`confirm-${o.code}`}>
            <p id={`confirm-${o.code}`}>
              {action.value === 'refund' ? (
                <T k="console:confirm_refund" values={{ code: o.code, amount: money(left, o.currency) }} />
              ) : (
                <T k="console:confirm_cancel" values={{ code: o.code }} />
              )}
            </p>
            {action.value === 'refund' ? (
              <label>
                {t('console:refund_amount')}
                <input type="number" min={1} max={left} inputMode="numeric" value={amount.value} onInput={(e) => (amount.value = e.currentTarget.value)} />
              </label>
            ) : null}
            <div class="actions">
              <button type="button" class="danger" disabled={busy.value} onClick={() => void confirm()}>
                {action.value === 'refund' ? t('console:refund_confirm') : t('console:cancel_confirm')}
              </button>
              <button type="button" class="secondary" onClick={() => (action.value = null)}>
                {t('console:keep')}
              </button>
            </div>
          </div>
        ) : (
          <div class="actions">
            <button type="button" onClick={() => (action.value = 'refund')}>
              <T k="console:refund_named" values={{ code: o.code }} />
            </button>
            <button type="button" class="secondary" onClick={() => (action.value = 'cancel')}>
              <T k="console:cancel_named" values={{ code: o.code }} />
            </button>
          </div>
        )}
      </div>
    </li>
  );
}
