import { attachRealtime } from '../../realtime/server.js';
import type { Env } from '../../infra/config.js';
import type { UserRow } from '../../storage/repositories/users.js';
import { createEvent, createOrganization, createUser, issueTicket, tokenFor } from './factories.js';
import { startTestServer, type TestServer } from './server.js';

/** Two Convene nodes with the realtime layer, sharing one database and one Redis (same key prefix). */
export async function startTwoNodes(redisUrl: string, env: Env = {}): Promise<[TestServer, TestServer]> {
  const a = await startTestServer({ attachments: [attachRealtime], env: { REDIS_URL: redisUrl, ...env } });
  try {
    const b = await startTestServer({ shareDatabaseWith: a, attachments: [attachRealtime], env: { REDIS_URL: redisUrl, ...env } });
    return [a, b];
  } catch (err) {
    await a.stop();
    throw err;
  }
}

/** An event with `n` ticket-holding attendees and their event-bound tokens. */
export async function eventWithAttendees(server: TestServer, n: number) {
  const ctx = server.ctx;
  const org = await createOrganization(ctx);
  const event = await createEvent(ctx, org.id);
  const users: Array<UserRow & { token: string }> = [];
  for (let i = 0; i < n; i++) {
    const user = await createUser(ctx);
    await issueTicket(ctx, event.id, user.id);
    users.push({ ...user, token: await tokenFor(ctx, user, { eventId: event.id }) });
  }
  return { event, users };
}
