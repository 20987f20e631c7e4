export interface Named {
  id: number;
  name: string;
  surname: string;
  avatar?: string | null;
}

export const fullName = (u: { name: string; surname: string }) => `${u.name} ${u.surname}`.trim();

export function when(iso: string): string {
  return new Date(iso).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
}

export function day(iso: string): string {
  return new Date(iso).toLocaleDateString(undefined, { weekday: 'short', day: 'numeric', month: 'short' });
}

/** "Mon 1 Dec 09:30–10:00" */
export function span(startsAt: string, endsAt: string): string {
  return `${day(startsAt)} ${when(startsAt)}–${when(endsAt)}`;
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
      <button type="submit">Search</button>
    </form>
  );
}
