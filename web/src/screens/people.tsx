import { useSignal } from '@preact/signals';
import { Fragment, type ComponentChildren } from 'preact';
import { useEffect } from 'preact/hooks';
import type { components } from '../../../client/index.ts';
import { claims, convene } from '../session.ts';
import { Avatar, ErrorNote, fullName, SearchForm } from './ui.tsx';
import { Presence, usePresence } from './presence.tsx';
import { t, type Values } from '../i18n/index.ts';
import { T } from '../i18n/T.tsx';
import { ProfileLinks } from './profile.tsx';
import { BlockUser, ReportUser } from './safety.tsx';

type PublicUser = components['schemas']['PublicUser'];
/** A catalog key with its values, rendered when shown (so it follows a change of language). */
type Note = { k: string; values?: Values } | null;

/** Job title and organization as written, each in its own direction, "·" between them. */
export function Affiliation({ person }: { person: { jobTitle?: string | null; organization?: string | null } }) {
  const items = [person.jobTitle, person.organization].filter((x): x is string => Boolean(x));
  return (
    <p class="meta">
      {items.map((x, i) => (
        <Fragment key={i}>
          {i > 0 ? ' · ' : null}
          <bdi>{x}</bdi>
        </Fragment>
      ))}
    </p>
  );
}

/** One person in a list (directory, bookmarks): avatar, name linking to the profile, job title and organization. */
function PersonRow({ person, children }: { person: PublicUser; children?: ComponentChildren }) {
  return (
    <li class="item">
      <Avatar user={person} />
      <div>
        <a href={`#/people/${person.id}`}>
          <bdi>{fullName(person)}</bdi>
        </a>
        <Affiliation person={person} />
      </div>
      {children}
    </li>
  );
}

/** The event's directory, searchable by name, job title and organization. */
export function People() {
  const q = useSignal('');
  const people = useSignal<PublicUser[]>([]);
  const loading = useSignal(false);

  async function load() {
    loading.value = true;
    const query = q.value.trim() ? { q: q.value.trim(), page_size: 50 } : { page_size: 50 };
    const { data } = await convene.rest.GET('/connect/event/attendees', { params: { query } });
    people.value = data?._embedded.public_user ?? [];
    loading.value = false;
  }

  useEffect(() => void load(), []);

  return (
    <section aria-labelledby="people-title">
      <h2 id="people-title">{t('common:nav_people')}</h2>
      <p>
        <a href="#/bookmarks">{t('people:your_bookmarks')}</a>
      </p>
      <SearchForm id="people-q" label={t('people:search_label')} placeholder={t('people:search_placeholder')} value={q.value} onInput={(v) => (q.value = v)} onSearch={() => void load()} />
      {loading.value ? <p role="status">{t('people:loading')}</p> : null}
      <ul class="list">
        {people.value.map((p) => (
          <PersonRow key={p.id} person={p} />
        ))}
      </ul>
    </section>
  );
}

