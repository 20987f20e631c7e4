import { useSignal } from '@preact/signals';
import { Fragment } from 'preact';
import { useEffect } from 'preact/hooks';
import type { components } from '../../../client/index.ts';
import { convene } from '../session.ts';
import { Avatar, ErrorNote, errorMessage, fullName } from './ui.tsx';
import { Affiliation } from './people.tsx';
import { parts, t, type Values } from '../i18n/index.ts';
import { T } from '../i18n/T.tsx';
import { intlLocale } from '../i18n/format.ts';

type Recommendation = components['schemas']['Recommendation'];
type Tag = { slug: string; title: string };
type Kind = 'interests' | 'looking_for' | 'offering';
/** Each kind with the catalog key of its legend. */
const kinds: [Kind, string][] = [
  ['interests', 'networking:my_interests'],
  ['looking_for', 'networking:looking_for'],
  ['offering', 'networking:offering'],
];

/** Tag titles (written by the organizer) as a list in the current language, each title in its own direction. */
function TagList({ titles }: { titles: string[] }) {
  const list = new Intl.ListFormat(intlLocale(), { type: 'unit', style: 'short' });
  return (
    <>
      {list.formatToParts(titles).map((p, i) => (p.type === 'element' ? <bdi key={i}>{p.value}</bdi> : p.value))}
    </>
  );
}

/** One reason (`networking:offers` …) with its tags put where the catalog text has `{{tags}}`. */
function Reason({ k, titles }: { k: string; titles: string[] }) {
  return <>{parts(k, { tags: '' }).map((p, i) => (typeof p === 'string' ? p : <TagList key={i} titles={titles} />))}</>;
}

/** People worth meeting, best match first, with why; dismissing one hides them from the list. */
export function Recommendations() {
  const people = useSignal<Recommendation[] | null>(null);
  const error = useSignal('');
  const notice = useSignal<{ k: string; values: Values } | null>(null);
  const titles = useSignal<Record<string, string>>({});
  const named = (slugs: string[]) => slugs.map((s) => titles.value[s] ?? s);

  async function load() {
    const [{ data, error: err }, tags] = await Promise.all([
      convene.rest.GET('/connect/event/recommendations', { params: { query: { page_size: 20 } } }),
      convene.rest.GET('/connect/networking/tags'),
    ]);
    titles.value = Object.fromEntries((tags.data?.data ?? []).map((tag) => [tag.slug, tag.title]));
    if (err) error.value = t('networking:recommendations_failed');
    people.value = data?._embedded.public_user ?? [];
  }
  useEffect(() => void load(), []);

  async function dismiss(p: Recommendation) {
    const { response } = await convene.rest.POST('/connect/event/recommendations/{user_id}/dismiss', { params: { path: { user_id: p.id } } });
    if (!response.ok) {
      error.value = t('networking:dismiss_failed');
      return;
    }
    notice.value = { k: 'networking:dismissed', values: { name: fullName(p) } };
    people.value = (people.value ?? []).filter((x) => x.id !== p.id);
  }

  return (
    <section aria-labelledby="reco-title">
      <h2 id="reco-title">{t('networking:recommended')}</h2>
      <p>
        <a href="#/networking">{t('networking:edit_profile')}</a>
      </p>
      <ErrorNote message={error.value} />
      {notice.value ? (
        <p role="status">
          <T k={notice.value.k} values={notice.value.values} />
        </p>
      ) : null}
      {people.value === null ? <p role="status">{t('networking:loading')}</p> : null}
      {people.value?.length === 0 ? <p>{t('networking:no_recommendations')}</p> : null}
      <ul class="list" data-testid="recommendation-list">
        {people.value?.map((p) => (
          <li key={p.id} class="item">
            <Avatar user={p} />
            <div>
              <a href={`#/people/${p.id}`}>
                <bdi>{fullName(p)}</bdi>
              </a>
              <Affiliation person={p} />
              <p class="meta">
                {(
                  [
                    ['networking:offers', p.reasons.they_offer],
                    ['networking:looks_for', p.reasons.they_look_for],
                    ['networking:also_into', p.reasons.shared_interests],
                  ] as const
                )
                  .filter(([, slugs]) => slugs.length > 0)
                  .map(([k, slugs], i) => (
                    <Fragment key={k}>
                      {i > 0 ? ' · ' : null}
                      <Reason k={k} titles={named(slugs)} />
                    </Fragment>
                  ))}
              </p>
              <button type="button" class="link" aria-label={t('networking:dismiss_label', { name: fullName(p) })} onClick={() => void dismiss(p)}>
                {t('networking:dismiss')}
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
    void Promise.all([convene.rest.GET('/connect/networking/tags'), convene.rest.GET('/connect/event/networking-profile')]).then(([tg, p]) => {
      tags.value = tg.data?.data ?? [];
      if (p.data) {
        chosen.value = { interests: p.data.interests, looking_for: p.data.looking_for, offering: p.data.offering };
        available.value = p.data.available_for_meetings;
      }
      if (tg.error || p.error) error.value = t('networking:profile_failed');
    });
  }, []);

  function flip(kind: Kind, slug: string, on: boolean) {
    const set = chosen.value[kind].filter((s) => s !== slug);
    chosen.value = { ...chosen.value, [kind]: on ? [...set, slug] : set };
  }

  async function save(e: Event) {
    e.preventDefault();
    const { error: err } = await convene.rest.PUT('/connect/event/networking-profile', { body: { ...chosen.value, available_for_meetings: available.value } });
    notice.value = err ? '' : t('networking:saved');
    error.value = err ? errorMessage(err, t('networking:save_failed')) : '';
  }

  return (
    <section aria-labelledby="np-title">
      <h2 id="np-title">{t('networking:my_profile')}</h2>
      {tags.value.length === 0 ? <p>{t('networking:no_tags')}</p> : null}
      <form onSubmit={(e) => void save(e)}>
        {kinds.map(([kind, legend]) => (
          <fieldset key={kind}>
            <legend>{t(legend)}</legend>
            <div class="tags">
              {tags.value.map((tag) => (
                <label key={tag.slug} class="inline">
                  <input type="checkbox" checked={chosen.value[kind].includes(tag.slug)} onChange={(e) => flip(kind, tag.slug, e.currentTarget.checked)} /> <bdi>{tag.title}</bdi>
                </label>
              ))}
            </div>
          </fieldset>
        ))}
        <label class="inline">
          <input type="checkbox" checked={available.value} onChange={(e) => (available.value = e.currentTarget.checked)} /> {t('networking:available')}
        </label>
        <button type="submit">{t('networking:save')}</button>
      </form>
      <ErrorNote message={error.value} />
      {notice.value ? <p role="status">{notice.value}</p> : null}
    </section>
  );
}
