import argon2 from 'argon2';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.js';

/**
 * A login storm does not verify the same client secret thousands of times (issue 21): token requests of one client
 * that arrive while its secret is being checked share that one argon2 verification, and a secret argon2 accepted is
 * remembered (by client and stored hash). A wrong secret is never remembered: each later request checks it again.
 */
describe('client authentication under a login storm', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.stop();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('concurrent checks of the same secret share one argon2 verification; later ones verify nothing', async () => {
    const { client_id, client_secret } = await server.ctx.clients.create('Herd app');
    const verify = vi.spyOn(argon2, 'verify');
    const answers = await Promise.all(Array.from({ length: 200 }, () => server.ctx.clients.authenticate(client_id, client_secret)));
    expect(answers).toEqual(Array(200).fill(true));
    expect(verify).toHaveBeenCalledTimes(1);
    expect(await server.ctx.clients.authenticate(client_id, client_secret)).toBe(true);
    expect(verify).toHaveBeenCalledTimes(1);
    // The remembered secret does not let another one in: a wrong secret is still checked, and refused.
    expect(await server.ctx.clients.authenticate(client_id, `${client_secret}x`)).toBe(false);
  });

  it('a wrong secret sent at once is checked once for the crowd, refused for each, and checked again later', async () => {
    const { client_id, client_secret } = await server.ctx.clients.create('Wrong herd app');
    // argon2 at the tests' lowest cost answers within a millisecond; at production cost it takes tens of ms, long
    // enough for a crowd to arrive while it runs. Held for a second here so all 50 lookups overlap it on any database.
    const original = argon2.verify.bind(argon2);
    const verify = vi.spyOn(argon2, 'verify').mockImplementation(async (...args: Parameters<typeof argon2.verify>) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      return original(...args);
    });
    const wrong = `${client_secret.slice(0, -1)}${client_secret.endsWith('A') ? 'B' : 'A'}`;
    const answers = await Promise.all(Array.from({ length: 50 }, () => server.ctx.clients.authenticate(client_id, wrong)));
    expect(answers).toEqual(Array(50).fill(false));
    expect(verify).toHaveBeenCalledTimes(1);
    expect(await server.ctx.clients.authenticate(client_id, wrong)).toBe(false);
    expect(verify).toHaveBeenCalledTimes(2);
    // A right and a wrong secret at the same time are separate checks with their own answers.
    const [right, again] = await Promise.all([server.ctx.clients.authenticate(client_id, client_secret), server.ctx.clients.authenticate(client_id, wrong)]);
    expect([right, again]).toEqual([true, false]);
    expect(verify).toHaveBeenCalledTimes(4);
  });

  it('through the token endpoint: 100 grants of one client at once run one secret verification', async () => {
    const { client_id, client_secret } = await server.ctx.clients.create('Door app');
    const verify = vi.spyOn(argon2, 'verify');
    // Unknown refresh tokens: the client is authenticated first, then each grant is refused as invalid_grant.
    const answers = await Promise.all(
      Array.from({ length: 100 }, async (_, i) => {
        const res = await fetch(`${server.url}/connect/oauth2/token`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: `unknown-${i}`, client_id, client_secret }),
        });
        return `${res.status} ${((await res.json()) as { error: string }).error}`;
      }),
    );
    expect(answers).toEqual(Array(100).fill('400 invalid_grant'));
    expect(verify).toHaveBeenCalledTimes(1);
  });
});
