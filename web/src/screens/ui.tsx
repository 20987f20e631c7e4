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
