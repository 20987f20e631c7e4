import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import type { components } from '../../../client/index.ts';
import { claims, convene } from '../session.ts';
import { Avatar, fullName, SearchForm } from './ui.tsx';

type PublicUser = components['schemas']['PublicUser'];

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
      <SearchForm id="people-q" label="Search people" placeholder="Name, job title or organization" value={q.value} onInput={(v) => (q.value = v)} onSearch={() => void load()} />
      {loading.value ? <p role="status">Loading…</p> : null}
      <ul class="list">
        {people.value.map((p) => (
          <li key={p.id} class="item">
            <Avatar user={p} />
            <div>
              <a href={`#/people/${p.id}`}>{fullName(p)}</a>
              <p class="meta">{[p.jobTitle, p.organization].filter(Boolean).join(' · ')}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Someone's public profile: message them, ask them for a meeting, bookmark them. */
export function Profile({ id }: { id: number }) {
  const user = useSignal<PublicUser | null>(null);
  const notice = useSignal('');

  useEffect(() => {
    void convene.rest.GET('/connect/users/{user_id}', { params: { path: { user_id: id } } }).then(({ data }) => (user.value = data ?? null));
  }, [id]);

  async function bookmark() {
    const { response } = await convene.rest.PUT('/connect/bookmarks/users/{target_user_id}', { params: { path: { target_user_id: id } } });
    notice.value = response.ok ? 'Bookmarked.' : 'Could not bookmark.';
  }

  const u = user.value;
  if (!u) return <p role="status">Loading…</p>;
  return (
    <section aria-labelledby="profile-title" class="card">
      <Avatar user={u} />
      <h2 id="profile-title">{fullName(u)}</h2>
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
