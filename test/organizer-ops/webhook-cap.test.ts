import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganization, createUser, tokenFor } from '../helpers/factories.js';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { WEBHOOKS_PER_ORGANIZATION } from '../../server/organizer-ops/webhooks.js';

// Issue 44: 40 concurrent webhook creations over two nodes stored 23 and 24 (the limit is 20): the cap counted, then
// inserted. Two real server instances share one database (PostgreSQL with TEST_DATABASE_URL, else the embedded one).

let one: TestServer;
let two: TestServer;
beforeAll(async () => {
  one = await startTestServer({ env: { WEBHOOK_ALLOW_PRIVATE: '1' } });
  two = await startTestServer({ env: { WEBHOOK_ALLOW_PRIVATE: '1' }, shareDatabaseWith: one });
});
afterAll(async () => {
  await two?.stop();
  await one?.stop();
});

describe('the webhook cap under concurrent creations', () => {
  it(`40 creations at once over two nodes store exactly ${WEBHOOKS_PER_ORGANIZATION}; the others are 409 too_many_webhooks`, async () => {
    for (let round = 0; round < 2; round++) {
      const owner = await createUser(one.ctx);
      const org = await createOrganization(one.ctx, owner);
      const token = await tokenFor(one.ctx, owner);
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          (i % 2 ? two : one).http.post(`/api/organizations/${org.slug}/webhooks`, { url: `http://127.0.0.1:9/hook-${i}`, events: ['ticket.issued'] }, { token }),
        ),
      );
      const statuses = answers.map((a) => a.status);
      expect(statuses.filter((s) => s === 201), JSON.stringify(statuses)).toHaveLength(WEBHOOKS_PER_ORGANIZATION);
      for (const refused of answers.filter((a) => a.status !== 201)) {
        expect(refused.status).toBe(409);
        expect(refused.body.errors[0].code).toBe('too_many_webhooks');
      }
      const stored = await one.ctx.db.selectFrom('webhooks').select('id').where('organization_id', '=', org.id).execute();
      expect(stored).toHaveLength(WEBHOOKS_PER_ORGANIZATION);
      const listed = await two.http.get(`/api/organizations/${org.slug}/webhooks`, { token });
      expect(listed.status).toBe(200);
      expect(listed.body.data).toHaveLength(WEBHOOKS_PER_ORGANIZATION);
      // Another organization's cap is its own.
      const other = await createOrganization(one.ctx, owner);
      expect((await two.http.post(`/api/organizations/${other.slug}/webhooks`, { url: 'http://127.0.0.1:9/x', events: ['ticket.issued'] }, { token })).status).toBe(201);
    }
  }, 120_000);
});
