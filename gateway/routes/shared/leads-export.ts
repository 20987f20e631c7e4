import type { Request, Response } from 'express';
import { z } from '../../zod.js';
import type { Config } from '../../../infra/config.js';
import { halPage } from '../../envelopes.js';
import { leadsCsv, leadsVcard } from '../../../server/exhibitors/export.js';
import type { LeadItem } from '../../../server/exhibitors/schemas.js';

/** `?format=` of a lead list, for booth staff ({connect_url}) and organizers ({api_url}) alike. */
export const leadsFormatQuery = z.object({ format: z.enum(['json', 'csv', 'vcard'], { error: () => 'must be json, csv or vcard' }).optional() });

export const LEADS_FORMAT_DESCRIPTION =
  '`?format=csv` answers a CSV attachment (UTF-8, header row; cells that would start a spreadsheet formula are prefixed with `\'`); ' +
  '`?format=vcard` a vCard 4.0 file (RFC 6350), one card per lead. E-mail and mobile only for the people who allow it.';

/** Answers the leads as JSON (a HAL page of all of them), or sends them as a CSV or vCard attachment. */
export function answerLeads(config: Config, req: Request, res: Response, exhibitorId: number, format: z.infer<typeof leadsFormatQuery>['format'], items: LeadItem[]) {
  if (format === 'csv' || format === 'vcard') {
    const csv = format === 'csv';
    res.status(200);
    res.set({
      'content-type': csv ? 'text/csv; charset=utf-8' : 'text/vcard; charset=utf-8',
      'content-disposition': `attachment; filename="exhibitor-${exhibitorId}-leads.${csv ? 'csv' : 'vcf'}"`,
      'cache-control': 'no-store',
    });
    res.send(csv ? leadsCsv(items) : leadsVcard(items));
    return undefined;
  }
  return { body: halPage(config, req, 'leads', items, items.length, { page: 1, size: Math.max(1, items.length) }) };
}
