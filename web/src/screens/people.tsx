import { useSignal } from '@preact/signals';
import type { ComponentChildren } from 'preact';
import { useEffect } from 'preact/hooks';
import type { components } from '../../../client/index.ts';
import { claims, convene } from '../session.ts';
import { Avatar, ErrorNote, fullName, SearchForm } from './ui.tsx';
import { Presence, usePresence } from './presence.tsx';

type PublicUser = components['schemas']['PublicUser'];

/** One person in a list (directory, bookmarks): avatar, name linking to the profile, job title and organization. */
function PersonRow({ person, children }: { person: PublicUser; children?: ComponentChildren }) {
  return (
    <li class="item">
      <Avatar user={person} />
      <div>
        <a href={`#/people/${person.id}`}>{fullName(person)}</a>
        <p class="meta">{[person.jobTitle, person.organization].filter(Boolean).join(' · ')}</p>
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
      <h2 id="people-title">People</h2>
      <p>
        <a href="#/bookmarks">Your bookmarks</a>
      </p>
      <SearchForm id="people-q" label="Search people" placeholder="Name, job title or organization" value={q.value} onInput={(v) => (q.value = v)} onSearch={() => void load()} />
      {loading.value ? <p role="status">Loading…</p> : null}
      <ul class="list">
        {people.value.map((p) => (
          <PersonRow key={p.id} person={p} />
        ))}
      </ul>
    </section>
  );
}

/** Someone's public profile: whether they are online, message them, ask them for a meeting, bookmark them. */
export function Profile({ id }: { id: number }) {
  const user = useSignal<PublicUser | null>(null);
  const notice = useSignal('');
  const online = usePresence(id);

  useEffect(() => {
    void convene.rest.GET('/connect/users/{user_id}', { params: { path: { user_id: id } } }).then(({ data }) => {
      user.value = data ?? null;
      if (data) online.value = data.online;
    });
  }, [id]);

  async function bookmark() {
    const { response } = await convene.rest.PUT('/connect/bookmarks/users/{target_user_id}', { params: { path: { target_user_id: id } } });
    notice.value = response.ok ? 'Bookmarked: find them under People, Your bookmarks.' : 'Could not bookmark.';
  }

  const u = user.value;
  if (!u) return <p role="status">Loading…</p>;
  return (
    <section aria-labelledby="profile-title" class="card">
      <Avatar user={u} />
      <h2 id="profile-title">{fullName(u)}</h2>
      {u.id === claims.value?.userId ? null : <Presence online={online.value} />}
      <p class="meta">{[u.jobTitle, u.organization].filter(Boolean).join(' · ')}</p>
      {u.biography ? <p>{u.biography}</p> : null}
      {u.id === claims.value?.userId ? (
        // One's own profile: nothing to ask oneself; what others match on is edited on the networking screen.
        <div class="actions">
          <a class="button" href="#/networking">
            Edit my networking profile
          </a>
        </div>
      ) : (
        <div class="actions">
          <a class="button" href={`#/chat/${u.id}`}>
            Message
          </a>
          <a class="button" href={`#/meet/${u.id}`}>
            Request a meeting
          </a>
          <button type="button" onClick={() => void bookmark()}>
            Bookmark
          </button>
        </div>
      )}
      {notice.value ? <p role="status">{notice.value}</p> : null}
    </section>
  );
}

/** The people the caller bookmarked, newest first, each with Remove. */
export function Bookmarks() {
  const people = useSignal<PublicUser[] | null>(null);
  const notice = useSignal('');
  const error = useSignal('');

  useEffect(() => {
    void convene.rest.GET('/connect/bookmarks/users', { params: { query: { page_size: 100 } } }).then(({ data, error: failed }) => {
      if (failed) error.value = 'Could not load your bookmarks.';
      people.value = data?._embedded.public_user ?? [];
    });
  }, []);

  async function remove(p: PublicUser) {
    error.value = '';
    const { response } = await convene.rest.DELETE('/connect/bookmarks/users/{target_user_id}', { params: { path: { target_user_id: p.id } } });
    if (!response.ok) {
      error.value = `Could not remove ${fullName(p)}.`;
      return;
    }
    people.value = (people.value ?? []).filter((x) => x.id !== p.id);
    notice.value = `${fullName(p)} removed from your bookmarks.`;
  }

  const list = people.value;
  return (
    <section aria-labelledby="bookmarks-title">
      <h2 id="bookmarks-title">Bookmarks</h2>
      {list === null ? <p role="status">Loading…</p> : list.length === 0 ? <p>No bookmarks yet: bookmark people from their profile.</p> : null}
      <ul class="list" data-testid="bookmark-list">
        {(list ?? []).map((p) => (
          <PersonRow key={p.id} person={p}>
            <button type="button" class="secondary push-right" aria-label={`Remove bookmark: ${fullName(p)}`} onClick={() => void remove(p)}>
              Remove
            </button>
          </PersonRow>
        ))}
      </ul>
      <p role="status">{notice.value}</p>
      <ErrorNote message={error.value} />
    </section>
  );
}
