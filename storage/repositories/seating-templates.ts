import { sql } from 'kysely';
import type { DB } from '../database.js';
import { inSequence } from '../sequence.js';

/** A template with `data` as the JSON text stored (json keeps it verbatim; `::text` stops drivers re-parsing it). */
export interface SeatingTemplateRow {
  id: number;
  title: string;
  data: string;
  published: boolean;
}

const columns = ['id', 'title', 'published', sql<string>`data::text`.as('data')] as const;

export function insertSeatingTemplate(db: DB, values: { title: string; data: string; published: boolean }): Promise<SeatingTemplateRow> {
  return db
    .insertInto('seating_templates')
    // `$1::text::json`: the parameter goes as text, so no driver serialises it again as JSON.
    .values({ title: values.title, data: sql`${values.data}::text::json`, published: values.published })
    .returning([...columns])
    .executeTakeFirstOrThrow();
}

export function findSeatingTemplate(db: DB, id: number, publishedOnly: boolean): Promise<SeatingTemplateRow | undefined> {
  let q = db.selectFrom('seating_templates').select([...columns]).where('id', '=', id);
  if (publishedOnly) q = q.where('published', '=', true);
  return q.executeTakeFirst();
}

export async function listSeatingTemplates(
  db: DB,
  options: { publishedOnly: boolean; limit: number; offset: number },
): Promise<{ rows: SeatingTemplateRow[]; total: number }> {
  let list = db.selectFrom('seating_templates').select([...columns]);
  let count = db.selectFrom('seating_templates').select(sql<number>`count(*)::int`.as('n'));
  if (options.publishedOnly) {
    list = list.where('published', '=', true);
    count = count.where('published', '=', true);
  }
  const [rows, total] = await inSequence(
    () => list.orderBy('id', 'desc').limit(options.limit).offset(options.offset).execute(),
    () => count.executeTakeFirstOrThrow(),
  );
  return { rows, total: total.n };
}

export function updateSeatingTemplate(
  db: DB,
  id: number,
  patch: { title?: string; data?: string; published?: boolean },
): Promise<SeatingTemplateRow | undefined> {
  return db
    .updateTable('seating_templates')
    .set({
      ...(patch.title !== undefined ? { title: patch.title } : {}),
      ...(patch.data !== undefined ? { data: sql`${patch.data}::text::json` } : {}),
      ...(patch.published !== undefined ? { published: patch.published } : {}),
      updated_at: sql`now()`,
    })
    .where('id', '=', id)
    .returning([...columns])
    .executeTakeFirst();
}

export async function deleteSeatingTemplate(db: DB, id: number): Promise<boolean> {
  const result = await db.deleteFrom('seating_templates').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
