import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { convene } from '../session.ts';
import { t } from '../i18n/index.ts';
import { T, UserText } from '../i18n/T.tsx';
import { ErrorNote } from '../screens/ui.tsx';
import { currentEvent, fromLocalInput, refusal, toLocalInput } from './api.ts';

type Tag = { slug: string; title: string };
interface Settings {
  enabled: boolean;
  slot_minutes: number;
  windows: Array<{ starts_at: string; ends_at: string }>;
  locations: Array<{ id?: number; name: string }>;
}

const zone = () => currentEvent.value?.time_zone ?? 'Asia/Tehran';

/** A tag slug from a title: lower case a–z, 0–9 and -, as the API takes them (empty for a title of other letters). */
function slugOf(title: string): string {
  return title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
}

/** Networking: the event's interest tags (PUT replaces the list) and its one-to-one meeting settings. */
export function Networking({ slug }: { slug: string }) {
  return (
    <div>
      <NetworkingTags slug={slug} />
      <MeetingSettings slug={slug} />
    </div>
  );
}

function NetworkingTags({ slug }: { slug: string }) {
  const tags = useSignal<Tag[]>([]);
  const title = useSignal('');
  const tagSlug = useSignal('');
  const slugTouched = useSignal(false);
  const error = useSignal('');
  const notice = useSignal('');

  async function load() {
    const { data, error: err, response } = await convene.rest.GET('/api/events/{slug}/networking/tags', { params: { path: { slug } } });
    if (!data) error.value = refusal(err, response.status);
    tags.value = (data?.data ?? []) as Tag[];
  }
  useEffect(() => void load(), [slug]);

  async function save(next: Tag[], message: string): Promise<boolean> {
    error.value = '';
    notice.value = '';
    const { data, error: err, response } = await convene.rest.PUT('/api/events/{slug}/networking/tags', { params: { path: { slug } }, body: { tags: next } });
    if (!data) {
      error.value = refusal(err, response.status);
      return false;
    }
    tags.value = data.data as Tag[];
    notice.value = message;
    return true;
  }

  async function add(e: Event) {
    e.preventDefault();
    const tag = { slug: tagSlug.value.trim(), title: title.value.trim() };
    if (await save([...tags.value, tag], t('console_edit:tag_added', { title: tag.title }))) {
      title.value = '';
      tagSlug.value = '';
      slugTouched.value = false;
    }
  }

  return (
    <section aria-labelledby="tags-title">
      <h3 id="tags-title">{t('console_edit:tags_title')}</h3>
      <p class="hint">{t('console_edit:tags_hint')}</p>
      {tags.value.length === 0 ? <p>{t('console_edit:no_tags')}</p> : null}
      <ul class="list" data-testid="console-tags">
        {tags.value.map((tag) => (
          <li key={tag.slug} class="item">
            <div>
              <strong>
                <UserText>{tag.title}</UserText>
              </strong>{' '}
              <span class="meta">
                <bdi>{tag.slug}</bdi>
              </span>{' '}
              <button type="button" class="secondary" onClick={() => void save(tags.value.filter((x) => x.slug !== tag.slug), t('console_edit:tag_removed', { title: tag.title }))}>
                <T k="console_edit:remove_named" values={{ name: tag.title }} />
              </button>
            </div>
          </li>
        ))}
      </ul>
      <form onSubmit={add} class="stack card" aria-labelledby="tag-form-title">
        <h4 id="tag-form-title">{t('console_edit:new_tag')}</h4>
        <label>
          {t('console_edit:tag_title')}
          <input
            required
            maxLength={80}
            value={title.value}
            onInput={(e) => {
              title.value = e.currentTarget.value;
              if (!slugTouched.value) tagSlug.value = slugOf(title.value);
            }}
          />
        </label>
        <label>
          {t('console_edit:tag_slug')}
          <input
            required
            maxLength={40}
            pattern="[a-z0-9][a-z0-9\-]*"
            dir="ltr"
            value={tagSlug.value}
            onInput={(e) => {
              tagSlug.value = e.currentTarget.value;
              slugTouched.value = true;
            }}
          />
        </label>
        <p class="hint">{t('console_edit:tag_slug_hint')}</p>
        <ErrorNote message={error.value} />
        {notice.value ? <p role="status">{notice.value}</p> : null}
        <button type="submit">{t('console_edit:add_tag')}</button>
      </form>
    </section>
  );
}

