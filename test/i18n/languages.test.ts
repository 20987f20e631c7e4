import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { createOrganization, createUser, tokenFor } from '../helpers/factories.js';
import { ERROR_CATALOGUE, type ErrorCode } from '../../server/errors.js';
import { ERROR_MESSAGES_FA } from '../../server/errors.fa.js';
import { createLocaleHints, requestLocale } from '../../server/locale.js';
import { loadConfig } from '../../infra/config.js';
import { attachRealtime } from '../../realtime/server.js';
import { closeAllSockets, connectSocket, request } from '../helpers/sockets.js';

// CONTRACT 17: users' locale, the language of error messages, events' time_zone.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ attachments: [attachRealtime] });
});
afterAll(async () => {
  closeAllSockets();
  await server?.stop();
});

const persian = /[\u0600-\u06FF]/;

describe('the Persian error catalog', () => {
  it('has a Persian message for every catalogued code', () => {
    const missing = (Object.keys(ERROR_CATALOGUE) as ErrorCode[]).filter((code) => !ERROR_MESSAGES_FA[code]);
    expect(missing).toEqual([]);
    for (const message of Object.values(ERROR_MESSAGES_FA)) expect(message).toMatch(persian);
  });
});

describe('the language of a request', () => {
  it('is the saved locale, else the best Accept-Language, else the default', () => {
    expect(requestLocale('en', 'fa-IR', 'fa')).toBe('en');
    expect(requestLocale(null, 'fa-IR,fa;q=0.9,en;q=0.8', 'en')).toBe('fa');
    expect(requestLocale(null, 'en;q=0.5, fa;q=0.9', 'en')).toBe('fa');
    expect(requestLocale(null, 'de-DE, en-GB;q=0.7', 'fa')).toBe('en');
    expect(requestLocale(null, 'de, fr', 'fa')).toBe('fa');
    expect(requestLocale(null, 'fa;q=0, en;q=0.1', 'fa')).toBe('en');
    expect(requestLocale(null, '*', 'en')).toBe('en');
    expect(requestLocale(null, ';;;,,', 'fa')).toBe('fa');
    expect(requestLocale(null, undefined, 'fa')).toBe('fa');
  });

  it('the token check’s locale hints: trusted for their time only, the oldest dropped past the limit, forgotten on a change', async () => {
    const hints = createLocaleHints(40, 2);
    expect(hints.get(1)).toBeUndefined();
    hints.note(1, 'fa');
    hints.note(2, null);
    expect(hints.get(1)).toBe('fa');
    expect(hints.get(2)).toBeNull();
    hints.note(3, 'en');
    expect(hints.get(1)).toBeUndefined();
    expect(hints.get(3)).toBe('en');
    hints.forget(3);
    expect(hints.get(3)).toBeUndefined();
    hints.note(4, 'fa');
    await new Promise((r) => setTimeout(r, 60));
    expect(hints.get(4)).toBeUndefined();
  });

  it('DEFAULT_LOCALE is fa unless set, and refuses other languages', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).defaultLocale).toBe('fa');
    expect(loadConfig({ NODE_ENV: 'test', DEFAULT_LOCALE: 'en' }).defaultLocale).toBe('en');
    expect(() => loadConfig({ NODE_ENV: 'test', DEFAULT_LOCALE: 'de' })).toThrow(/DEFAULT_LOCALE/);
  });

  it('DEFAULT_TIME_ZONE is Asia/Tehran unless set, and must be an IANA zone', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).defaultTimeZone).toBe('Asia/Tehran');
    expect(loadConfig({ NODE_ENV: 'test', DEFAULT_TIME_ZONE: 'Europe/Berlin' }).defaultTimeZone).toBe('Europe/Berlin');
    expect(() => loadConfig({ NODE_ENV: 'test', DEFAULT_TIME_ZONE: 'Mars/Olympus' })).toThrow(/DEFAULT_TIME_ZONE/);
  });
});

