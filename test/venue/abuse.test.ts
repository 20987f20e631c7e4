import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachRealtime } from '../../realtime/server.js';
import { loadConfig } from '../../infra/config.js';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { createClient, uniqueMobile } from '../helpers/factories.js';
import { closeAllSockets, connectSocket } from '../helpers/sockets.js';

/**
 * Abuse is still refused at full scale with the production defaults, the limits sized for a hall (issue 21): one
 * address cycling through 1,000 numbers of a range (SMS pumping), one number guessing codes, and 10,000 token-less
 * socket attempts from one untrusted address. The test helper raises the caps for other files; every one of them is
 * set back to its default here, and the first test checks that this server's limits are exactly `loadConfig({})`'s.
 */
let server: TestServer;

/** The helper's raised caps, back at the production defaults (infra/config.ts). */
const DEFAULTS = {
  OTP_PREFIX_LIMIT: '200',
  TOKEN_FAILURE_LIMIT: '5',
  GRANT_FAILURES_PER_NUMBER: '15',
  OTP_SPRAY_SLOW_LIMIT: '10',
  OTP_SPRAY_DAILY_LIMIT: '40',
  SMS_BUDGET_PER_MINUTE: '3000',
  ENGINE_HANDSHAKE_LIMIT: '12000',
  SOCKET_CONNECT_LIMIT: '12000',
  SOCKETS_PER_ADDRESS: '6000',
  SOCKETS_PER_USER: '20',
};

beforeAll(async () => {
  server = await startTestServer({ attachments: [attachRealtime], env: { ...DEFAULTS, REDIS_KEY_PREFIX: `venue-abuse-${Date.now()}:` } });
}, 60_000);
afterAll(async () => {
  closeAllSockets();
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

describe('abuse at full scale', () => {
  it('runs with the production defaults', () => {
    const defaults = loadConfig({});
    expect(server.ctx.config.otp).toEqual({ ...defaults.otp, secret: server.ctx.config.otp.secret });
    expect(server.ctx.config.caps).toEqual(defaults.caps);
  });

  it('one address cycling through 1,000 numbers of one range: OTP_PREFIX_LIMIT (200) sends 200 and refuses 800', async () => {
    const base = `+98936${String(Date.now() % 10_000).padStart(4, '0')}`;
    const statuses = await pool(1000, 20, async (i) => (await server.http.post('/connect/mobile/verification-codes', { mobile: `${base}${String(i).padStart(3, '0')}` })).status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(200);
    expect(statuses.filter((s) => s === 429)).toHaveLength(800);
    expect(server.sms.sent.filter((m) => m.mobile.startsWith(base))).toHaveLength(200);
  }, 60_000);

  it('one number guessing codes: never in, and throttled with 429 slow_down after TOKEN_FAILURE_LIMIT wrong codes', async () => {
    const client = await createClient(server.ctx);
    const mobile = uniqueMobile();
    expect((await server.http.post('/connect/mobile/verification-codes', { mobile })).status).toBe(201);
    const code = server.sms.lastCode(mobile)!;
    const guesses = Array.from({ length: 100 }, (_, i) => String(i).padStart(5, '0')).filter((g) => g !== code);
    const answers: Array<{ status: number; error: string }> = [];
    for (const guess of guesses.slice(0, 40)) {
      const res = await server.http.post('/connect/oauth2/token', {
        grant_type: 'mobile_verification',
        client_id: client.client_id,
        client_secret: client.client_secret,
        mobile,
        mobile_verification_code: guess,
      });
      answers.push({ status: res.status, error: res.body.error });
    }
    expect(answers.some((a) => a.status === 200)).toBe(false);
    // TOKEN_FAILURE_LIMIT (5) wrong codes from the address for the number, then every try is throttled.
    expect(answers.slice(0, 5).every((a) => a.status === 400 && a.error === 'invalid_grant')).toBe(true);
    expect(answers.slice(5).every((a) => a.status === 429 && a.error === 'slow_down')).toBe(true);
    // The code died after 5 wrong tries: even the right one no longer works (and is throttled meanwhile).
    const right = await server.http.post('/connect/oauth2/token', {
      grant_type: 'mobile_verification',
      client_id: client.client_id,
      client_secret: client.client_secret,
      mobile,
      mobile_verification_code: code,
    });
    expect(right.status).not.toBe(200);
  }, 60_000);

  it('10,000 token-less socket attempts from one untrusted address: none connects; past ENGINE_HANDSHAKE_LIMIT handshakes are refused', async () => {
    // Each attempt is a handshake of its own (a raw websocket) asking for the main namespace without a token, as a
    // flood would: the server answers connect_error (`44`), never a connection (`40`).
    const wsUrl = `${server.url.replace('http', 'ws')}/connect/socket.io/?EIO=4&transport=websocket`;
    const attempt = () =>
      new Promise<string>((resolve) => {
        const ws = new WebSocket(wsUrl);
        const done = (outcome: string) => {
          ws.terminate();
          resolve(outcome);
        };
        ws.on('error', () => done('refused'));
        ws.on('unexpected-response', (_req, res) => done(`http ${res.statusCode}`));
        ws.on('message', (data) => {
          const text = String(data);
          if (text.startsWith('0')) ws.send('40{}');
          else if (text.startsWith('44')) done((JSON.parse(text.slice(2)) as { data: { code: string } }).data.code);
          else if (text.startsWith('40')) done('connected');
        });
      });
    const started = Date.now();
    const outcomes = await pool(10_000, 50, attempt);
    const tally = outcomes.reduce<Record<string, number>>((t, o) => ({ ...t, [o]: (t[o] ?? 0) + 1 }), {});
    expect(tally.connected).toBeUndefined();
    // Under the defaults' ceilings (12,000 handshakes and attempts a minute, 6,000 waiting at once): each was
    // admitted as far as its token check, which refused it.
    expect(tally).toEqual({ unauthorized: 10_000 });
    // The handshake ceiling still stands at its default: 2,000 more in the same minute, then refusals. (Only while the
    // minute lasts: a slower machine sees the window turn, so the count is asserted only then.)
    const handshake = async () => {
      const res = await fetch(`${server.url}/connect/socket.io/?EIO=4&transport=polling`);
      await res.arrayBuffer();
      return res.status;
    };
    const statuses = await pool(2_500, 50, handshake);
    if (Date.now() - started < 50_000) {
      expect(statuses.filter((s) => s === 200)).toHaveLength(2_000);
      expect(statuses.filter((s) => s === 403)).toHaveLength(500);
    }
    // A token-less client still cannot connect.
    await expect(connectSocket(server, undefined)).rejects.toThrow();
  }, 120_000);
});
