import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { createClient, uniqueMobile } from '../helpers/factories.js';

/**
 * A venue is one address: limits are keyed on identity (the number, its prefix, the pair of address and number), and
 * per-address ceilings stay only for unauthenticated work. The counts are scaled down through config so the tests
 * stay fast (the production defaults are sized for a 5,000-person hall behind one address).
 */
let server: TestServer;
let client: { client_id: string; client_secret: string };

beforeAll(async () => {
  server = await startTestServer({
    env: {
      OTP_IP_LIMIT: '100000',
      OTP_PREFIX_LIMIT: '100000',
      TOKEN_FAILURE_LIMIT: '3',
      GRANT_FAILURES_PER_NUMBER: '6',
    },
  });
  client = await createClient(server.ctx);
});
afterAll(async () => {
  await server.stop();
});

const grant = (mobile: string, code: string, headers: Record<string, string> = {}) =>
  server.http.post(
    '/connect/oauth2/token',
    { grant_type: 'mobile_verification', client_id: client.client_id, client_secret: client.client_secret, mobile, mobile_verification_code: code },
    { headers },
  );
const requestCode = async (mobile: string) => {
  const res = await server.http.post('/connect/mobile/verification-codes', { mobile });
  expect(res.status).toBe(201);
  return server.sms.lastCode(mobile)!;
};
const wrongCode = (code: string) => String((Number(code) + 1) % 100_000).padStart(5, '0');

describe('wrong grants are counted per number and per (address, number), never per address alone', () => {
  it('a correct code is not refused because others on the same address mistyped theirs', async () => {
    // Ten people behind one address each mistype once, more than TOKEN_FAILURE_LIMIT wrong grants from the address.
    const people = Array.from({ length: 10 }, () => uniqueMobile());
    const codes = new Map<string, string>();
    for (const mobile of people) codes.set(mobile, await requestCode(mobile));
    for (const mobile of people) expect((await grant(mobile, wrongCode(codes.get(mobile)!))).status).toBe(400);
    for (const mobile of people) {
      const res = await grant(mobile, codes.get(mobile)!);
      expect(res.status).toBe(200);
      expect(typeof res.body.access_token).toBe('string');
    }
  });

  it('one number guessing codes from one address is throttled with 429 slow_down and Retry-After', async () => {
    const mobile = uniqueMobile();
    await requestCode(mobile);
    for (let i = 0; i < 3; i++) {
      const res = await grant(mobile, '00000');
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('invalid_grant');
    }
    const throttled = await grant(mobile, '00000');
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(throttled.body.error).toBe('slow_down');
    expect(throttled.body.error_description).toMatch(/rate limit/i);
    // Another number from the same address is untouched.
    const other = uniqueMobile();
    expect((await grant(other, await requestCode(other))).status).toBe(200);
  });

  it('one number guessed from many addresses is throttled per number', async () => {
    const mobile = uniqueMobile();
    await requestCode(mobile);
    const statuses: number[] = [];
    // TRUST_PROXY is off in tests, so the address is the socket's; the per-number budget (6) bites regardless.
    for (let i = 0; i < 8; i++) statuses.push((await grant(mobile, '00000')).status);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    expect(statuses.slice(0, 3)).toEqual([400, 400, 400]);
  });
});

