import { signal, useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { convene } from '../session.ts';
import { t } from '../i18n/index.ts';
import { T, UserText } from '../i18n/T.tsx';
import { formatDateTime } from '../i18n/format.ts';
import { money } from '../shop/api.ts';
import { ErrorNote } from '../screens/ui.tsx';
import { currentEvent, fromLocalInput, intOrNull, refusal, toLocalInput, type Quota, type SalesTicketType, type Voucher } from './api.ts';

const zone = () => currentEvent.value?.time_zone ?? 'Asia/Tehran';
/** The event's currency, as its ticket types carry it (Convene sells in rials by default). */
const currency = signal('IRR');

/** Ticket types (create, edit), vouchers (create, delete) and the event's quotas. */
export function TicketTypes({ slug }: { slug: string }) {
  const types = useSignal<SalesTicketType[]>([]);
  const vouchers = useSignal<Voucher[]>([]);
  const quotas = useSignal<Quota[]>([]);
  const editing = useSignal<SalesTicketType | null>(null);
  const formKey = useSignal(0);
  const error = useSignal('');

  async function load() {
    const [a, b, c] = await Promise.all([
      convene.rest.GET('/api/events/{slug}/ticket-types', { params: { path: { slug } } }),
      convene.rest.GET('/api/events/{slug}/vouchers', { params: { path: { slug }, query: {} } }),
      convene.rest.GET('/api/events/{slug}/quotas', { params: { path: { slug } } }),
    ]);
    if (!a.data) error.value = refusal(a.error, a.response.status);
    types.value = (a.data?.data ?? []) as SalesTicketType[];
    currency.value = types.value[0]?.currency ?? 'IRR';
    vouchers.value = ((b.data as { data?: Voucher[] } | undefined)?.data ?? []) as Voucher[];
    quotas.value = (c.data?.data ?? []) as Quota[];
  }

  useEffect(() => void load(), [slug]);

  const nameOf = (id: number) => types.value.find((k) => k.id === id)?.name ?? `#${id}`;

  return (
    <div>
      <h3>{t('console:ticket_types')}</h3>
      <ErrorNote message={error.value} />
      {types.value.length === 0 ? <p>{t('console:no_ticket_types')}</p> : null}
      <ul class="list" data-testid="console-ticket-types">
        {types.value.map((k) => (
          <li key={k.id} class="item">
            <div>
              <strong>
                <UserText>{k.name}</UserText>
              </strong>{' '}
              {k.hidden ? <span class="badge">{t('console:hidden')}</span> : null}
              <p class="meta">
                <bdi>{money(k.price, k.currency)}</bdi>
                {' · '}
                {k.capacity === null ? t('console:unlimited') : <T k="console:capacity_of" values={{ count: k.capacity }} />}
                {' · '}
                <T k="console:sold_held" values={{ sold: k.sold, held: k.held }} />
                {' · '}
                <T k="console:per_order" values={{ min: k.min_per_order, max: k.max_per_order }} />
              </p>
              {k.sales_start || k.sales_end ? (
                <p class="meta">
                  <T k="console:sale_window" values={{ from: k.sales_start ? formatDateTime(k.sales_start) : '—', to: k.sales_end ? formatDateTime(k.sales_end) : '—' }} />
                </p>
              ) : null}
              <button
                type="button"
                class="secondary"
                onClick={() => {
                  editing.value = k;
                  formKey.value++;
                }}
              >
                <T k="console:edit_named" values={{ name: k.name }} />
              </button>
            </div>
          </li>
        ))}
      </ul>
      <TicketTypeForm
        key={formKey.value}
        slug={slug}
        type={editing.value}
        onDone={() => {
          editing.value = null;
          formKey.value++;
          void load();
        }}
      />

      <h3>{t('console:vouchers')}</h3>
      {vouchers.value.length === 0 ? <p>{t('console:no_vouchers')}</p> : null}
      <ul class="list" data-testid="console-vouchers">
        {vouchers.value.map((v) => (
          <VoucherRow key={v.id} slug={slug} voucher={v} nameOf={nameOf} onChange={() => void load()} />
        ))}
      </ul>
      <VoucherForm slug={slug} types={types.value} onDone={() => void load()} />

      <h3>{t('console:quotas')}</h3>
      {quotas.value.length === 0 ? <p>{t('console:no_quotas')}</p> : null}
      <ul class="list" data-testid="console-quotas">
        {quotas.value.map((q) => (
          <li key={q.id} class="item">
            <div>
              <strong>
                <UserText>{q.name}</UserText>
              </strong>
              <p class="meta">
                <T k="console:quota_figures" values={{ size: q.size, sold: q.sold, held: q.held, remaining: q.remaining }} />
              </p>
              <p class="meta">
                <T k="console:quota_types" values={{ names: q.ticket_ids.map(nameOf).join('، ') }} />
              </p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

function TicketTypeForm({ slug, type, onDone }: { slug: string; type: SalesTicketType | null; onDone: () => void }) {
  const name = useSignal(type?.name ?? '');
  const price = useSignal(type ? String(type.price) : '');
  const capacity = useSignal(type?.capacity === null || !type ? '' : String(type.capacity));
  const start = useSignal(toLocalInput(type?.sales_start, zone()));
  const end = useSignal(toLocalInput(type?.sales_end, zone()));
  const min = useSignal(String(type?.min_per_order ?? 1));
  const max = useSignal(String(type?.max_per_order ?? 10));
  const hidden = useSignal(type?.hidden ?? false);
  const error = useSignal('');
  const notice = useSignal('');

  async function submit(e: Event) {
    e.preventDefault();
    error.value = '';
    notice.value = '';
    const body = {
      name: name.value,
      price: Number(price.value),
      capacity: intOrNull(capacity.value),
      sales_start: start.value ? fromLocalInput(start.value, zone()) : null,
      sales_end: end.value ? fromLocalInput(end.value, zone()) : null,
      min_per_order: Number(min.value),
      max_per_order: Number(max.value),
      hidden: hidden.value,
    };
    const answer = type
      ? await convene.rest.PATCH('/api/events/{slug}/tickets/{id}', { params: { path: { slug, id: type.id } }, body: body as never })
      : await convene.rest.POST('/api/events/{slug}/tickets', { params: { path: { slug } }, body: body as never });
    if (!answer.response.ok) {
      error.value = refusal(answer.error, answer.response.status);
      return;
    }
    notice.value = t(type ? 'console:ticket_type_saved' : 'console:ticket_type_created', { name: name.value });
    onDone();
  }

  return (
    <form onSubmit={submit} class="stack card" aria-labelledby="ticket-form-title">
      <h4 id="ticket-form-title">{type ? <T k="console:edit_named" values={{ name: type.name }} /> : t('console:new_ticket_type')}</h4>
      <label>
        {t('console:ticket_name')}
        <input required maxLength={200} value={name.value} onInput={(e) => (name.value = e.currentTarget.value)} />
      </label>
      <label>
        {t('console:price_rials')}
        <input type="number" required min={0} step={1} inputMode="numeric" value={price.value} onInput={(e) => (price.value = e.currentTarget.value)} />
      </label>
      {price.value && Number(price.value) >= 0 ? <p class="hint">{money(Number(price.value), currency.value)}</p> : null}
      <label>
        {t('console:ticket_capacity')}
        <input type="number" min={0} inputMode="numeric" value={capacity.value} onInput={(e) => (capacity.value = e.currentTarget.value)} />
      </label>
      <p class="hint">{t('console:ticket_capacity_hint')}</p>
      <label>
        {t('console:sales_start')}
        <input type="datetime-local" value={start.value} onInput={(e) => (start.value = e.currentTarget.value)} />
      </label>
      <label>
        {t('console:sales_end')}
        <input type="datetime-local" value={end.value} onInput={(e) => (end.value = e.currentTarget.value)} />
      </label>
      <label>
        {t('console:min_per_order')}
        <input type="number" required min={1} inputMode="numeric" value={min.value} onInput={(e) => (min.value = e.currentTarget.value)} />
      </label>
      <label>
        {t('console:max_per_order')}
        <input type="number" required min={1} inputMode="numeric" value={max.value} onInput={(e) => (max.value = e.currentTarget.value)} />
      </label>
      <label class="inline">
        <input type="checkbox" checked={hidden.value} onChange={(e) => (hidden.value = e.currentTarget.checked)} />
        {t('console:hidden_type')}
      </label>
      <ErrorNote message={error.value} />
      {notice.value ? <p role="status">{notice.value}</p> : null}
      <div class="actions">
        <button type="submit">{type ? t('console:save') : t('console:create_ticket_type')}</button>
        {type ? (
          <button type="button" class="secondary" onClick={onDone}>
            {t('console:cancel_edit')}
          </button>
        ) : null}
      </div>
    </form>
  );
}

function discountText(v: Voucher): string {
  const d = v.discount as { percent?: number; amount?: number; price?: number };
  if (d.percent !== undefined) return t('console:discount_percent_of', { percent: d.percent });
  if (d.amount !== undefined) return t('console:discount_amount_of', { amount: money(d.amount, currency.value) });
  return t('console:discount_price_of', { price: money(d.price ?? 0, currency.value) });
}

function VoucherRow({ slug, voucher: v, nameOf, onChange }: { slug: string; voucher: Voucher; nameOf: (id: number) => string; onChange: () => void }) {
  const confirming = useSignal(false);
  const error = useSignal('');
  async function remove() {
    const { response, error: err } = await convene.rest.DELETE('/api/events/{slug}/vouchers/{id}', { params: { path: { slug, id: v.id } } });
    if (!response.ok) error.value = refusal(err, response.status);
    else onChange();
    confirming.value = false;
  }
  return (
    <li class="item">
      <div>
        <strong>
          <bdi>{v.code}</bdi>
        </strong>
        <p class="meta">
          {discountText(v)}
          {' · '}
          <T k="console:voucher_uses" values={{ used: v.used, max: v.max_uses }} />
          {v.valid_until ? (
            <>
              {' · '}
              <T k="console:valid_until_at" values={{ time: formatDateTime(v.valid_until) }} />
            </>
          ) : null}
          {v.ticket_ids ? (
            <>
              {' · '}
              <T k="console:voucher_for" values={{ names: v.ticket_ids.map(nameOf).join('، ') }} />
            </>
          ) : null}
          {v.reserve ? (
            <>
              {' · '}
              <T k="console:voucher_reserved" values={{ count: v.reserved }} />
            </>
          ) : null}
        </p>
        <ErrorNote message={error.value} />
        {confirming.value ? (
          <div class="actions" role="group" aria-label={t('console:confirm_delete_voucher', { code: v.code })}>
            <span>
              <T k="console:confirm_delete_voucher" values={{ code: v.code }} />
            </span>
            <button type="button" class="danger" onClick={() => void remove()}>
              {t('console:delete_confirm')}
            </button>
            <button type="button" class="secondary" onClick={() => (confirming.value = false)}>
              {t('console:keep')}
            </button>
          </div>
        ) : (
          <button type="button" class="secondary" onClick={() => (confirming.value = true)}>
            <T k="console:delete_named" values={{ name: v.code }} />
          </button>
        )}
      </div>
    </li>
  );
}

function VoucherForm({ slug, types, onDone }: { slug: string; types: SalesTicketType[]; onDone: () => void }) {
  const mode = useSignal<'code' | 'count'>('code');
  const code = useSignal('');
  const count = useSignal('10');
  const kind = useSignal<'percent' | 'amount' | 'price'>('percent');
  const value = useSignal('');
  const maxUses = useSignal('1');
  const validUntil = useSignal('');
  const reserve = useSignal(false);
  const only = useSignal<number[]>([]);
  const error = useSignal('');
  const notice = useSignal('');

  async function submit(e: Event) {
    e.preventDefault();
    error.value = '';
    notice.value = '';
    const body: Record<string, unknown> = {
      discount: { [kind.value]: Number(value.value) },
      max_uses: Number(maxUses.value),
      valid_until: validUntil.value ? fromLocalInput(validUntil.value, zone()) : null,
      ticket_ids: only.value.length ? only.value : null,
    };
    if (mode.value === 'code') body.code = code.value.trim();
    else body.count = Number(count.value);
    if (reserve.value) body.reserve = true;
    const { data, error: err, response } = await convene.rest.POST('/api/events/{slug}/vouchers', { params: { path: { slug } }, body: body as never });
    if (!data) {
      error.value = refusal(err, response.status);
      return;
    }
    notice.value = t('console:vouchers_created', { count: (data.data as Voucher[]).length });
    code.value = '';
    onDone();
  }

  return (
    <form onSubmit={submit} class="stack card" aria-labelledby="voucher-form-title">
      <h4 id="voucher-form-title">{t('console:new_voucher')}</h4>
      <fieldset>
        <legend>{t('console:voucher_codes')}</legend>
        <label class="inline">
          <input type="radio" name="voucher-mode" checked={mode.value === 'code'} onChange={() => (mode.value = 'code')} />
          {t('console:one_code')}
        </label>
        <label class="inline">
          <input type="radio" name="voucher-mode" checked={mode.value === 'count'} onChange={() => (mode.value = 'count')} />
          {t('console:generated_codes')}
        </label>
      </fieldset>
      {mode.value === 'code' ? (
        <label>
          {t('console:voucher_code')}
          <input required minLength={3} maxLength={64} pattern="[A-Za-z0-9_\-]+" value={code.value} onInput={(e) => (code.value = e.currentTarget.value)} />
        </label>
      ) : (
        <label>
          {t('console:voucher_count')}
          <input type="number" required min={1} inputMode="numeric" value={count.value} onInput={(e) => (count.value = e.currentTarget.value)} />
        </label>
      )}
      <label>
        {t('console:discount_kind')}
        <select value={kind.value} onChange={(e) => (kind.value = e.currentTarget.value as 'percent' | 'amount' | 'price')}>
          <option value="percent">{t('console:discount_percent')}</option>
          <option value="amount">{t('console:discount_amount')}</option>
          <option value="price">{t('console:discount_price')}</option>
        </select>
      </label>
      <label>
        {t(`console:discount_value_${kind.value}`)}
        <input type="number" required min={kind.value === 'price' ? 0 : 1} max={kind.value === 'percent' ? 100 : undefined} inputMode="numeric" value={value.value} onInput={(e) => (value.value = e.currentTarget.value)} />
      </label>
      <label>
        {t('console:max_uses')}
        <input type="number" required min={1} inputMode="numeric" value={maxUses.value} onInput={(e) => (maxUses.value = e.currentTarget.value)} />
      </label>
      <label>
        {t('console:valid_until')}
        <input type="datetime-local" value={validUntil.value} onInput={(e) => (validUntil.value = e.currentTarget.value)} />
      </label>
      {types.length ? (
        <fieldset>
          <legend>{t('console:voucher_applies')}</legend>
          {types.map((k) => (
            <label key={k.id} class="inline">
              <input
                type="checkbox"
                checked={only.value.includes(k.id)}
                onChange={(e) => (only.value = e.currentTarget.checked ? [...only.value, k.id] : only.value.filter((id) => id !== k.id))}
              />
              <bdi>{k.name}</bdi>
            </label>
          ))}
        </fieldset>
      ) : null}
      <label class="inline">
        <input type="checkbox" checked={reserve.value} onChange={(e) => (reserve.value = e.currentTarget.checked)} />
        {t('console:reserve')}
      </label>
      <ErrorNote message={error.value} />
      {notice.value ? <p role="status">{notice.value}</p> : null}
      <button type="submit">{t('console:create_voucher')}</button>
    </form>
  );
}
