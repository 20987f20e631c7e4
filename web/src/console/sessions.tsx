import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import type { components } from '../../../client/index.ts';
import { convene } from '../session.ts';
import { t } from '../i18n/index.ts';
import { T, UserText } from '../i18n/T.tsx';
import { formatSpan } from '../i18n/format.ts';
import { ErrorNote } from '../screens/ui.tsx';
import { currentEvent, fromLocalInput, refusal, toLocalInput } from './api.ts';
import { ConfirmDelete } from './confirm.tsx';

type SessionItem = components['schemas']['Session'];
type Tag = { slug: string; title: string };

const zone = () => currentEvent.value?.time_zone ?? 'Asia/Tehran';

/** `Name, title` per line → speakers (a Persian comma `،` works too); a line without a comma is a name alone. */
function speakersOf(text: string): Array<{ name: string; title?: string }> {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const at = line.search(/[,،]/);
      if (at < 0) return { name: line };
      const title = line.slice(at + 1).trim();
      return title ? { name: line.slice(0, at).trim(), title } : { name: line.slice(0, at).trim() };
    });
}
const speakersText = (s: SessionItem['speakers']) => s.map((p) => (p.title ? `${p.name}, ${p.title}` : p.name)).join('\n');

/** The event's programme (CONTRACT 12): the sessions, a form to add one, and the same form to edit or delete one. */
export function Sessions({ slug }: { slug: string }) {
  const sessions = useSignal<SessionItem[]>([]);
  const tags = useSignal<Tag[]>([]);
  const editing = useSignal<SessionItem | null>(null);
  const formKey = useSignal(0);
  const error = useSignal('');
  const notice = useSignal('');

  async function load() {
    const [list, tagList] = await Promise.all([
      convene.rest.GET('/api/events/{slug}/sessions', { params: { path: { slug }, query: {} } }),
      convene.rest.GET('/api/events/{slug}/networking/tags', { params: { path: { slug } } }),
    ]);
    if (!list.data) error.value = refusal(list.error, list.response.status);
    sessions.value = list.data?.data ?? [];
    tags.value = (tagList.data?.data ?? []) as Tag[];
  }
  useEffect(() => void load(), [slug]);

  async function remove(s: SessionItem) {
    error.value = '';
    const { response, error: err } = await convene.rest.DELETE('/api/events/{slug}/sessions/{id}', { params: { path: { slug, id: s.id } } });
    if (!response.ok) {
      error.value = refusal(err, response.status);
      return;
    }
    notice.value = t('console_edit:session_deleted', { title: s.title });
    if (editing.value?.id === s.id) {
      editing.value = null;
      formKey.value++;
    }
    void load();
  }

  return (
    <div>
      <h3>{t('console_edit:sessions_title')}</h3>
      <ErrorNote message={error.value} />
      {notice.value ? <p role="status">{notice.value}</p> : null}
      {sessions.value.length === 0 ? <p>{t('console_edit:no_sessions')}</p> : null}
      <ul class="list" data-testid="console-sessions">
        {sessions.value.map((s) => (
          <li key={s.id} class="item">
            <div>
              <strong>
                <UserText>{s.title}</UserText>
              </strong>
              <p class="meta">
                <bdi>{formatSpan(s.starts_at, s.ends_at, zone())}</bdi>
                {s.room ? (
                  <>
                    {' · '}
                    <UserText>{s.room}</UserText>
                  </>
                ) : null}
              </p>
              {s.speakers.length ? (
                <p class="meta">
                  <T k="console_edit:speakers_of" values={{ names: s.speakers.map((p) => p.name).join('، ') }} />
                </p>
              ) : null}
              <div class="actions">
                <button
                  type="button"
                  class="secondary"
                  onClick={() => {
                    editing.value = s;
                    notice.value = '';
                    formKey.value++;
                  }}
                >
                  <T k="console:edit_named" values={{ name: s.title }} />
                </button>
                <ConfirmDelete name={s.title} question={t('console_edit:confirm_delete_session', { title: s.title })} onConfirm={() => void remove(s)} />
              </div>
            </div>
          </li>
        ))}
      </ul>
      <SessionForm
        key={formKey.value}
        slug={slug}
        session={editing.value}
        tags={tags.value}
        onDone={(message) => {
          notice.value = message;
          editing.value = null;
          formKey.value++;
          void load();
        }}
        onCancel={() => {
          editing.value = null;
          formKey.value++;
        }}
      />
    </div>
  );
}

