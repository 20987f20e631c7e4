import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import type { components } from '../../../client/index.ts';
import { convene } from '../session.ts';
import { Avatar, ErrorNote, fullName } from './ui.tsx';

type Recommendation = components['schemas']['Recommendation'];
type Tag = { slug: string; title: string };
type Kind = 'interests' | 'looking_for' | 'offering';
const kinds: [Kind, string][] = [
  ['interests', 'My interests'],
  ['looking_for', 'I am looking for'],
  ['offering', 'I can offer'],
];

/** People worth meeting, best match first, with why; dismissing one hides them from the list. */
export function Recommendations() {
  const people = useSignal<Recommendation[] | null>(null);
  const error = useSignal('');
  const notice = useSignal('');
  const titles = useSignal<Record<string, string>>({});
  const named = (slugs: string[]) => slugs.map((s) => titles.value[s] ?? s).join(', ');

  async function load() {
    const [{ data, error: err }, tags] = await Promise.all([
      convene.rest.GET('/connect/event/recommendations', { params: { query: { page_size: 20 } } }),
      convene.rest.GET('/connect/networking/tags'),
    ]);
    titles.value = Object.fromEntries((tags.data?.data ?? []).map((t) => [t.slug, t.title]));
    if (err) error.value = 'Could not load recommendations.';
    people.value = data?._embedded.public_user ?? [];
  }
  useEffect(() => void load(), []);

  async function dismiss(p: Recommendation) {
    const { response } = await convene.rest.POST('/connect/event/recommendations/{user_id}/dismiss', { params: { path: { user_id: p.id } } });
    if (!response.ok) {
      error.value = 'Could not dismiss.';
      return;
    }
    notice.value = `${fullName(p)} dismissed.`;
    people.value = (people.value ?? []).filter((x) => x.id !== p.id);
  }

  return (
    <section aria-labelledby="reco-title">
      <h2 id="reco-title">Recommended for you</h2>
      <p>
        <a href="#/networking">Edit my networking profile</a>
      </p>
      <ErrorNote message={error.value} />
      {notice.value ? <p role="status">{notice.value}</p> : null}
      {people.value === null ? <p role="status">Loading…</p> : null}
      {people.value?.length === 0 ? <p>No recommendations yet: add interests to your networking profile.</p> : null}
      <ul class="list" data-testid="recommendation-list">
        {people.value?.map((p) => (
          <li key={p.id} class="item">
            <Avatar user={p} />
            <div>
              <a href={`#/people/${p.id}`}>{fullName(p)}</a>
              <p class="meta">{[p.jobTitle, p.organization].filter(Boolean).join(' · ')}</p>
              <p class="meta">
                {[
                  p.reasons.they_offer.length ? `Offers ${named(p.reasons.they_offer)}` : '',
                  p.reasons.they_look_for.length ? `Looks for ${named(p.reasons.they_look_for)}` : '',
                  p.reasons.shared_interests.length ? `Also into ${named(p.reasons.shared_interests)}` : '',
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              <button type="button" class="link" aria-label={`Dismiss ${fullName(p)}`} onClick={() => void dismiss(p)}>
                Dismiss
              </button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The caller's networking profile for the event: tags they are into, look for and offer, from the event's tags. */
export function NetworkingProfile() {
  const tags = useSignal<Tag[]>([]);
  const chosen = useSignal<Record<Kind, string[]>>({ interests: [], looking_for: [], offering: [] });
  const available = useSignal(true);
  const error = useSignal('');
  const notice = useSignal('');

  useEffect(() => {
    void Promise.all([convene.rest.GET('/connect/networking/tags'), convene.rest.GET('/connect/event/networking-profile')]).then(([t, p]) => {
      tags.value = t.data?.data ?? [];
      if (p.data) {
        chosen.value = { interests: p.data.interests, looking_for: p.data.looking_for, offering: p.data.offering };
        available.value = p.data.available_for_meetings;
      }
      if (t.error || p.error) error.value = 'Could not load your networking profile.';
    });
  }, []);

  function flip(kind: Kind, slug: string, on: boolean) {
    const set = chosen.value[kind].filter((s) => s !== slug);
    chosen.value = { ...chosen.value, [kind]: on ? [...set, slug] : set };
  }

  async function save(e: Event) {
    e.preventDefault();
    const { error: err } = await convene.rest.PUT('/connect/event/networking-profile', { body: { ...chosen.value, available_for_meetings: available.value } });
    notice.value = err ? '' : 'Saved.';
    error.value = err ? ((err as { errors?: { message: string }[] }).errors?.[0]?.message ?? 'Could not save.') : '';
  }

  return (
    <section aria-labelledby="np-title">
      <h2 id="np-title">My networking profile</h2>
      {tags.value.length === 0 ? <p>The organizer has not set up networking tags yet.</p> : null}
      <form onSubmit={(e) => void save(e)}>
        {kinds.map(([kind, legend]) => (
          <fieldset key={kind}>
            <legend>{legend}</legend>
            <div class="tags">
              {tags.value.map((t) => (
                <label key={t.slug} class="inline">
                  <input type="checkbox" checked={chosen.value[kind].includes(t.slug)} onChange={(e) => flip(kind, t.slug, e.currentTarget.checked)} /> {t.title}
                </label>
              ))}
            </div>
          </fieldset>
        ))}
        <label class="inline">
          <input type="checkbox" checked={available.value} onChange={(e) => (available.value = e.currentTarget.checked)} /> Available for meetings
        </label>
        <button type="submit">Save</button>
      </form>
      <ErrorNote message={error.value} />
      {notice.value ? <p role="status">{notice.value}</p> : null}
    </section>
  );
}
