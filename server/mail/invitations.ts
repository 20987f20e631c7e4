import { z } from 'zod';
import type { DB } from '../../storage/database.js';
import type { AccessPolicy } from '../access/policy.js';
import { AppError, invalid, tooLarge } from '../errors.js';
import { transaction } from '../service.js';
import { countInvitations, markInvitationEmailDone } from '../../storage/repositories/mail.js';
import type { MailService } from './service.js';

/** At most this many addresses a call (CONTRACT 16). */
export const INVITATIONS_PER_CALL = 5000;
const address = z.email().max(254);

/** The addresses of a CSV body: every cell that looks like an address, in any column (a header row is skipped). */
export function addressesOfCsv(text: string): string[] {
  return text
    .split(/\r?\n/)
    .flatMap((line) => line.split(/[,;\t]/))
    .map((cell) => cell.trim().replace(/^"(.*)"$/, '$1').trim())
    .filter((cell) => cell.includes('@'));
}

/**
 * The organizer's invitations: addresses validated (422 naming the first bad one), duplicates sent once (in the
 * call, and across calls: the key is the event and the address), at most 5,000 a call (413) and the organization's
 * cap a day (429 `too_many_invitations`, counted in the same transaction as the mails). Sending any marks the
 * progress bar's `invitation_email` done. Answers how many new mails were queued.
 */
export async function inviteToEvent(
  deps: { db: DB; access: AccessPolicy; mail: MailService; perDay: number },
  userId: number,
  slug: string,
  raw: unknown[],
): Promise<{ queued: number }> {
  const event = await deps.access.requireOrganizerEvent(userId, slug);
  if (raw.length > INVITATIONS_PER_CALL) throw tooLarge(`At most ${INVITATIONS_PER_CALL} addresses a call.`, 'emails');
  if (raw.length === 0) throw invalid('emails', 'Give at least one address.');
  const unique = new Set<string>();
  raw.forEach((value, i) => {
    const parsed = address.safeParse(typeof value === 'string' ? value.trim() : value);
    if (!parsed.success) throw invalid(`emails.${i}`, `Not an e-mail address: ${JSON.stringify(value).slice(0, 100)}.`);
    unique.add(parsed.data.toLowerCase());
  });
  const queued = await transaction(deps.db, async (trx) => {
    const data = await deps.mail.eventData(trx, event.id);
    if (!data) return 0;
    if (!(await countInvitations(trx, data.organization_id, unique.size, deps.perDay))) {
      throw new AppError('rate_limited', 'too_many_invitations', `The organization may send ${deps.perDay} invitations a day.`, { retryAfter: 3600 });
    }
    let n = 0;
    for (const to of unique) {
      const inserted = await deps.mail.queue(trx, {
        key: `invitation:${event.id}:${to}`,
        template: 'invitation',
        address: to,
        data: { sender: data.sender, event_name: data.event_name, event_url: data.event_url, starts_at: data.starts_at },
      });
      if (inserted) n++;
    }
    await markInvitationEmailDone(trx, event.id);
    return n;
  });
  deps.mail.wake();
  return { queued };
}
