import { sql, type Kysely } from 'kysely';

// Organizer tools: surveys (questions, one submission per ticket, answers), seating templates (opaque JSON),
// retargeting advertising (package, items and prices as data, discount codes, orders). Never edit once landed.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('surveys')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('surveys_event_idx').on('surveys').columns(['event_id', 'id']).execute();

  await db.schema
    .createTable('survey_questions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('survey_id', 'integer', (c) => c.notNull().references('surveys.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('text', 'single', 'multiple')`))
    // Offered options of single/multiple questions, in the organizer's order; null for text questions.
    .addColumn('options', 'jsonb')
    .addColumn('required', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema.createIndex('survey_questions_survey_idx').on('survey_questions').columns(['survey_id', 'position']).execute();

  // One submission per ticket and survey: the unique constraint settles a race of two submissions.
  await db.schema
    .createTable('survey_submissions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('survey_id', 'integer', (c) => c.notNull().references('surveys.id').onDelete('cascade'))
    .addColumn('ticket_id', 'integer', (c) => c.notNull().references('attendee_tickets.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('survey_submissions_survey_ticket_key', ['survey_id', 'ticket_id'])
    .execute();
  await db.schema.createIndex('survey_submissions_ticket_idx').on('survey_submissions').column('ticket_id').execute();

  // One row per text answer or chosen option, so results are a GROUP BY.
  await db.schema
    .createTable('survey_answers')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('submission_id', 'integer', (c) => c.notNull().references('survey_submissions.id').onDelete('cascade'))
    .addColumn('question_id', 'integer', (c) => c.notNull().references('survey_questions.id').onDelete('cascade'))
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('survey_answers_question_idx').on('survey_answers').columns(['question_id', 'value']).execute();
  await db.schema.createIndex('survey_answers_submission_idx').on('survey_answers').column('submission_id').execute();

  // `data` is json (not jsonb): the text is kept verbatim, so key order and duplicates survive.
  await db.schema
    .createTable('seating_templates')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('data', 'json', (c) => c.notNull())
    .addColumn('published', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('seating_templates_published_idx').on('seating_templates').columns(['published', 'id']).execute();

  await db.schema
    .createTable('ad_packages')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('ad_package_items')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('package_code', 'text', (c) => c.notNull().references('ad_packages.code').onDelete('cascade'))
    .addColumn('price', 'integer', (c) => c.notNull().check(sql`price >= 0`))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();
  await db.schema.createIndex('ad_package_items_package_idx').on('ad_package_items').columns(['package_code', 'position']).execute();

  // Seed 2.13: the retargeting package and its four items (prices in the platform's currency).
  await db.insertInto('ad_packages').values({ code: 'retargeting', name: 'Retargeting' }).execute();
  await db
    .insertInto('ad_package_items')
    .values([
      { code: '150C_45KV', package_code: 'retargeting', price: 170000, position: 1 },
      { code: '250C_75KV', package_code: 'retargeting', price: 270000, position: 2 },
      { code: '350C_100KV', package_code: 'retargeting', price: 370000, position: 3 },
      { code: '500C_150KV', package_code: 'retargeting', price: 520000, position: 4 },
    ])
    .execute();

  await db.schema
    .createTable('discounts')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('percent', 'integer', (c) => c.check(sql`percent between 1 and 100`))
    .addColumn('amount', 'integer', (c) => c.check(sql`amount > 0`))
    .addColumn('expires_at', 'timestamptz')
    .addColumn('max_uses', 'integer', (c) => c.check(sql`max_uses > 0`))
    .addColumn('uses', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('discounts_kind_check', sql`(percent is null) <> (amount is null)`)
    .addCheckConstraint('discounts_uses_check', sql`uses >= 0 and (max_uses is null or uses <= max_uses)`)
    .execute();

  await db.schema
    .createTable('ad_orders')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('package_code', 'text', (c) => c.notNull().references('ad_packages.code'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('discount_id', 'integer', (c) => c.references('discounts.id').onDelete('set null'))
    .addColumn('subtotal', 'integer', (c) => c.notNull())
    .addColumn('discount', 'integer', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending').check(sql`status in ('pending', 'paid', 'canceled')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('ad_orders_event_idx').on('ad_orders').columns(['event_id', 'id']).execute();

  // The items as priced when ordered (a later price change does not alter an order).
  await db.schema
    .createTable('ad_order_items')
    .addColumn('order_id', 'integer', (c) => c.notNull().references('ad_orders.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('item_code', 'text', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('ad_order_items_pk', ['order_id', 'position'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'ad_order_items',
    'ad_orders',
    'discounts',
    'ad_package_items',
    'ad_packages',
    'seating_templates',
    'survey_answers',
    'survey_submissions',
    'survey_questions',
    'surveys',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
