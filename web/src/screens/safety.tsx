import { useSignal } from '@preact/signals';
import { convene } from '../session.ts';
import { ErrorNote, errorMessage } from './ui.tsx';
import { t } from '../i18n/index.ts';
import { T } from '../i18n/T.tsx';

const reasons = ['spam', 'harassment', 'inappropriate', 'other'] as const;
type Reason = (typeof reasons)[number];

/** Report a user to the event's organizers: a reason and an optional note (POST /reports, type `user`). */
export function ReportUser({ userId, name }: { userId: number; name: string }) {
  return <Report type="user" targetId={userId} name={name} />;
}

/** Report one chat message of `name` (POST /reports, type `chat_message`): the organizers get a snapshot of its text. */
export function ReportMessage({ messageId, name }: { messageId: number; name: string }) {
  return <Report type="chat_message" targetId={messageId} name={name} />;
}

function Report({ type, targetId, name }: { type: 'user' | 'chat_message'; targetId: number; name: string }) {
  const titleId = `report-title-${type}-${targetId}`;
  const message = type === 'chat_message';
  const open = useSignal(false);
  const reason = useSignal<Reason | ''>('');
  const note = useSignal('');
  const busy = useSignal(false);
  const error = useSignal('');
  const done = useSignal<'created' | 'again' | null>(null);

  async function send(e: Event) {
    e.preventDefault();
    if (!reason.value) return void (error.value = t('safety:reason_needed'));
    error.value = '';
    busy.value = true;
    const { data, error: refused, response } = await convene.rest.POST('/connect/reports', {
      body: { type, id: targetId, reason: reason.value, note: note.value.trim() || null },
    });
    busy.value = false;
    if (data) {
      done.value = response.status === 201 ? 'created' : 'again';
      open.value = false;
    } else error.value = errorMessage(refused, t('safety:report_failed'));
  }

  if (done.value)
    return (
      <p role="status" data-testid="report-done">
        <T k={message ? (done.value === 'created' ? 'safety:message_reported' : 'safety:message_reported_before') : done.value === 'created' ? 'safety:reported' : 'safety:reported_before'} values={{ name }} />
      </p>
    );
  if (!open.value)
    return (
      <button type="button" class="secondary" onClick={() => (open.value = true)}>
        {message ? t('safety:report_message') : t('safety:report')}
      </button>
    );
  return (
    <form class="card report" aria-labelledby={titleId} onSubmit={(e) => void send(e)}>
      <h3 id={titleId}>
        <T k={message ? 'safety:report_message_title' : 'safety:report_title'} values={{ name }} />
      </h3>
      <fieldset>
        <legend>{t('safety:reason')}</legend>
        {reasons.map((r) => (
          <label key={r} class="inline">
            <input type="radio" name={`reason-${type}-${targetId}`} value={r} checked={reason.value === r} onChange={() => ((reason.value = r), (error.value = ''))} /> {t(`safety:reason_${r}`)}
          </label>
        ))}
      </fieldset>
      <label>
        {t('safety:note')}
        <textarea name="note" dir="auto" rows={3} maxLength={1000} value={note.value} onInput={(e) => (note.value = e.currentTarget.value)} />
      </label>
      <p class="meta">{t('safety:report_hint')}</p>
      <div class="actions">
        <button type="submit" disabled={busy.value}>
          {t('safety:send_report')}
        </button>
        <button type="button" class="secondary" onClick={() => ((open.value = false), (error.value = ''))}>
          {t('safety:cancel')}
        </button>
      </div>
      <ErrorNote message={error.value} />
    </form>
  );
}

/**
 * Block and unblock (PUT and DELETE /blocks/users/{id}), asked for confirmation first. A block hides each from the
 * other: the profile answers 404 afterwards, so the caller of this keeps the name it had.
 */
export function BlockUser({ userId, name, blocked, onChange }: { userId: number; name: string; blocked: boolean; onChange: (blocked: boolean) => void }) {
  const confirming = useSignal(false);
  const busy = useSignal(false);
  const error = useSignal('');
  const notice = useSignal('');

  async function block() {
    error.value = '';
    busy.value = true;
    const { response, error: refused } = await convene.rest.PUT('/connect/blocks/users/{user_id}', { params: { path: { user_id: userId } } });
    busy.value = false;
    confirming.value = false;
    if (response.ok) {
      notice.value = t('safety:blocked', { name });
      onChange(true);
    } else error.value = errorMessage(refused, t('safety:block_failed'));
  }

  async function unblock() {
    error.value = '';
    busy.value = true;
    const { response } = await convene.rest.DELETE('/connect/blocks/users/{user_id}', { params: { path: { user_id: userId } } });
    busy.value = false;
    if (response.ok) {
      notice.value = t('safety:unblocked', { name });
      onChange(false);
    } else error.value = t('safety:unblock_failed');
  }

  return (
    <div class="block">
      {blocked ? (
        <button type="button" class="secondary" disabled={busy.value} onClick={() => void unblock()}>
          {t('safety:unblock')}
        </button>
      ) : confirming.value ? (
        <div role="group" aria-labelledby="block-confirm" class="card">
          <p id="block-confirm">
            <T k="safety:block_confirm" values={{ name }} />
          </p>
          <div class="actions">
            <button type="button" class="danger" disabled={busy.value} onClick={() => void block()}>
              {t('safety:block_yes')}
            </button>
            <button type="button" class="secondary" onClick={() => (confirming.value = false)}>
              {t('safety:cancel')}
            </button>
          </div>
        </div>
      ) : (
        <button type="button" class="secondary" onClick={() => ((confirming.value = true), (notice.value = ''))}>
          {t('safety:block')}
        </button>
      )}
      {notice.value ? <p role="status">{notice.value}</p> : null}
      <ErrorNote message={error.value} />
    </div>
  );
}
