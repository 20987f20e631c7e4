import type { Selectable } from 'kysely';
import type { DB } from '../database.js';
import type { OrganizationsTable } from '../schema.js';
import { memberRole } from './organization-members.js';

export type OrganizationRow = Selectable<OrganizationsTable>;

export function findOrganizationBySlug(db: DB, slug: string): Promise<OrganizationRow | undefined> {
  return db.selectFrom('organizations').selectAll().where('slug', '=', slug).executeTakeFirst();
}

export function findOrganizationById(db: DB, id: number): Promise<OrganizationRow | undefined> {
  return db.selectFrom('organizations').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function isOrganizationMember(db: DB, organizationId: number, userId: number): Promise<boolean> {
  return (await memberRole(db, organizationId, userId)) !== undefined;
}

/** Which of `slugs` are taken (current organization slugs). */
export async function takenOrganizationSlugs(db: DB, slugs: string[]): Promise<Set<string>> {
  const rows = await db.selectFrom('organizations').select('slug').where('slug', 'in', slugs).execute();
  return new Set(rows.map((r) => r.slug));
}

/** Which of `slugs` are taken by events, current or historical. */
export async function takenEventSlugs(db: DB, slugs: string[]): Promise<Set<string>> {
  const rows = await db
    .selectFrom('events')
    .select('slug')
    .where('slug', 'in', slugs)
    .unionAll(db.selectFrom('event_slug_history').select('slug').where('slug', 'in', slugs))
    .execute();
  return new Set(rows.map((r) => r.slug));
}

/** Creates the organization with `ownerId` as its owner, in one transaction. */
export function insertOrganizationWithOwner(
  db: DB,
  values: { name: string; slug: string; logo: string | null; cover: string | null },
  ownerId: number,
): Promise<OrganizationRow> {
  return db.transaction().execute(async (trx) => {
    const created = await trx.insertInto('organizations').values(values).returningAll().executeTakeFirstOrThrow();
    await trx.insertInto('organization_members').values({ organization_id: created.id, user_id: ownerId, role: 'owner' }).execute();
    return created;
  });
}

export function updateOrganizationRow(
  db: DB,
  id: number,
  set: Partial<{ name: string; slug: string; logo: string | null; cover: string | null }>,
): Promise<OrganizationRow> {
  return db.updateTable('organizations').set(set).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}