describe('code requests: per number prefix and a global SMS budget', () => {
  it('one address cycling through numbers of one range is stopped by the prefix limit', async () => {
    const limited = await startTestServer({
      shareDatabaseWith: server,
      env: { OTP_IP_LIMIT: '100000', OTP_PREFIX_LIMIT: '5', REDIS_KEY_PREFIX: `venue-prefix-${Date.now()}:` },
    });
    try {
      const base = `+98935${String(Date.now() % 10_000).padStart(4, '0')}`;
      const statuses: number[] = [];
      for (let i = 0; i < 8; i++) {
        const res = await limited.http.post('/connect/mobile/verification-codes', { mobile: `${base}${String(i).padStart(3, '0')}` });
        statuses.push(res.status);
      }
      expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
      expect(statuses.slice(5)).toEqual([429, 429, 429]);
      // A number in another range still gets its code.
      const elsewhere = await limited.http.post('/connect/mobile/verification-codes', { mobile: uniqueMobile() });
      expect(elsewhere.status).toBe(201);
    } finally {
      await limited.stop();
    }
  });

  it('numbers spread over many ranges of one foreign country are refused past OTP_COUNTRY_LIMIT; domestic numbers still get codes', async () => {
    const limited = await startTestServer({
      shareDatabaseWith: server,
      env: { OTP_IP_LIMIT: '100000', OTP_PREFIX_LIMIT: '100000', OTP_COUNTRY_LIMIT: '5', REDIS_KEY_PREFIX: `venue-country-${Date.now()}:` },
    });
    try {
      // German mobiles (+49 151…), each in a range of its own: the per-range limit never sees two.
      const stamp = String(Date.now() % 10_000).padStart(4, '0');
      const german = (i: number) => `+49151${String(i * 997 + Number(stamp)).padStart(4, '0').slice(-4)}${stamp}`;
      const statuses: number[] = [];
      for (let i = 0; i < 8; i++) statuses.push((await limited.http.post('/connect/mobile/verification-codes', { mobile: german(i) })).status);
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
      const refused = await limited.http.post('/connect/mobile/verification-codes', { mobile: german(9) });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(refused.body.errors[0].message).toMatch(/numbers of this country/);
      // Another foreign country has its own budget, and domestic numbers (DEFAULT_PHONE_REGION, IR here) are not counted.
      expect((await limited.http.post('/connect/mobile/verification-codes', { mobile: `+447400${stamp}${stamp.slice(0, 2)}` })).status).toBe(201);
      for (let i = 0; i < 7; i++) expect((await limited.http.post('/connect/mobile/verification-codes', { mobile: uniqueMobile() })).status).toBe(201);
    } finally {
      await limited.stop();
    }
  });

  it('rejects a bad OTP_COUNTRY_LIMIT at start-up', async () => {
    const { loadConfig, ConfigError } = await import('../../infra/config.js');
    for (const value of ['0', '-3', 'many', '2.5']) expect(() => loadConfig({ OTP_COUNTRY_LIMIT: value }), value).toThrow(ConfigError);
    expect(loadConfig({}).otp.countryLimit).toBe(300);
    expect(loadConfig({ OTP_COUNTRY_LIMIT: '40' }).otp.countryLimit).toBe(40);
  });

  it('one address cycling through 1,000 numbers (scaled to 40) hits the per-address ceiling', async () => {
    const limited = await startTestServer({
      shareDatabaseWith: server,
      env: { OTP_IP_LIMIT: '30', OTP_PREFIX_LIMIT: '100000', REDIS_KEY_PREFIX: `venue-ip-${Date.now()}:` },
    });
    try {
      let refused = 0;
      for (let i = 0; i < 40; i++) {
        const res = await limited.http.post('/connect/mobile/verification-codes', { mobile: uniqueMobile() });
        if (res.status === 429) refused++;
      }
      expect(refused).toBe(10);
    } finally {
      await limited.stop();
    }
  });

  it('the global SMS budget logs an alert before it is spent, then refuses with 429', async () => {
    const limited = await startTestServer({
      shareDatabaseWith: server,
      env: { OTP_IP_LIMIT: '100000', OTP_PREFIX_LIMIT: '100000', SMS_BUDGET_PER_MINUTE: '5', REDIS_KEY_PREFIX: `venue-sms-${Date.now()}:` },
    });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) statuses.push((await limited.http.post('/connect/mobile/verification-codes', { mobile: uniqueMobile() })).status);
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
      const alerts = limited.log.lines.filter((l) => l.msg === 'sms.budget_alert');
      expect(alerts.length).toBeGreaterThan(0);
      // The alert came before the budget was spent (at 80 %: the 4th of 5).
      expect(alerts[0]).toMatchObject({ used: 4, budget: 5 });
      // The same on /metrics (prom-client): codes by outcome, and the budget's use against its size.
      const metrics = (await limited.http.get('/metrics')).text;
      expect(metrics).toMatch(/^convene_sms_codes_total\{outcome="sent",driver="log"\} 5$/m);
      expect(metrics).toMatch(/^convene_sms_codes_total\{outcome="refused",driver="log"\} 2$/m);
      expect(metrics).toMatch(/^convene_sms_budget_used 5$/m);
      expect(metrics).toMatch(/^convene_sms_budget_per_minute 5$/m);
    } finally {
      await limited.stop();
    }
  });
});

