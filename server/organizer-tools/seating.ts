export type { SeatingTemplateRow } from '../../storage/repositories/seating-templates.js';
import type { ServiceDeps } from '../service.js';
import type { AccessClaims } from '../identity/tokens.js';
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
import type { SeatingTemplateEdit, SeatingTemplateWrite } from './schemas.js';

/** CONTRACT 4: a template's `data` is at most 1 MiB of JSON text. */
export const SEATING_DATA_MAX_BYTES = 1024 * 1024;

/** `data` is the JSON text as the client sent it; it is stored and returned unchanged. */
function checkSize(data: string): void {
  const bytes = Buffer.byteLength(data, 'utf8');
  if (bytes > SEATING_DATA_MAX_BYTES) {
    throw tooLarge(`data is ${bytes} bytes of JSON; a seating template holds at most ${SEATING_DATA_MAX_BYTES} bytes (1 MiB).`, 'data');
  }
}

/** Who asks: users see published templates; who sees the rest is the access policy's rule. */
export type SeatingViewer = Pick<AccessClaims, 'role'>;

export interface SeatingService {
  createSeatingTemplate(input: SeatingTemplateWrite): Promise<SeatingTemplateRow>;
  getSeatingTemplate(id: number, viewer: SeatingViewer): Promise<SeatingTemplateRow>;
  listVisibleSeatingTemplates(viewer: SeatingViewer, page: PageRequest): Promise<{
    rows: SeatingTemplateRow[];
    total: number;
  }>;
  editSeatingTemplate(id: number, patch: SeatingTemplateEdit): Promise<SeatingTemplateRow>;
  removeSeatingTemplate(id: number): Promise<void>;
}

export function createSeatingService(deps: ServiceDeps): SeatingService {
  const { db, access } = deps;

  async function createSeatingTemplate(input: SeatingTemplateWrite): Promise<SeatingTemplateRow> {
    checkSize(input.data);
    return insertSeatingTemplate(db, input);
  }

  /** Admins see every template; everyone else only published ones (an unpublished one is 404 to them). */
  async function getSeatingTemplate(id: number, viewer: SeatingViewer): Promise<SeatingTemplateRow> {
    const row = await findSeatingTemplate(db, id, !access.seesUnpublishedSeating(viewer));
    if (!row) throw notFound('Seating template', 'seating_template_not_found');
    return row;
  }

  function listVisibleSeatingTemplates(viewer: SeatingViewer, page: PageRequest) {
    return listSeatingTemplates(db, { publishedOnly: !access.seesUnpublishedSeating(viewer), ...pageWindow(page) });
  }

  async function editSeatingTemplate(id: number, patch: SeatingTemplateEdit): Promise<SeatingTemplateRow> {
    if (patch.data !== undefined) checkSize(patch.data);
    const row = await updateSeatingTemplate(db, id, patch);
    if (!row) throw notFound('Seating template', 'seating_template_not_found');
    return row;
  }

  async function removeSeatingTemplate(id: number): Promise<void> {
    if (!(await deleteSeatingTemplate(db, id))) throw notFound('Seating template', 'seating_template_not_found');
  }

  return { createSeatingTemplate, getSeatingTemplate, listVisibleSeatingTemplates, editSeatingTemplate, removeSeatingTemplate };
}