describe('PATCH /connect/users/me {locale}', () => {
  it('saves the locale, shows it in GET, clears it with null; another user is unaffected', async () => {
    const me = await createUser(server.ctx);
    const other = await createUser(server.ctx);
    const token = await tokenFor(server.ctx, me);
    expect((await server.http.get('/connect/users/me', { token })).body.locale).toBeNull();
    const saved = await server.http.patch('/connect/users/me', { locale: 'fa' }, { token });
    expect(saved.status).toBe(200);
    expect(saved.body.locale).toBe('fa');
    expect((await server.http.get('/connect/users/me', { token })).body.locale).toBe('fa');
    expect((await server.http.get('/connect/users/me', { token: await tokenFor(server.ctx, other) })).body.locale).toBeNull();
    const cleared = await server.http.patch('/connect/users/me', { locale: null }, { token });
    expect(cleared.body.locale).toBeNull();
  });

  it('refuses an unknown language (422, nothing stored) and answers 401 without a token', async () => {
    const me = await createUser(server.ctx);
    const token = await tokenFor(server.ctx, me);
    for (const locale of ['de', 'FA', '', 1, true]) {
      const res = await server.http.patch('/connect/users/me', { locale, name: 'Changed' }, { token });
      expect(res.status).toBe(422);
      expect(res.body.errors[0]).toMatchObject({ code: 'invalid', field: 'locale' });
    }
    const after = await server.http.get('/connect/users/me', { token });
    expect(after.body).toMatchObject({ locale: null, name: me.name });
    expect((await server.http.patch('/connect/users/me', { locale: 'fa' })).status).toBe(401);
  });
});

describe('error messages in the request’s language', () => {
  it('answers Persian for Accept-Language fa and English for en; the code never changes', async () => {
    const fa = await server.http.get('/connect/users/me', { headers: { 'accept-language': 'fa-IR,fa;q=0.9' } });
    const en = await server.http.get('/connect/users/me', { headers: { 'accept-language': 'en-US' } });
    expect(fa.status).toBe(401);
    expect(en.status).toBe(401);
    expect(fa.body.errors[0].code).toBe('unauthorized');
    expect(en.body.errors[0].code).toBe('unauthorized');
    expect(fa.body.errors[0].message).toMatch(persian);
    expect(en.body.errors[0].message).not.toMatch(persian);
    expect(fa.headers.get('content-language')).toBe('fa');
    expect(fa.headers.get('vary')).toMatch(/accept-language/i);
  });

  it('names the field of a validation error in Persian and keeps the field', async () => {
    const me = await createUser(server.ctx);
    const res = await server.http.patch('/connect/users/me', { directory_visible: 'yes' }, { token: await tokenFor(server.ctx, me), headers: { 'accept-language': 'fa' } });
    expect(res.status).toBe(422);
    expect(res.body.errors[0]).toMatchObject({ code: 'invalid', field: 'directory_visible' });
    expect(res.body.errors[0].message).toMatch(persian);
    expect(res.body.errors[0].message).toContain('directory_visible');
  });

  it('prefers the user’s saved locale over Accept-Language', async () => {
    const me = await createUser(server.ctx);
    const token = await tokenFor(server.ctx, me);
    await server.http.patch('/connect/users/me', { locale: 'fa' }, { token });
    const res = await server.http.get('/connect/users/999999999', { token, headers: { 'accept-language': 'en' } });
    expect(res.status).toBe(404);
    expect(res.body.errors[0].code).toBe('user_not_found');
    expect(res.body.errors[0].message).toMatch(persian);
    await server.http.patch('/connect/users/me', { locale: 'en' }, { token });
    const english = await server.http.get('/connect/users/999999999', { token, headers: { 'accept-language': 'fa' } });
    expect(english.body.errors[0].message).not.toMatch(persian);
  });

  it('falls back to DEFAULT_LOCALE (fa by default) without Accept-Language', async () => {
    const persianServer = await startTestServer({ env: { DEFAULT_LOCALE: 'fa' }, redis: false });
    try {
      const res = await persianServer.http.get('/connect/users/me');
      expect(res.status).toBe(401);
      expect(res.body.errors[0].message).toMatch(persian);
      const en = await persianServer.http.get('/connect/users/me', { headers: { 'accept-language': 'en' } });
      expect(en.body.errors[0].message).not.toMatch(persian);
    } finally {
      await persianServer.stop();
    }
  });
});

