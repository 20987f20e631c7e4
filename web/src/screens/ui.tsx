import { t } from '../i18n/index.ts';
import { formatDay, formatSpan, formatTime } from '../i18n/format.ts';

export interface Named {
  id: number;
  name: string;
  surname: string;
  avatar?: string | null;
}

export const fullName = (u: { name: string; surname: string }) => `${u.name} ${u.surname}`.trim();

/** A time in the current language and the event's zone (web/src/i18n/format.ts). */
export function when(iso: string): string {
  return formatTime(iso);
}

export function day(iso: string): string {
  return formatDay(iso);
}

/** "Mon 1 Dec 09:30–10:00" */
export function span(startsAt: string, endsAt: string): string {
  return formatSpan(startsAt, endsAt);
}

/** The first message of an error body (`{errors: [{message}]}`), or `fallback`. */
export function errorMessage(error: unknown, fallback: string): string {
  return (error as { errors?: Array<{ message?: string }> } | undefined)?.errors?.[0]?.message ?? fallback;
}

/** The first code of an error body, if any. */
export function errorCode(error: unknown): string | undefined {
  return (error as { errors?: Array<{ code?: string }> } | undefined)?.errors?.[0]?.code;
}

export function Avatar({ user }: { user: Named }) {
  if (user.avatar) return <img class="avatar" src={user.avatar} alt="" width={40} height={40} />;
  return (
    <span class="avatar" aria-hidden="true">
      {(user.name[0] ?? '?').toUpperCase()}
    </span>
  );
}

/** What went wrong, announced to screen readers; nothing when there is no message. */
export function ErrorNote({ message }: { message: string }) {
  return message ? (
    <p role="alert" class="error">
      {message}
    </p>
  ) : null;
}

/** A search box with its button: `onSearch` runs on submit. */
export function SearchForm(props: { id: string; label: string; placeholder: string; value: string; onInput: (value: string) => void; onSearch: () => void }) {
  return (
    <form
      role="search"
      class="composer"
      onSubmit={(e) => {
        e.preventDefault();
        props.onSearch();
      }}
    >
      <label class="sr-only" for={props.id}>
        {props.label}
      </label>
      <input id={props.id} type="search" placeholder={props.placeholder} value={props.value} onInput={(e) => props.onInput(e.currentTarget.value)} />
      <button type="submit">{t('common:search')}</button>
    </form>
  );
}
