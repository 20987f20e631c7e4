import { randomInt } from 'node:crypto';
import { CompiledQuery, sql, type KyselyPlugin, type QueryId, type RootOperationNode } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../infra/config.js';
import { isKnownMobile } from '../../storage/repositories/verification-codes.js';
import type { DB } from '../../storage/database.js';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { createClient, createEvent, createOrganization, createUser, issueTicket } from '../helpers/factories.js';

/**
 * Issue 44, "the venue: consecutive numbers are refused": numbers Convene already knows (a valid ticket of an event
 * not yet over, an organization membership, an earlier login) are not counted against the range (OTP_PREFIX_LIMIT)
 * and country (OTP_COUNTRY_LIMIT) limits; unknown numbers still are. The first server runs with the production
 * defaults of every code-request limit (the test helper raises some of them for other files).
 */
let server: TestServer;

const DEFAULTS = {
  OTP_IP_LIMIT: '10000',
  OTP_PREFIX_LIMIT: '200',
  OTP_COUNTRY_LIMIT: '300',
  SMS_BUDGET_PER_MINUTE: '3000',
  OTP_SPRAY_SLOW_LIMIT: '10',
  OTP_SPRAY_DAILY_LIMIT: '40',
};

beforeAll(async () => {
  server = await startTestServer({ env: { ...DEFAULTS, REDIS_KEY_PREFIX: `venue-known-${Date.now()}-${randomInt(1e9)}:` } });
}, 60_000);
afterAll(async () => {
  await server.stop();
});

async function pool<T>(count: number, width: number, fn: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < count) {
        const i = next++;
        out[i] = await fn(i);
      }
    }),
  );
  return out;
}

/** A block of 1,000 consecutive numbers in one range of 10,000 (+98 9xx xxxx 000 … 999), used by no other test. */
const block = (operator: string) => {
  const base = `+98${operator}${String(randomInt(0, 10_000)).padStart(4, '0')}`;
  return Array.from({ length: 1000 }, (_, i) => `${base}${String(i).padStart(3, '0')}`);
};

const ask = (mobile: string, eventId?: number) =>
  server.http.post('/connect/mobile/verification-codes', eventId === undefined ? { mobile } : { mobile, event_id: eventId });

describe('numbers with tickets are not SMS pumping', () => {
  it('runs with the production defaults of the code-request limits', () => {
    const defaults = loadConfig({});
    expect(server.ctx.config.otp).toEqual({ ...defaults.otp, secret: server.ctx.config.otp.secret });
  });

  it('1,000 consecutive numbers holding tickets of one event, from one address, all get codes; 1,000 unknown ones are throttled', async () => {
    const org = await createOrganization(server.ctx);
    const event = await createEvent(server.ctx, org.id);
    const known = block('938');
    // The company's SIM lines, with the tickets the organizer issued: two statements for the whole block.
    const users = await server.ctx.db
      .insertInto('users')
      .values(known.map((mobile, i) => ({ mobile, name: 'Line', surname: String(i) })))
      .returning('id')
      .execute();
    await server.ctx.db
      .insertInto('attendee_tickets')
      .values(users.map((u, i) => ({ code: `K-${event.id}-${i}`, event_id: event.id, user_id: u.id })))
      .execute();

    const statuses = await pool(known.length, 20, async (i) => (await ask(known[i]!, i % 2 === 0 ? event.id : undefined)).status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1000);
    expect(new Set(server.sms.sent.filter((m) => known.includes(m.mobile)).map((m) => m.mobile)).size).toBe(1000);

    // The same shape of block, nobody's numbers: OTP_PREFIX_LIMIT (200 per range per 10 minutes) still applies.
    const unknown = block('939');
    const answers = await pool(unknown.length, 20, async (i) => ask(unknown[i]!));
    expect(answers.filter((r) => r.status === 201)).toHaveLength(200);
    const refused = answers.filter((r) => r.status === 429);
    expect(refused).toHaveLength(800);
    expect(refused[0]!.body.errors[0]).toMatchObject({ code: 'rate_limited', message: expect.stringMatching(/numbers in this range/) });
    expect(Number(refused[0]!.headers.get('retry-after'))).toBeGreaterThan(0);
  }, 180_000);
});

