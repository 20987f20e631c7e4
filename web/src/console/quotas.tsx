import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { convene } from '../session.ts';
import { t } from '../i18n/index.ts';
import { T, UserText } from '../i18n/T.tsx';
import { ErrorNote } from '../screens/ui.tsx';
import { refusal, type Quota, type SalesTicketType } from './api.ts';
import { ConfirmDelete } from './confirm.tsx';

/**
 * Quotas (CONTRACT 15): a number of places shared by some ticket types. A place counts against its type, every quota
 * the type is in and the event; create, resize, change the types, delete.
 */
export function Quotas({ slug }: { slug: string }) {
  const quotas = useSignal<Quota[]>([]);
  const types = useSignal<SalesTicketType[]>([]);
  const editing = useSignal<Quota | null>(null);
  const formKey = useSignal(0);
  const error = useSignal('');
  const notice = useSignal('');

  async function load() {
    const [q, k] = await Promise.all([
      convene.rest.GET('/api/events/{slug}/quotas', { params: { path: { slug } } }),
      convene.rest.GET('/api/events/{slug}/ticket-types', { params: { path: { slug } } }),
    ]);
    if (!q.data) error.value = refusal(q.error, q.response.status);
    quotas.value = (q.data?.data ?? []) as Quota[];
    types.value = (k.data?.data ?? []) as SalesTicketType[];
  }
  useEffect(() => void load(), [slug]);

  const nameOf = (id: number) => types.value.find((k) => k.id === id)?.name ?? `#${id}`;

  async function remove(q: Quota) {
    error.value = '';
    const { response, error: err } = await convene.rest.DELETE('/api/events/{slug}/quotas/{id}', { params: { path: { slug, id: q.id } } });
    if (!response.ok) {
      error.value = refusal(err, response.status);
      return;
    }
    notice.value = t('console_edit:quota_deleted', { name: q.name });
    editing.value = null;
    formKey.value++;
    void load();
  }

  return (
    <div>
      <h3>{t('console:quotas')}</h3>
      <p class="hint">{t('console_edit:quotas_hint')}</p>
      <ErrorNote message={error.value} />
      {notice.value ? <p role="status">{notice.value}</p> : null}
      {quotas.value.length === 0 ? <p>{t('console:no_quotas')}</p> : null}
      <ul class="list" data-testid="console-quota-list">
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
              <div class="actions">
                <button
                  type="button"
                  class="secondary"
                  onClick={() => {
                    editing.value = q;
                    notice.value = '';
                    formKey.value++;
                  }}
                >
                  <T k="console:edit_named" values={{ name: q.name }} />
                </button>
                <ConfirmDelete name={q.name} question={t('console_edit:confirm_delete_quota', { name: q.name })} onConfirm={() => void remove(q)} />
              </div>
            </div>
          </li>
        ))}
      </ul>
      <QuotaForm
        key={formKey.value}
        slug={slug}
        quota={editing.value}
        types={types.value}
        onDone={(message) => {
          notice.value = message;
          editing.value = null;
          formKey.value++;
          void load();
        }}
      />
    </div>
  );
}

function QuotaForm({ slug, quota, types, onDone }: { slug: string; quota: Quota | null; types: SalesTicketType[]; onDone: (message: string) => void }) {
  const name = useSignal(quota?.name ?? '');
  const size = useSignal(quota ? String(quota.size) : '');
  const picked = useSignal<number[]>(quota?.ticket_ids ?? []);
  const error = useSignal('');

  async function submit(e: Event) {
    e.preventDefault();
    error.value = '';
    if (picked.value.length === 0) {
      error.value = t('console_edit:quota_needs_types');
      return;
    }
    const body = { name: name.value.trim(), size: Math.trunc(Number(size.value)), ticket_ids: picked.value };
    const answer = quota
      ? await convene.rest.PATCH('/api/events/{slug}/quotas/{id}', { params: { path: { slug, id: quota.id } }, body })
      : await convene.rest.POST('/api/events/{slug}/quotas', { params: { path: { slug } }, body });
    if (!answer.data) {
      error.value = refusal(answer.error, answer.response.status);
      return;
    }
    onDone(t(quota ? 'console_edit:quota_saved' : 'console_edit:quota_created', { name: body.name }));
  }

  if (types.length === 0) return <p>{t('console_edit:quota_no_types')}</p>;
  return (
    <form onSubmit={submit} class="stack card" aria-labelledby="quota-form-title">
      <h4 id="quota-form-title">{quota ? <T k="console_edit:edit_quota" values={{ name: quota.name }} /> : t('console_edit:new_quota')}</h4>
      <label>
        {t('console_edit:quota_name')}
        <input required maxLength={200} value={name.value} onInput={(e) => (name.value = e.currentTarget.value)} />
      </label>
      <label>
        {t('console_edit:quota_size')}
        <input type="number" required min={0} inputMode="numeric" value={size.value} onInput={(e) => (size.value = e.currentTarget.value)} />
      </label>
      <fieldset>
        <legend>{t('console_edit:quota_types')}</legend>
        {types.map((k) => (
          <label key={k.id} class="inline">
            <input
              type="checkbox"
              checked={picked.value.includes(k.id)}
              onChange={(e) => (picked.value = e.currentTarget.checked ? [...picked.value, k.id] : picked.value.filter((id) => id !== k.id))}
            />
            <bdi>{k.name}</bdi>
          </label>
        ))}
      </fieldset>
      <ErrorNote message={error.value} />
      <button type="submit">{quota ? t('console:save') : t('console_edit:create_quota')}</button>
    </form>
  );
}
