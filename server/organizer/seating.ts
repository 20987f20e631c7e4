import type { DB } from '../../storage/database.js';
import {
  deleteSeatingTemplate,
  findSeatingTemplate,
  insertSeatingTemplate,
  listSeatingTemplates,
  updateSeatingTemplate,
  type SeatingTemplateRow,
} from '../../storage/repositories/seating-templates.js';
import { notFound, tooLarge } from '../errors.js';

/** CONTRACT 4: a template's `data` is at most 1 MiB of JSON text. */
export const SEATING_DATA_MAX_BYTES = 1024 * 1024;

/** `data` is the JSON text as the client sent it; it is stored and returned unchanged. */
function checkSize(data: string): void {
  const bytes = Buffer.byteLength(data, 'utf8');
  if (bytes > SEATING_DATA_MAX_BYTES) {
    throw tooLarge(`data is ${bytes} bytes of JSON; a seating template holds at most ${SEATING_DATA_MAX_BYTES} bytes (1 MiB).`, 'data');
  }
}

export async function createSeatingTemplate(db: DB, input: { title: string; data: string; published: boolean }): Promise<SeatingTemplateRow> {
  checkSize(input.data);
  return insertSeatingTemplate(db, input);
}

/** Admins see every template; everyone else only published ones (an unpublished one is 404 to them). */
export async function getSeatingTemplate(db: DB, id: number, isAdmin: boolean): Promise<SeatingTemplateRow> {
  const row = await findSeatingTemplate(db, id, !isAdmin);
  if (!row) throw notFound('Seating template', 'seating_template_not_found');
  return row;
}

export function listVisibleSeatingTemplates(db: DB, isAdmin: boolean, page: { page: number; size: number }) {
  return listSeatingTemplates(db, { publishedOnly: !isAdmin, limit: page.size, offset: (page.page - 1) * page.size });
}

export async function editSeatingTemplate(db: DB, id: number, patch: { title?: string; data?: string; published?: boolean }): Promise<SeatingTemplateRow> {
  if (patch.data !== undefined) checkSize(patch.data);
  const row = await updateSeatingTemplate(db, id, patch);
  if (!row) throw notFound('Seating template', 'seating_template_not_found');
  return row;
}

export async function removeSeatingTemplate(db: DB, id: number): Promise<void> {
  if (!(await deleteSeatingTemplate(db, id))) throw notFound('Seating template', 'seating_template_not_found');
}