describe('defaults are sized for a 5,000-person hall behind one address', () => {
  it('per-address ceilings let a hall in', async () => {
    const { loadConfig } = await import('../../infra/config.js');
    const config = loadConfig({});
    expect(config.otp.ipLimit).toBeGreaterThanOrEqual(10_000);
    expect(config.caps.socketsPerAddress).toBeGreaterThanOrEqual(5_000);
    expect(config.caps.socketConnectsPerMinute).toBeGreaterThanOrEqual(10_000);
    expect(config.caps.engineHandshakesPerMinute).toBeGreaterThanOrEqual(10_000);
  });
});

describe('TRUSTED_NETWORKS are exempt from per-address ceilings', () => {
  it('rejects a bad CIDR at start-up', async () => {
    const { loadConfig, ConfigError } = await import('../../infra/config.js');
    expect(() => loadConfig({ TRUSTED_NETWORKS: '10.0.0.0/8, not-a-cidr' })).toThrow(ConfigError);
    expect(loadConfig({ TRUSTED_NETWORKS: '10.0.0.0/8, 2001:db8::/32' }).caps.trustedNetworks).toEqual(['10.0.0.0/8', '2001:db8::/32']);
  });

  it('code requests and Engine.IO handshakes from a trusted network pass the per-address ceilings; others do not', async () => {
    const env = { OTP_IP_LIMIT: '3', OTP_PREFIX_LIMIT: '100000', ENGINE_HANDSHAKE_LIMIT: '3' };
    const { attachRealtime } = await import('../../realtime/server.js');
    const trusted = await startTestServer({
      shareDatabaseWith: server,
      attachments: [attachRealtime],
      env: { ...env, TRUSTED_NETWORKS: '127.0.0.0/8,::1/128', REDIS_KEY_PREFIX: `venue-trusted-${Date.now()}:` },
    });
    const untrusted = await startTestServer({
      shareDatabaseWith: server,
      attachments: [attachRealtime],
      env: { ...env, TRUSTED_NETWORKS: '203.0.113.0/24', REDIS_KEY_PREFIX: `venue-untrusted-${Date.now()}:` },
    });
    try {
      const run = async (s: TestServer) => {
        const codes: number[] = [];
        for (let i = 0; i < 5; i++) codes.push((await s.http.post('/connect/mobile/verification-codes', { mobile: uniqueMobile() })).status);
        const handshakes: number[] = [];
        for (let i = 0; i < 5; i++) {
          const res = await fetch(`${s.url}/connect/socket.io/?EIO=4&transport=polling`);
          handshakes.push(res.status);
          await res.text();
        }
        return { codes, handshakes };
      };
      expect(await run(trusted)).toEqual({ codes: [201, 201, 201, 201, 201], handshakes: [200, 200, 200, 200, 200] });
      expect(await run(untrusted)).toEqual({ codes: [201, 201, 201, 429, 429], handshakes: [200, 200, 200, 403, 403] });
    } finally {
      await trusted.stop();
      await untrusted.stop();
    }
  });
});

describe('token-less sockets from one untrusted address', () => {
  it('10,000 (scaled to 30 with SOCKET_CONNECT_LIMIT=20) are all refused: unauthorized, then rate_limited', async () => {
    const { attachRealtime } = await import('../../realtime/server.js');
    const { connectSocket, closeAllSockets } = await import('../helpers/sockets.js');
    const limited = await startTestServer({
      shareDatabaseWith: server,
      attachments: [attachRealtime],
      env: { SOCKET_CONNECT_LIMIT: '20', REDIS_KEY_PREFIX: `venue-tokenless-${Date.now()}:` },
    });
    try {
      const outcomes: string[] = [];
      for (let i = 0; i < 30; i++) outcomes.push(await connectSocket(limited, undefined).then(() => 'connected', (err: Error) => err.message));
      expect(outcomes).not.toContain('connected');
      expect(outcomes.slice(0, 20).every((o) => o === 'unauthorized')).toBe(true);
      expect(outcomes.slice(20).every((o) => o === 'rate_limited')).toBe(true);
    } finally {
      closeAllSockets();
      await limited.stop();
    }
  });
});
