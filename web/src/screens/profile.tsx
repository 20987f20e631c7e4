import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import type { components } from '../../../client/index.ts';
import { convene } from '../session.ts';
import { Avatar, ErrorNote, errorMessage } from './ui.tsx';
import { t } from '../i18n/index.ts';

type OwnProfile = components['schemas']['OwnProfile'];
type ProfilePatch = components['schemas']['ProfilePatch'];
type Links = { website?: string | null; telegram?: string | null; linkedin?: string | null };

/** An http(s) URL as written, or null for anything else (no javascript:, data: …). */
function httpUrl(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Where a profile's link points: the website as given; Telegram and LinkedIn as a URL, or a handle made into one. */
export function linkHref(kind: keyof Links, value: string): string | null {
  const v = value.trim();
  if (!v) return null;
  if (/^https?:\/\//i.test(v)) return httpUrl(v);
  if (kind === 'website') return null;
  const handle = v.replace(/^@/, '');
  if (!/^[\w.-]+$/u.test(handle)) return null;
  return kind === 'telegram' ? `https://t.me/${handle}` : `https://www.linkedin.com/in/${encodeURIComponent(handle)}`;
}

const linkKinds: Array<[keyof Links, string]> = [
  ['website', 'profile:website'],
  ['telegram', 'profile:telegram'],
  ['linkedin', 'profile:linkedin'],
];

/** A profile's links (website, Telegram, LinkedIn), each opening without handing the page over (noopener). */
export function ProfileLinks({ person }: { person: Links }) {
  const links = linkKinds.flatMap(([kind, label]) => {
    const value = person[kind];
    const href = value ? linkHref(kind, value) : null;
    return value && href ? [{ kind, label, value, href }] : [];
  });
  if (!links.length) return null;
  return (
    <ul class="links" aria-label={t('profile:links')} data-testid="profile-links">
      {links.map((l) => (
        <li key={l.kind}>
          {t(l.label)}:{' '}
          <a href={l.href} target="_blank" rel="noopener noreferrer">
            <bdi dir="auto">{l.value}</bdi>
          </a>
        </li>
      ))}
    </ul>
  );
}

type Field = 'name' | 'surname' | 'jobTitle' | 'organization' | 'biography' | 'website' | 'telegram' | 'linkedin' | 'email';
const textFields: Array<{ field: Field; label: string; type?: 'text' | 'email' | 'url'; max: number; required?: boolean; hint?: string; autocomplete?: string }> = [
  { field: 'name', label: 'profile:name', max: 100, required: true, autocomplete: 'given-name' },
  { field: 'surname', label: 'profile:surname', max: 100, required: true, autocomplete: 'family-name' },
  { field: 'jobTitle', label: 'profile:job_title', max: 200, autocomplete: 'organization-title' },
  { field: 'organization', label: 'profile:organization', max: 200, autocomplete: 'organization' },
  { field: 'email', label: 'profile:email', type: 'email', max: 254, hint: 'profile:email_hint', autocomplete: 'email' },
  { field: 'website', label: 'profile:website', type: 'url', max: 2048, hint: 'profile:website_hint', autocomplete: 'url' },
  { field: 'telegram', label: 'profile:telegram', max: 100, hint: 'profile:telegram_hint' },
  { field: 'linkedin', label: 'profile:linkedin', max: 2048, hint: 'profile:linkedin_hint' },
];

/** The caller's own profile: the fields PATCH /users/me takes, and a photo uploaded through POST /files. */
export function EditProfile() {
  const me = useSignal<OwnProfile | null>(null);
  const form = useSignal<Record<Field, string>>({ name: '', surname: '', jobTitle: '', organization: '', biography: '', website: '', telegram: '', linkedin: '', email: '' });
  const avatar = useSignal<string | null>(null);
  const visible = useSignal(true);
  const uploading = useSignal(false);
  const saving = useSignal(false);
  const error = useSignal('');
  const notice = useSignal('');

  function fill(p: OwnProfile) {
    me.value = p;
    avatar.value = p.avatar;
    visible.value = p.directory_visible;
    form.value = {
      name: p.name,
      surname: p.surname,
      jobTitle: p.jobTitle ?? '',
      organization: p.organization ?? '',
      biography: p.biography ?? '',
      website: p.website ?? '',
      telegram: p.telegram ?? '',
      linkedin: p.linkedin ?? '',
      email: p.email ?? '',
    };
  }

  useEffect(() => {
    void convene.rest.GET('/connect/users/me').then(({ data, error: failed }) => {
      if (data) fill(data);
      else error.value = errorMessage(failed, t('profile:load_failed'));
    });
  }, []);

  async function upload(file: File | undefined) {
    if (!file) return;
    error.value = '';
    notice.value = '';
    uploading.value = true;
    const body = new FormData();
    body.append('file', file);
    // FormData goes as it is: the browser writes the multipart boundary.
    const { data, error: refused } = await convene.rest.POST('/connect/files', { body: body as unknown as { file: string } });
    uploading.value = false;
    if (data?.url) {
      avatar.value = data.url;
      notice.value = t('profile:photo_ready');
    } else error.value = errorMessage(refused, t('profile:photo_failed'));
  }

  async function save(e: Event) {
    e.preventDefault();
    error.value = '';
    notice.value = '';
    saving.value = true;
    const f = form.value;
    const patch: ProfilePatch = {
      name: f.name.trim(),
      surname: f.surname.trim(),
      jobTitle: f.jobTitle,
      organization: f.organization,
      biography: f.biography,
      website: f.website.trim() || null,
      telegram: f.telegram,
      linkedin: f.linkedin,
      email: f.email.trim() || null,
      avatar: avatar.value,
      directory_visible: visible.value,
    };
    const { data, error: refused } = await convene.rest.PATCH('/connect/users/me', { body: patch });
    saving.value = false;
    if (data) {
      fill(data);
      notice.value = t('profile:saved');
    } else error.value = errorMessage(refused, t('profile:save_failed'));
  }

  const p = me.value;
  if (!p) return error.value ? <ErrorNote message={error.value} /> : <p role="status">{t('profile:loading')}</p>;
  return (
    <section aria-labelledby="edit-title">
      <p>
        <a href={`#/people/${p.id}`}>{t('profile:back')}</a>
      </p>
      <h2 id="edit-title">{t('profile:title')}</h2>
      <form onSubmit={(e) => void save(e)}>
        <fieldset>
          <legend>{t('profile:photo')}</legend>
          <div class="photo">
            {avatar.value ? <img class="avatar large" src={avatar.value} alt={t('profile:photo_alt')} width={96} height={96} data-testid="photo-preview" /> : <Avatar user={{ id: p.id, name: form.value.name || p.name, surname: '' }} />}
            <div>
              <label for="profile-photo">{t('profile:photo_choose')}</label>
              <input id="profile-photo" type="file" accept="image/jpeg,image/png,image/webp,image/gif" disabled={uploading.value} onChange={(e) => void upload(e.currentTarget.files?.[0])} />
              <p class="meta">{t('profile:photo_hint')}</p>
              {avatar.value ? (
                <button type="button" class="secondary" onClick={() => ((avatar.value = null), (notice.value = t('profile:photo_removed')))}>
                  {t('profile:photo_remove')}
                </button>
              ) : null}
            </div>
          </div>
          {uploading.value ? <p role="status">{t('profile:uploading')}</p> : null}
        </fieldset>
        {textFields.map((x) => (
          <label key={x.field}>
            {t(x.label)}
            <input
              name={x.field}
              type={(x.type ?? 'text') as 'text'}
              dir="auto"
              maxLength={x.max}
              required={x.required}
              autocomplete={x.autocomplete}
              aria-describedby={x.hint ? `hint-${x.field}` : undefined}
              value={form.value[x.field]}
              onInput={(e) => (form.value = { ...form.value, [x.field]: e.currentTarget.value })}
            />
            {x.hint ? (
              <span class="meta hint" id={`hint-${x.field}`}>
                {t(x.hint)}
              </span>
            ) : null}
          </label>
        ))}
        <label>
          {t('profile:biography')}
          <textarea name="biography" dir="auto" rows={5} maxLength={2000} value={form.value.biography} onInput={(e) => (form.value = { ...form.value, biography: e.currentTarget.value })} />
        </label>
        <label class="inline">
          <input type="checkbox" checked={visible.value} onChange={(e) => (visible.value = e.currentTarget.checked)} /> {t('profile:directory_visible')}
        </label>
        <button type="submit" disabled={saving.value || uploading.value}>
          {t('profile:save')}
        </button>
      </form>
      <ErrorNote message={error.value} />
      {notice.value ? <p role="status">{notice.value}</p> : null}
    </section>
  );
}