describe('events carry time_zone', () => {
  const body = (orgSlug: string, extra: Record<string, unknown> = {}) => ({
    organization: orgSlug,
    name: `Zone ${Math.random().toString(36).slice(2, 8)}`,
    category_id: null,
    city_name: 'Tehran',
    online: false,
    starts_at: '2027-03-01T06:30:00Z',
    ends_at: '2027-03-01T14:30:00Z',
    ...extra,
  });

  it('defaults to DEFAULT_TIME_ZONE, takes an IANA zone, and organizers change it', async () => {
    const owner = await createUser(server.ctx);
    const org = await createOrganization(server.ctx, owner);
    const token = await tokenFor(server.ctx, owner);
    const plain = await server.http.post('/api/events', body(org.slug), { token });
    expect(plain.status).toBe(201);
    expect(plain.body.data.time_zone).toBe('Asia/Tehran');
    const berlin = await server.http.post('/api/events', body(org.slug, { time_zone: 'Europe/Berlin' }), { token });
    expect(berlin.status).toBe(201);
    expect(berlin.body.data.time_zone).toBe('Europe/Berlin');
    expect(berlin.body.data.starts_at).toBe('2027-03-01T06:30:00.000Z');
    const read = await server.http.get(`/api/events/${berlin.body.data.slug}`);
    expect((read.body.data ?? read.body).time_zone).toBe('Europe/Berlin');
    const moved = await server.http.patch(`/api/events/${berlin.body.data.slug}`, { time_zone: 'UTC' }, { token });
    expect(moved.status).toBe(200);
    expect((moved.body.data ?? moved.body).time_zone).toBe('UTC');
    const listed = await server.http.get(`/api/events?fields=slug,time_zone&per_page=100`);
    expect(listed.body.data).toContainEqual({ slug: berlin.body.data.slug, time_zone: 'UTC' });
  });

  it('refuses a zone that is not IANA (422, nothing stored), and non-organizers (403) and guests (401)', async () => {
    const owner = await createUser(server.ctx);
    const stranger = await createUser(server.ctx);
    const org = await createOrganization(server.ctx, owner);
    const token = await tokenFor(server.ctx, owner);
    for (const zone of ['Mars/Olympus', 'GMT+3:30', '', 'a'.repeat(65), 3]) {
      const res = await server.http.post('/api/events', body(org.slug, { time_zone: zone }), { token });
      expect(res.status).toBe(422);
      expect(res.body.errors[0]).toMatchObject({ code: 'invalid', field: 'time_zone' });
    }
    const event = (await server.http.post('/api/events', body(org.slug), { token })).body.data;
    const bad = await server.http.patch(`/api/events/${event.slug}`, { time_zone: 'Nowhere/Land' }, { token });
    expect(bad.status).toBe(422);
    const other = await server.http.patch(`/api/events/${event.slug}`, { time_zone: 'UTC' }, { token: await tokenFor(server.ctx, stranger) });
    expect(other.status).toBe(403);
    expect((await server.http.patch(`/api/events/${event.slug}`, { time_zone: 'UTC' })).status).toBe(401);
    const after = (await server.http.get(`/api/events/${event.slug}`)).body;
    expect((after.data ?? after).time_zone).toBe('Asia/Tehran');
  });
});

describe('socket acknowledgements (CONTRACT 17)', () => {
  it('answer in the saved locale, else the handshake Accept-Language, else the default; codes and fields unchanged', async () => {
    const [saved, asked, plain] = await Promise.all([createUser(server.ctx), createUser(server.ctx), createUser(server.ctx)]);
    const savedToken = await tokenFor(server.ctx, saved);
    expect((await server.http.patch('/connect/users/me', { locale: 'fa' }, { token: savedToken })).status).toBe(200);
    const refusal = async (socket: Awaited<ReturnType<typeof connectSocket>>) => {
      const ack = await request(socket, 'chat:send', { message: 'hi' });
      expect(ack.ok).toBe(false);
      return ack.ok ? undefined : ack.error;
    };
    const english = await refusal(await connectSocket(server, await tokenFor(server.ctx, plain)));
    expect(english?.message).not.toMatch(persian);
    // Saved `fa` wins over an English Accept-Language.
    const fromSaved = await refusal(await connectSocket(server, savedToken, { extraHeaders: { 'accept-language': 'en-US' } }));
    const fromHeader = await refusal(await connectSocket(server, await tokenFor(server.ctx, asked), { extraHeaders: { 'accept-language': 'fa-IR,fa;q=0.9' } }));
    for (const error of [fromSaved, fromHeader]) {
      expect(error?.message).toMatch(persian);
      expect(error).toMatchObject({ code: english?.code, field: english?.field });
    }
    // An event the server does not handle is refused in the same language.
    const unknown = await request(await connectSocket(server, savedToken), 'no:such' as never, {});
    expect(unknown).toMatchObject({ ok: false, error: { code: 'unknown_event' } });
    expect(unknown.ok ? '' : unknown.error.message).toMatch(persian);
  });
});
