import { sql } from 'kysely';
import type { DB } from '../database.js';

/** The demo's event 2 (the second demo event, active) with an owner of its organization, for the sales seeder. */
export async function demoSalesEvent(db: DB): Promise<{ slug: string; organizer_id: number } | undefined> {
  const row = await sql<{ slug: string; organizer_id: number }>`select e.slug, m.user_id as organizer_id
    from events e join organization_members m on m.organization_id = e.organization_id and m.role = 'owner'
    where e.slug like 'demo-2-%' and e.canceled_at is null order by e.id, m.user_id limit 1`.execute(db);
  return row.rows[0];
}
