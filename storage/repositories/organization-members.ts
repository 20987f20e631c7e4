import { sql } from 'kysely';
import type { DB } from '../database.js';

export interface MemberRow {
  user_id: number;
  name: string;
  surname: string;
  role: 'owner' | 'member';
  created_at: Date;
}

/** Members of an organization, owners first, then by joining time. */
export function listMembers(db: DB, organizationId: number): Promise<MemberRow[]> {
  return db
    .selectFrom('organization_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['m.user_id', 'u.name', 'u.surname', 'm.role', 'm.created_at'])
    .where('m.organization_id', '=', organizationId)
    .orderBy('m.role', 'desc')
    .orderBy('m.created_at')
    .orderBy('m.user_id')
    .execute();
}

export async function memberRole(db: DB, organizationId: number, userId: number): Promise<'owner' | 'member' | undefined> {
  const row = await db
    .selectFrom('organization_members')
    .select('role')
    .where('organization_id', '=', organizationId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.role;
}

/** Adds a member; undefined when the user already belongs to the organization. */
export async function addMember(db: DB, organizationId: number, userId: number): Promise<{ role: 'owner' | 'member'; created_at: Date } | undefined> {
  return db
    .insertInto('organization_members')
    .values({ organization_id: organizationId, user_id: userId, role: 'member' })
    .onConflict((oc) => oc.columns(['organization_id', 'user_id']).doNothing())
    .returning(['role', 'created_at'])
    .executeTakeFirst();
}

/** Removes a plain member (never an owner); false when there was no such member. */
export async function removeMember(db: DB, organizationId: number, userId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('organization_members')
    .where('organization_id', '=', organizationId)
    .where('user_id', '=', userId)
    .where('role', '=', 'member')
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export interface MyOrganizationRow {
  id: number;
  name: string;
  slug: string;
  logo: string | null;
  role: 'owner' | 'member';
}

/**
 * The organizations a user belongs to, with their role, by name then id: a page (`limit` from `offset`) and the
 * exact total (a user's memberships are few; both read from `organization_members_user_idx`).
 */
export async function listUserOrganizations(db: DB, userId: number, window: { limit: number; offset: number }): Promise<{ rows: MyOrganizationRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('organization_members as m')
      .innerJoin('organizations as o', 'o.id', 'm.organization_id')
      .select(['o.id', 'o.name', 'o.slug', 'o.logo', 'm.role'])
      .where('m.user_id', '=', userId)
      .orderBy('o.name')
      .orderBy('o.id')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
    db
      .selectFrom('organization_members')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count.n };
}