function SessionForm({ slug, session, tags, onDone, onCancel }: { slug: string; session: SessionItem | null; tags: Tag[]; onDone: (message: string) => void; onCancel: () => void }) {
  const start = currentEvent.value?.starts_at ?? null;
  const title = useSignal(session?.title ?? '');
  const description = useSignal(session?.description ?? '');
  const starts = useSignal(toLocalInput(session?.starts_at ?? start, zone()));
  const ends = useSignal(toLocalInput(session?.ends_at ?? start, zone()));
  const room = useSignal(session?.room ?? '');
  const speakers = useSignal(session ? speakersText(session.speakers) : '');
  const picked = useSignal<string[]>(session?.tags ?? []);
  const qa = useSignal(session?.qa_enabled ?? true);
  const error = useSignal('');
  const busy = useSignal(false);

  async function submit(e: Event) {
    e.preventDefault();
    error.value = '';
    const body: Record<string, unknown> = {
      title: title.value.trim(),
      description: description.value.trim() || null,
      starts_at: fromLocalInput(starts.value, zone()),
      ends_at: fromLocalInput(ends.value, zone()),
      room: room.value.trim() || null,
      speakers: speakersOf(speakers.value),
      tags: picked.value,
    };
    busy.value = true;
    const answer = session
      ? await convene.rest.PATCH('/api/events/{slug}/sessions/{id}', { params: { path: { slug, id: session.id } }, body: { ...body, qa_enabled: qa.value } as never })
      : await convene.rest.POST('/api/events/{slug}/sessions', { params: { path: { slug } }, body: body as never });
    busy.value = false;
    if (!answer.data) {
      error.value = refusal(answer.error, answer.response.status);
      return;
    }
    onDone(t(session ? 'console_edit:session_saved' : 'console_edit:session_created', { title: body.title as string }));
  }

  return (
    <form onSubmit={submit} class="stack card" aria-labelledby="session-form-title">
      <h4 id="session-form-title">{session ? <T k="console_edit:edit_session" values={{ title: session.title }} /> : t('console_edit:new_session')}</h4>
      <label>
        {t('console_edit:session_title')}
        <input required maxLength={200} value={title.value} onInput={(e) => (title.value = e.currentTarget.value)} />
      </label>
      <label>
        {t('console_edit:session_starts')}
        <input type="datetime-local" required value={starts.value} onInput={(e) => (starts.value = e.currentTarget.value)} />
      </label>
      <label>
        {t('console_edit:session_ends')}
        <input type="datetime-local" required value={ends.value} onInput={(e) => (ends.value = e.currentTarget.value)} />
      </label>
      <label>
        {t('console_edit:session_room')}
        <input maxLength={200} value={room.value} onInput={(e) => (room.value = e.currentTarget.value)} />
      </label>
      <label>
        {t('console_edit:session_description')}
        <textarea rows={4} maxLength={20000} dir="auto" value={description.value} onInput={(e) => (description.value = e.currentTarget.value)} />
      </label>
      <label>
        {t('console_edit:session_speakers')}
        <textarea rows={3} dir="auto" value={speakers.value} onInput={(e) => (speakers.value = e.currentTarget.value)} />
      </label>
      <p class="hint">{t('console_edit:session_speakers_hint')}</p>
      {tags.length ? (
        <fieldset>
          <legend>{t('console_edit:session_tags')}</legend>
          {tags.map((tag) => (
            <label key={tag.slug} class="inline">
              <input
                type="checkbox"
                checked={picked.value.includes(tag.slug)}
                onChange={(e) => (picked.value = e.currentTarget.checked ? [...picked.value, tag.slug] : picked.value.filter((s) => s !== tag.slug))}
              />
              <bdi>{tag.title}</bdi>
            </label>
          ))}
        </fieldset>
      ) : null}
      {session ? (
        <label class="inline">
          <input type="checkbox" checked={qa.value} onChange={(e) => (qa.value = e.currentTarget.checked)} />
          {t('console_edit:session_qa')}
        </label>
      ) : null}
      <ErrorNote message={error.value} />
      <div class="actions">
        <button type="submit" disabled={busy.value}>
          {session ? t('console:save') : t('console_edit:create_session')}
        </button>
        {session ? (
          <button type="button" class="secondary" onClick={onCancel}>
            {t('console_edit:cancel')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
