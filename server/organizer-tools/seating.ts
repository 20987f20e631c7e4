import type { DB } from '../../storage/database.js';
export type { SeatingTemplateRow } from '../../storage/repositories/seating-templates.js';
import type { AccessPolicy } from '../access/policy.js';
import { bindService } from '../service.js';
import {
  deleteSeatingTemplate,
  findSeatingTemplate,
  insertSeatingTemplate,
  listSeatingTemplates,
  updateSeatingTemplate,
  type SeatingTemplateRow,
} from '../../storage/repositories/seating-templates.js';
import { notFound, tooLarge } from '../errors.js';
import { pageWindow, type PageRequest } from '../paging.js';

/** CONTRACT 4: a template's `data` is at most 1 MiB of JSON text. */
export const SEATING_DATA_MAX_BYTES = 1024 * 1024;

/** `data` is the JSON text as the client sent it; it is stored and returned unchanged. */
function checkSize(data: string): void {
  const bytes = Buffer.byteLength(data, 'utf8');
  if (bytes > SEATING_DATA_MAX_BYTES) {
    throw tooLarge(`data is ${bytes} bytes of JSON; a seating template holds at most ${SEATING_DATA_MAX_BYTES} bytes (1 MiB).`, 'data');
  }
}

async function createSeatingTemplate({ db }: ToolDeps, input: { title: string; data: string; published: boolean }): Promise<SeatingTemplateRow> {
  checkSize(input.data);
  return insertSeatingTemplate(db, input);
}

/** Admins see every template; everyone else only published ones (an unpublished one is 404 to them). */
async function getSeatingTemplate({ db }: ToolDeps, id: number, isAdmin: boolean): Promise<SeatingTemplateRow> {
  const row = await findSeatingTemplate(db, id, !isAdmin);
  if (!row) throw notFound('Seating template', 'seating_template_not_found');
  return row;
}

function listVisibleSeatingTemplates({ db }: ToolDeps, isAdmin: boolean, page: PageRequest) {
  return listSeatingTemplates(db, { publishedOnly: !isAdmin, ...pageWindow(page) });
}

async function editSeatingTemplate({ db }: ToolDeps, id: number, patch: { title?: string; data?: string; published?: boolean }): Promise<SeatingTemplateRow> {
  if (patch.data !== undefined) checkSize(patch.data);
  const row = await updateSeatingTemplate(db, id, patch);
  if (!row) throw notFound('Seating template', 'seating_template_not_found');
  return row;
}

async function removeSeatingTemplate({ db }: ToolDeps, id: number): Promise<void> {
  if (!(await deleteSeatingTemplate(db, id))) throw notFound('Seating template', 'seating_template_not_found');
}

export interface ToolDeps {
  db: DB;
  access: AccessPolicy;
}

export const createSeatingService = (deps: ToolDeps) => bindService(deps, { createSeatingTemplate, getSeatingTemplate, listVisibleSeatingTemplates, editSeatingTemplate, removeSeatingTemplate });
export type SeatingService = ReturnType<typeof createSeatingService>;
