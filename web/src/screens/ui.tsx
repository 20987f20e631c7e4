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
