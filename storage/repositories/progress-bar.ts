import { sql } from 'kysely';
import type { DB } from '../database.js';
import { organizerSql } from './access.js';

/** Seed 2.14, in display order. */
export const PROGRESS_KEYS = ['description', 'invitation_email', 'sales_collaboration', 'advertising', 'logo_and_cover', 'survey'] as const;
export type ProgressKey = (typeof PROGRESS_KEYS)[number];

export type ProgressRow = Record<ProgressKey, boolean> & { event_id: number; is_organizer: boolean };

/**
 * The six checklist items of the event with this current slug, and whether the user organizes it, in one query
 * (each item an index-backed lookup: event_widgets(event_id, …), ad_orders(event_id, …), surveys(event_id, …)).
 */
export function progressBySlug(db: DB, slug: string, userId: number): Promise<ProgressRow | undefined> {
  return db
    .selectFrom('events as e')
    .innerJoin('organizations as org', 'org.id', 'e.organization_id')
    .select([
      'e.id as event_id',
      sql<boolean>`exists (select 1 from event_widgets w where w.event_id = e.id and w.type = 'description' and coalesce(btrim(w.description), '') <> '')`.as('description'),
      'e.invitation_email_enabled as invitation_email',
      'e.sales_collaboration_enabled as sales_collaboration',
      sql<boolean>`exists (select 1 from ad_orders o where o.event_id = e.id)`.as('advertising'),
      sql<boolean>`(coalesce(org.logo, '') <> '' and coalesce(org.cover, '') <> '')`.as('logo_and_cover'),
      sql<boolean>`exists (select 1 from surveys s where s.event_id = e.id)`.as('survey'),
      organizerSql('e', userId).as('is_organizer'),
    ])
    .where('e.slug', '=', slug)
    .executeTakeFirst();
}
