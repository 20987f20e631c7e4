import type { Selectable } from 'kysely';
import type { UsersTable } from '../../storage/schema.js';
import type { PublicUserColumn } from '../../storage/repositories/user-columns.js';
import type { OwnProfile, PublicUser } from './types.js';

export type PublicUserRow = Pick<Selectable<UsersTable>, PublicUserColumn>;

/**
 * The one allow-list presenter for other users: seed 2.1 plus `id`. Mobile, e-mail and role are never copied,
 * whatever the row holds.
 */
export function presentPublicUser(row: PublicUserRow): PublicUser {
  return {
    id: row.id,
    name: row.name,
    surname: row.surname,
    avatar: row.avatar,
    biography: row.biography,
    jobTitle: row.job_title,
    organization: row.organization,
    website: row.website,
    telegram: row.telegram,
    linkedin: row.linkedin,
  };
}

/** The caller's own profile (`GET /users/me`): the public fields plus their own mobile and e-mail. */
export function presentOwnProfile(row: PublicUserRow & Pick<Selectable<UsersTable>, 'mobile' | 'email' | 'directory_visible' | 'locale'>): OwnProfile {
  return { ...presentPublicUser(row), mobile: row.mobile, email: row.email, directory_visible: row.directory_visible, locale: row.locale };
}

/**
 * A public user from prefixed columns of a joined row (`u_id`, `u_name`, …), so list queries join users once
 * instead of looking each one up.
 */
export function presentPrefixedUser(row: Record<string, unknown>, prefix: string): PublicUser {
  const pick = <T>(col: string) => row[prefix + col] as T;
  return presentPublicUser({
    id: pick<number>('id'),
    name: pick<string>('name'),
    surname: pick<string>('surname'),
    avatar: pick<string | null>('avatar'),
    biography: pick<string | null>('biography'),
    job_title: pick<string | null>('job_title'),
    organization: pick<string | null>('organization'),
    website: pick<string | null>('website'),
    telegram: pick<string | null>('telegram'),
    linkedin: pick<string | null>('linkedin'),
  });
}

