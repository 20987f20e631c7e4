import { sql } from 'kysely';
import type { DB } from '../database.js';
import { findOrCreateUserByMobile } from '../repositories/users.js';
import { insertSurvey } from '../repositories/surveys.js';

/**
 * Demo organizer tools: a discount code (DEMO10, 10 %), a published and an unpublished seating template, and a
 * survey on the first event the demo admin organizes (when the catalogue demo data made one).
 */
export async function seedDemoOrganizerTools(db: DB, adminMobile: string): Promise<void> {
  const admin = await findOrCreateUserByMobile(db, adminMobile);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('discounts')
      .values({ code: 'DEMO10', percent: 10, max_uses: 100 })
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
    const hall = {
      hall: 'Main hall',
      stage: { x: 0, y: 0, width: 20 },
      sections: [
        { name: 'A', rows: 5, seats_per_row: 12, price_tier: 'vip' },
        { name: 'B', rows: 10, seats_per_row: 16, price_tier: 'standard' },
      ],
    };
    await trx
      .insertInto('seating_templates')
      .values([
        { title: 'Main hall, 272 seats', data: sql`${JSON.stringify(hall)}::text::json`, published: true },
        { title: 'Roof garden (draft)', data: sql`${JSON.stringify({ hall: 'Roof garden', tables: 12, seats_per_table: 8 })}::text::json`, published: false },
      ])
      .execute();
    const event = await trx
      .selectFrom('events as e')
      .innerJoin('organization_members as m', 'm.organization_id', 'e.organization_id')
      .select('e.id')
      .where('m.user_id', '=', admin.id)
      .orderBy('e.id')
      .limit(1)
      .executeTakeFirst();
    if (!event) return;
    await insertSurvey(trx, { event_id: event.id, title: 'How was the event?', created_by: admin.id }, [
      { title: 'How would you rate the event?', type: 'single', options: ['Excellent', 'Good', 'Fair', 'Poor'], required: true },
      { title: 'Which parts did you enjoy?', type: 'multiple', options: ['Talks', 'Workshops', 'Networking', 'Food'], required: false },
      { title: 'Anything we should improve?', type: 'text', options: null, required: false },
    ]);
  });
}
