import { decodeJwt } from 'jose';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRevocationCheck } from '../../server/identity/revocation.js';
import { revokeRefreshFamily } from '../../storage/repositories/refresh-tokens.js';
import { createClient, createUser, localMobile, login, uniqueMobile } from '../helpers/factories.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

// The per-request revocation check (server/identity/revocation.ts) answers many checks asked at once with one
// statement (issue 49: a drop's buyers arrive together). The answers must be exactly the single check's.
let server: TestServer;
let client: { client_id: string; client_secret: string };

beforeAll(async () => {
  server = await startTestServer({ env: { OTP_IP_LIMIT: '100000' } });
  client = await createClient(server.ctx);
});
afterAll(async () => {
  await server.stop();
});

async function loggedIn(): Promise<{ userId: number; sid: string }> {
  const mobile = uniqueMobile();
  const res = await login(server, client, localMobile(mobile));
  expect(res.status).toBe(200);
  const claims = decodeJwt((res.body as { access_token: string }).access_token);
  return { userId: Number(claims.sub), sid: String(claims.sid) };
}

describe('the batched revocation check', () => {
  it('answers checks asked together exactly as one by one: live, logged out, deleted, unknown and session-less', async () => {
    const live = await loggedIn();
    const loggedOut = await loggedIn();
    const deleted = await loggedIn();
    const second = await loggedIn();
    await revokeRefreshFamily(server.ctx.db, loggedOut.sid);
    await sql`update users set deleted_at = now() where id = ${deleted.userId}`.execute(server.ctx.db);
    const plain = await createUser(server.ctx);
    const check = createRevocationCheck({ db: server.ctx.db });
    const asked: Array<[number, string | null, boolean]> = [
      [live.userId, live.sid, false],
      [second.userId, second.sid, false],
      [loggedOut.userId, loggedOut.sid, true],
      // Another login of the same user stays alive: only the logged-out one is dead.
      [loggedOut.userId, live.sid, false],
      [deleted.userId, deleted.sid, true],
      [plain.id, null, false],
      [2_000_000_000, null, true],
      // The same pair twice in one batch: one answer for both.
      [live.userId, live.sid, false],
    ];
    const answers = await Promise.all(asked.map(([u, s]) => check.isRevoked(u, s)));
    expect(answers).toEqual(asked.map(([, , dead]) => dead));
    // Fresh checks one at a time (a new cache each) agree.
    for (const [u, s, dead] of asked) expect(await createRevocationCheck({ db: server.ctx.db }).isRevoked(u, s)).toBe(dead);
  });

  it('answers a thousand checks asked at once, a login id that is no UUID alone without failing the others', async () => {
    const live = await loggedIn();
    const check = createRevocationCheck({ db: server.ctx.db });
    const many = Array.from({ length: 1000 }, (_, i) => check.isRevoked(i % 2 ? live.userId : 2_000_000_000 + i, i % 2 ? live.sid : null));
    const odd = check.isRevoked(live.userId, 'not-a-uuid').then(
      () => 'answered',
      () => 'refused',
    );
    const answers = await Promise.all(many);
    expect(answers.filter((dead, i) => dead !== (i % 2 === 0))).toEqual([]);
    // The odd one went alone: whatever it answers, the thousand were answered.
    expect(['answered', 'refused']).toContain(await odd);
  });
});
