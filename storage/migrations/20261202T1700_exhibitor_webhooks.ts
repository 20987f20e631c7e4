import { sql, type Kysely } from 'kysely';

// Exhibitors' own webhooks (CONTRACT 20, issue 51): a webhook with `exhibitor_id` belongs to that exhibitor (its
// booth staff manage it) and receives only that exhibitor's `lead.captured`; `organization_id` still names the
// event's organization (so deleting the organization removes it too). Organization webhooks keep `exhibitor_id`
// null, and every organization query excludes the others. Deleting the exhibitor deletes its webhooks (and with
// them their deliveries). Never edit once landed.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('webhooks')
    .addColumn('exhibitor_id', 'integer', (c) => c.references('exhibitors.id').onDelete('cascade'))
    .execute();
  await db.schema.createIndex('webhooks_exhibitor_idx').on('webhooks').column('exhibitor_id').where(sql.ref('exhibitor_id'), 'is not', null).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('webhooks_exhibitor_idx').ifExists().execute();
  await db.schema.alterTable('webhooks').dropColumn('exhibitor_id').execute();
}