function MeetingSettings({ slug }: { slug: string }) {
  const loaded = useSignal(false);
  const enabled = useSignal(false);
  const slot = useSignal('15');
  const windows = useSignal<Array<{ starts: string; ends: string }>>([]);
  const locations = useSignal<Array<{ id?: number; name: string }>>([]);
  const error = useSignal('');
  const notice = useSignal('');

  function show(s: Settings) {
    enabled.value = s.enabled;
    slot.value = String(s.slot_minutes);
    windows.value = s.windows.map((w) => ({ starts: toLocalInput(w.starts_at, zone()), ends: toLocalInput(w.ends_at, zone()) }));
    locations.value = s.locations.length ? s.locations.map((l) => ({ id: l.id, name: l.name })) : [{ name: '' }];
  }

  useEffect(() => {
    void convene.rest.GET('/api/events/{slug}/meetings/settings', { params: { path: { slug } } }).then(({ data, error: err, response }) => {
      if (!data) error.value = refusal(err, response.status);
      else show(data.data as Settings);
      loaded.value = true;
    });
  }, [slug]);

  async function submit(e: Event) {
    e.preventDefault();
    error.value = '';
    notice.value = '';
    const body = {
      enabled: enabled.value,
      slot_minutes: Math.trunc(Number(slot.value)),
      windows: windows.value.map((w) => ({ starts_at: fromLocalInput(w.starts, zone()), ends_at: fromLocalInput(w.ends, zone()) })),
      locations: locations.value.filter((l) => l.name.trim()).map((l) => (l.id ? { id: l.id, name: l.name.trim() } : { name: l.name.trim() })),
    };
    const { data, error: err, response } = await convene.rest.PUT('/api/events/{slug}/meetings/settings', { params: { path: { slug } }, body });
    if (!data) {
      error.value = refusal(err, response.status);
      return;
    }
    show(data.data as Settings);
    notice.value = t('console_edit:meetings_saved');
  }

  const event = currentEvent.value;
  const setWindow = (i: number, key: 'starts' | 'ends', value: string) => (windows.value = windows.value.map((w, j) => (j === i ? { ...w, [key]: value } : w)));
  const setLocation = (i: number, name: string) => (locations.value = locations.value.map((l, j) => (j === i ? { ...l, name } : l)));

  if (!loaded.value) return <p>{t('console:loading')}</p>;
  return (
    <form onSubmit={submit} class="stack card" aria-labelledby="meetings-title">
      <h3 id="meetings-title">{t('console_edit:meetings_title')}</h3>
      <label class="inline">
        <input type="checkbox" checked={enabled.value} onChange={(e) => (enabled.value = e.currentTarget.checked)} />
        {t('console_edit:meetings_enabled')}
      </label>
      <label>
        {t('console_edit:slot_minutes')}
        <input type="number" required min={5} max={120} inputMode="numeric" value={slot.value} onInput={(e) => (slot.value = e.currentTarget.value)} />
      </label>
      <fieldset>
        <legend>{t('console_edit:windows')}</legend>
        <p class="hint">{t('console_edit:windows_hint')}</p>
        {windows.value.length === 0 ? <p>{t('console_edit:no_windows')}</p> : null}
        {windows.value.map((w, i) => (
          <div key={i} class="row" role="group" aria-label={t('console_edit:window_n', { n: i + 1 })}>
            <label>
              <T k="console_edit:window_starts" values={{ n: i + 1 }} />
              <input type="datetime-local" required value={w.starts} onInput={(e) => setWindow(i, 'starts', e.currentTarget.value)} />
            </label>
            <label>
              <T k="console_edit:window_ends" values={{ n: i + 1 }} />
              <input type="datetime-local" required value={w.ends} onInput={(e) => setWindow(i, 'ends', e.currentTarget.value)} />
            </label>
            <button type="button" class="secondary" onClick={() => (windows.value = windows.value.filter((_, j) => j !== i))}>
              <T k="console_edit:remove_window" values={{ n: i + 1 }} />
            </button>
          </div>
        ))}
        <button
          type="button"
          class="secondary"
          onClick={() => {
            const start = toLocalInput(event?.starts_at, zone());
            const end = toLocalInput(event?.ends_at, zone());
            windows.value = [...windows.value, { starts: start, ends: end }];
          }}
        >
          {t('console_edit:add_window')}
        </button>
      </fieldset>
      <fieldset>
        <legend>{t('console_edit:locations')}</legend>
        <p class="hint">{t('console_edit:locations_hint')}</p>
        {locations.value.map((l, i) => (
          <div key={l.id ?? `new-${i}`} class="row">
            <label>
              <T k="console_edit:location_n" values={{ n: i + 1 }} />
              <input maxLength={200} required={i === 0} value={l.name} onInput={(e) => setLocation(i, e.currentTarget.value)} />
            </label>
            {locations.value.length > 1 ? (
              <button type="button" class="secondary" onClick={() => (locations.value = locations.value.filter((_, j) => j !== i))}>
                <T k="console_edit:remove_location" values={{ n: i + 1 }} />
              </button>
            ) : null}
          </div>
        ))}
        <button type="button" class="secondary" onClick={() => (locations.value = [...locations.value, { name: '' }])}>
          {t('console_edit:add_location')}
        </button>
      </fieldset>
      <ErrorNote message={error.value} />
      {notice.value ? <p role="status">{notice.value}</p> : null}
      <button type="submit">{t('console_edit:save_meetings')}</button>
    </form>
  );
}
