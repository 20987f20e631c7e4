import { randomBytes, randomInt } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { AppContext } from '../../context/context.js';
import type { EventsTable, UsersTable } from '../../storage/schema.js';
import type { UserRow } from '../../storage/repositories/users.js';
import type { TestServer } from './server.js';

/** Factories with unique keys, so tests never depend on each other's rows (no truncation between tests). */

let seq = 0;
const unique = () => `${Date.now().toString(36)}${(seq++).toString(36)}${randomBytes(2).toString('hex')}`;

/** A fresh E.164 mobile (+989xxxxxxxxx) no other test uses. */
export function uniqueMobile(): string {
  return `+989${String(randomInt(0, 1e9)).padStart(9, '0')}`;
}

/** The same number in the seed's local form (09…). */
export const localMobile = (e164: string) => `0${e164.slice(3)}`;

export async function createUser(ctx: AppContext, attrs: Partial<Insertable<UsersTable>> = {}): Promise<UserRow> {
  return ctx.db
    .insertInto('users')
    .values({ mobile: uniqueMobile(), name: 'Test', surname: `User ${unique()}`, ...attrs })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** An access token for the user, signed by the server's own key (skips the SMS round trip). */
export async function tokenFor(ctx: AppContext, user: Pick<UserRow, 'id' | 'role'>, options: { eventId?: number } = {}): Promise<string> {
  const { token } = await ctx.tokens.issueAccessToken({ userId: user.id, role: user.role, eventId: options.eventId ?? null });
  return token;
}

export async function createOrganization(ctx: AppContext, owner?: Pick<UserRow, 'id'>, attrs: { name?: string; slug?: string } = {}) {
  const key = unique();
  const org = await ctx.db
    .insertInto('organizations')
    .values({ name: attrs.name ?? `Org ${key}`, slug: attrs.slug ?? `org-${key}` })
    .returningAll()
    .executeTakeFirstOrThrow();
  if (owner) await ctx.db.insertInto('organization_members').values({ organization_id: org.id, user_id: owner.id, role: 'owner' }).execute();
  return org;
}

export async function createEvent(ctx: AppContext, organizationId: number, attrs: Partial<Insertable<EventsTable>> = {}) {
  const key = unique();
  const startsAt = new Date(Date.now() + 7 * 86400_000);
  return ctx.db
    .insertInto('events')
    .values({
      organization_id: organizationId,
      slug: `event-${key}`,
      name: `Event ${key}`,
      city_name: 'Tehran',
      starts_at: startsAt,
      ends_at: new Date(startsAt.getTime() + 3 * 3600_000),
      ...attrs,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function issueTicket(ctx: AppContext, eventId: number, userId: number) {
  return ctx.db
    .insertInto('attendee_tickets')
    .values({ code: `T-${unique().toUpperCase()}`, event_id: eventId, user_id: userId })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function createClient(ctx: AppContext) {
  return ctx.clients.create(`test client ${unique()}`);
}

/** The whole login as a client does it: request a code, read it from the captured SMS, exchange it. */
export async function login(
  server: TestServer,
  client: { client_id: string; client_secret: string },
  mobile: string,
  options: { eventId?: number } = {},
) {
  const sent = await server.http.post('/connect/mobile/verification-codes', { mobile });
  if (sent.status !== 201) throw new Error(`code request failed: ${sent.status} ${sent.text}`);
  const code = server.sms.lastCode(mobile.startsWith('+') ? mobile : `+98${mobile.replace(/^0/, '')}`);
  const res = await server.http.post('/connect/oauth2/token', {
    grant_type: options.eventId ? 'event_mobile_verification' : 'mobile_verification',
    client_id: client.client_id,
    client_secret: client.client_secret,
    mobile,
    mobile_verification_code: code,
    ...(options.eventId ? { event_id: options.eventId } : {}),
  });
  return res;
}