/** Someone's public profile: whether they are online, message them, ask them for a meeting, bookmark, report or block them. */
export function Profile({ id }: { id: number }) {
  const user = useSignal<PublicUser | null>(null);
  const missing = useSignal(false);
  const blocked = useSignal(false);
  const notice = useSignal<Note>(null);
  const online = usePresence(id);

  useEffect(() => {
    missing.value = false;
    blocked.value = false;
    void convene.rest.GET('/connect/users/{user_id}', { params: { path: { user_id: id } } }).then(async ({ data }) => {
      user.value = data ?? null;
      if (data) return void (online.value = data.online);
      // A block hides the profile both ways (404): someone the caller blocked is still listed under their blocks.
      const { data: blocks } = await convene.rest.GET('/connect/blocks/users', { params: { query: { page_size: 100 } } });
      const mine = blocks?._embedded.public_user.find((p) => p.id === id);
      if (mine) {
        user.value = mine;
        blocked.value = true;
      } else missing.value = true;
    });
  }, [id]);

  async function bookmark() {
    const { response } = await convene.rest.PUT('/connect/bookmarks/users/{target_user_id}', { params: { path: { target_user_id: id } } });
    notice.value = { k: response.ok ? 'people:bookmarked' : 'people:bookmark_failed' };
  }

  const u = user.value;
  if (missing.value) return <p role="alert">{t('people:not_found')}</p>;
  if (!u) return <p role="status">{t('people:loading')}</p>;
  const self = u.id === claims.value?.userId;
  return (
    <section aria-labelledby="profile-title" class="card">
      <Avatar user={u} />
      <h2 id="profile-title">
        <bdi>{fullName(u)}</bdi>
      </h2>
      {self || blocked.value ? null : <Presence online={online.value} />}
      <Affiliation person={u} />
      {u.biography ? <p dir="auto">{u.biography}</p> : null}
      <ProfileLinks person={u} />
      {self ? (
        // One's own profile: nothing to ask oneself; what others match on is edited on the networking screen.
        <div class="actions">
          <a class="button" href="#/me/edit">
            {t('people:edit_profile')}
          </a>
          <a class="button" href="#/networking">
            {t('people:edit_networking')}
          </a>
        </div>
      ) : blocked.value ? (
        <p>
          <T k="people:you_blocked" values={{ name: fullName(u) }} />
        </p>
      ) : (
        <div class="actions">
          <a class="button" href={`#/chat/${u.id}`}>
            {t('people:message')}
          </a>
          <a class="button" href={`#/meet/${u.id}`}>
            {t('people:request_meeting')}
          </a>
          <button type="button" onClick={() => void bookmark()}>
            {t('people:bookmark')}
          </button>
        </div>
      )}
      {notice.value ? (
        <p role="status">
          <T k={notice.value.k} values={notice.value.values} />
        </p>
      ) : null}
      {self ? null : (
        <div key="safety" class="actions safety">
          {blocked.value ? null : <ReportUser key="report" userId={u.id} name={fullName(u)} />}
          <BlockUser key="block" userId={u.id} name={fullName(u)} blocked={blocked.value} onChange={(b) => (blocked.value = b)} />
        </div>
      )}
    </section>
  );
}

/** The people the caller bookmarked, newest first, each with Remove. */
export function Bookmarks() {
  const people = useSignal<PublicUser[] | null>(null);
  const notice = useSignal<Note>(null);
  const error = useSignal('');

  useEffect(() => {
    void convene.rest.GET('/connect/bookmarks/users', { params: { query: { page_size: 100 } } }).then(({ data, error: failed }) => {
      if (failed) error.value = t('people:bookmarks_failed');
      people.value = data?._embedded.public_user ?? [];
    });
  }, []);

  async function remove(p: PublicUser) {
    error.value = '';
    const { response } = await convene.rest.DELETE('/connect/bookmarks/users/{target_user_id}', { params: { path: { target_user_id: p.id } } });
    if (!response.ok) {
      error.value = t('people:remove_failed', { name: fullName(p) });
      return;
    }
    people.value = (people.value ?? []).filter((x) => x.id !== p.id);
    notice.value = { k: 'people:removed', values: { name: fullName(p) } };
  }

  const list = people.value;
  return (
    <section aria-labelledby="bookmarks-title">
      <h2 id="bookmarks-title">{t('people:bookmarks')}</h2>
      {list === null ? <p role="status">{t('people:loading')}</p> : list.length === 0 ? <p>{t('people:no_bookmarks')}</p> : null}
      <ul class="list" data-testid="bookmark-list">
        {(list ?? []).map((p) => (
          <PersonRow key={p.id} person={p}>
            <button type="button" class="secondary push-right" aria-label={t('people:remove_bookmark', { name: fullName(p) })} onClick={() => void remove(p)}>
              {t('people:remove')}
            </button>
          </PersonRow>
        ))}
      </ul>
      <p role="status">{notice.value ? <T k={notice.value.k} values={notice.value.values} /> : null}</p>
      <ErrorNote message={error.value} />
    </section>
  );
}