describe('what counts as known', () => {
  it('a ticket of an event not yet over, a membership, an earlier login: not counted; a void ticket, an ended or canceled event, a deleted account: counted', async () => {
    const limited = await startTestServer({
      shareDatabaseWith: server,
      env: { OTP_PREFIX_LIMIT: '2', OTP_COUNTRY_LIMIT: '2', REDIS_KEY_PREFIX: `venue-known-kinds-${Date.now()}-${randomInt(1e9)}:` },
    });
    try {
      const org = await createOrganization(limited.ctx);
      const now = Date.now();
      const upcoming = await createEvent(limited.ctx, org.id);
      const ongoing = await createEvent(limited.ctx, org.id, { starts_at: new Date(now - 3600_000), ends_at: new Date(now + 3600_000) });
      const ended = await createEvent(limited.ctx, org.id, { starts_at: new Date(now - 7200_000), ends_at: new Date(now - 3600_000) });
      const canceled = await createEvent(limited.ctx, org.id, { canceled_at: new Date() });
      const base = `+98937${String(randomInt(0, 10_000)).padStart(4, '0')}`;
      const n = (i: number) => `${base}${String(i).padStart(3, '0')}`;
      const client = await createClient(limited.ctx);

      // Unknown numbers spend the range's budget (2) first.
      expect((await limited.http.post('/connect/mobile/verification-codes', { mobile: n(0) })).status).toBe(201);
      expect((await limited.http.post('/connect/mobile/verification-codes', { mobile: n(1) })).status).toBe(201);
      expect((await limited.http.post('/connect/mobile/verification-codes', { mobile: n(2) })).status).toBe(429);

      const make = async (i: number) => createUser(limited.ctx, { mobile: n(i) });
      await issueTicket(limited.ctx, upcoming.id, (await make(10)).id);
      await issueTicket(limited.ctx, ongoing.id, (await make(11)).id);
      await limited.ctx.db.insertInto('organization_members').values({ organization_id: org.id, user_id: (await make(12)).id, role: 'member' }).execute();
      // An earlier confirmed login (n(1) got its code above: it logs in now, through the real endpoints).
      const first = await limited.http.post('/connect/oauth2/token', {
        grant_type: 'mobile_verification',
        client_id: client.client_id,
        client_secret: client.client_secret,
        mobile: n(1),
        mobile_verification_code: limited.sms.lastCode(n(1)),
      });
      expect(first.status).toBe(200);

      const voided = await issueTicket(limited.ctx, upcoming.id, (await make(20)).id);
      await limited.ctx.db.updateTable('attendee_tickets').set({ status: 'void', voided_at: new Date() }).where('id', '=', voided.id).execute();
      await issueTicket(limited.ctx, ended.id, (await make(21)).id);
      await issueTicket(limited.ctx, canceled.id, (await make(22)).id);
      const gone = await make(23);
      await issueTicket(limited.ctx, upcoming.id, gone.id);
      await limited.ctx.db.updateTable('users').set({ deleted_at: new Date() }).where('id', '=', gone.id).execute();
      await make(24); // an account with nothing: no ticket, no membership, never logged in

      for (const i of [10, 11, 12]) expect((await limited.http.post('/connect/mobile/verification-codes', { mobile: n(i) })).status, `known ${i}`).toBe(201);
      // n(1)'s cooldown is over only after OTP_RESEND_SECONDS: its knowledge is checked through the repository.
      expect(await isKnownMobile(limited.ctx.db, n(1))).toBe(true);
      for (const i of [20, 21, 22, 23, 24, 30]) {
        const res = await limited.http.post('/connect/mobile/verification-codes', { mobile: n(i) });
        expect(res.status, `unknown ${i}`).toBe(429);
        expect(res.body.errors[0].message).toMatch(/numbers in this range/);
      }

      // Foreign numbers: the country limit (2) is skipped for known ones the same way.
      const stamp = String(randomInt(0, 10_000)).padStart(4, '0');
      const german = (i: number) => `+49151${String(i * 997 + Number(stamp)).padStart(4, '0').slice(-4)}${stamp}`;
      for (const i of [0, 1]) expect((await limited.http.post('/connect/mobile/verification-codes', { mobile: german(i) })).status).toBe(201);
      expect((await limited.http.post('/connect/mobile/verification-codes', { mobile: german(2) })).status).toBe(429);
      await issueTicket(limited.ctx, upcoming.id, (await createUser(limited.ctx, { mobile: german(3) })).id);
      expect((await limited.http.post('/connect/mobile/verification-codes', { mobile: german(3) })).status).toBe(201);
    } finally {
      await limited.stop();
    }
  }, 60_000);

  it('a known number is still one code per OTP_RESEND_SECONDS', async () => {
    const org = await createOrganization(server.ctx);
    const event = await createEvent(server.ctx, org.id);
    const user = await createUser(server.ctx);
    await issueTicket(server.ctx, event.id, user.id);
    expect((await ask(user.mobile)).status).toBe(201);
    const again = await ask(user.mobile);
    expect(again.status).toBe(429);
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(0);
    // And it logs in as before.
    const client = await createClient(server.ctx);
    const res = await server.http.post('/connect/oauth2/token', {
      grant_type: 'event_mobile_verification',
      client_id: client.client_id,
      client_secret: client.client_secret,
      mobile: user.mobile,
      mobile_verification_code: server.sms.lastCode(user.mobile),
      event_id: event.id,
    });
    expect(res.status).toBe(200);
  });
});

describe('the knowledge check is one indexed statement', () => {
  /** The statements `run` sends, compiled (as test/platform/list-plans.test.ts captures them). */
  async function statementsOf(db: DB, run: (db: DB) => Promise<unknown>): Promise<CompiledQuery[]> {
    const seen = new Map<QueryId, RootOperationNode>();
    const sent: CompiledQuery[] = [];
    const capture: KyselyPlugin = {
      transformQuery: (args) => {
        seen.set(args.queryId, args.node);
        return args.node;
      },
      transformResult: async (args) => {
        const node = seen.get(args.queryId);
        if (node) sent.push(db.getExecutor().compileQuery(node, args.queryId));
        return args.result;
      },
    };
    await run(db.withPlugin(capture));
    return sent;
  }

  it('reads users, tickets, events, memberships and refresh tokens through indexes only (sequential scans priced out)', async () => {
    const db = server.ctx.db;
    const user = await createUser(server.ctx);
    const statements = await statementsOf(db, (d) => isKnownMobile(d, user.mobile));
    expect(statements).toHaveLength(1);
    const plan = await db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      const result = await trx.executeQuery<{ 'QUERY PLAN': string }>(CompiledQuery.raw(`explain ${statements[0]!.sql}`, [...statements[0]!.parameters]));
      return result.rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan, plan).not.toMatch(/Seq Scan on (users|attendee_tickets|events|organization_members|refresh_tokens)\b/);
    expect(plan).toMatch(/users_mobile/);
    // Tickets through an index either way round (by user, or by the event's valid tickets when events are few).
    expect(plan).toMatch(/Index (Only )?Scan using attendee_tickets_\w+ on attendee_tickets/);
    expect(plan).toMatch(/organization_members_user_idx/);
    expect(plan).toMatch(/refresh_tokens_user_idx/);
  });
});
