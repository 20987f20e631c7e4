// The event record is answered before Express (gateway/fast-reads.ts), for guests and for callers with a valid
// token. These pin that the answer is the one Express gives for the same request, byte for byte and header for
// header, and that every request the fast path does not own (bad or revoked tokens, CORS, queries, odd encodings,
// unknown or moved slugs) still reaches Express.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganization, createUser, issueTicket, tokenFor } from '../helpers/factories.js';
import { hoursFromNow } from '../helpers/events.js';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { rawRequest } from '../helpers/http.js';
import { withFastReads } from '../../gateway/fast-reads.js';
import { ReadyJson } from '../../gateway/ready-json.js';

/** A request with exactly these headers, answered as sent (the body's bytes still compressed). */
async function raw(base: string, path: string, headers: Record<string, string> = {}) {
  const answer = await rawRequest(base, path, headers);
  return { status: answer.status, headers: answer.headers, body: answer.bytes };
}

/** The headers two answers to the same request must share: all but the date and the per-request id. */
function comparable(headers: IncomingHttpHeaders, keepId: boolean): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (name === 'date' || name === 'connection' || name === 'keep-alive' || (name === 'x-request-id' && !keepId)) continue;
    out[name] = name === 'vary' ? String(value).split(',').map((v) => v.trim().toLowerCase()).sort() : value;
  }
  return out;
}

describe('event reads before Express', () => {
  let server: TestServer;
  let slug: string;
  let eventId: number;
  let organizerToken: string;
  beforeAll(async () => {
    server = await startTestServer();
    const owner = await createUser(server.ctx);
    const token = await tokenFor(server.ctx, owner);
    organizerToken = token;
    const org = await createOrganization(server.ctx, owner);
    const res = await server.http.post(
      '/api/events',
      {
        organization: org.slug,
        name: 'Fast Conf',
        // A long cover address takes the record past the compression threshold (1 KiB).
        cover: `https://images.example.com/${'c'.repeat(1200)}.png`,
        category_id: null,
        city_name: 'Tehran',
        online: false,
        starts_at: hoursFromNow(24).toISOString(),
        ends_at: hoursFromNow(30).toISOString(),
      },
      { token },
    );
    expect(res.body).toMatchObject({ data: { slug: expect.any(String), id: expect.any(Number) } });
    slug = res.body.data.slug;
    eventId = res.body.data.id;
  });
  afterAll(async () => {
    await server.stop();
  });

  it('answers as Express does: bytes, status and headers, for every encoding and conditional it takes', async () => {
    const path = `/api/events/${slug}`;
    const first = await raw(server.url, path);
    expect(first.status).toBe(200);
    const etag = String(first.headers.etag);
    const cases: Array<Record<string, string>> = [
      {},
      { 'accept-encoding': 'gzip, br' },
      { 'accept-encoding': 'br' },
      { 'accept-encoding': 'gzip, deflate, br' },
      { 'accept-encoding': 'deflate' },
      { 'accept-encoding': 'identity' },
      { 'accept-encoding': '' },
      { 'if-none-match': etag },
      { 'if-none-match': etag.replace(/^W\//, '') },
      { 'if-none-match': `"other", ${etag}` },
      { 'if-none-match': '"other"' },
      { 'x-request-id': 'trace-123' },
    ];
    for (const headers of cases) {
      // The query string sends the same request through Express (the route takes no query parameters).
      const [fast, express] = await Promise.all([raw(server.url, path, headers), raw(server.url, `${path}?via=express`, headers)]);
      expect({ case: headers, status: fast.status }).toEqual({ case: headers, status: express.status });
      expect(comparable(fast.headers, 'x-request-id' in headers)).toEqual(comparable(express.headers, 'x-request-id' in headers));
      expect(fast.body.equals(express.body)).toBe(true);
      expect(fast.headers['x-request-id']).toMatch(/^[A-Za-z0-9._-]+$/);
    }
    expect(first.body.length).toBeGreaterThan(1024);
    const gz = await raw(server.url, path, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect((await raw(server.url, path, { 'if-none-match': etag })).status).toBe(304);
  });

  it('answers a caller with a token as Express does: their ticket link, private, the visit recorded', async () => {
    const holder = await createUser(server.ctx);
    const ticket = await issueTicket(server.ctx, eventId, holder.id);
    const holderToken = await tokenFor(server.ctx, holder);
    const other = await createUser(server.ctx);
    const otherToken = await tokenFor(server.ctx, other);
    const path = `/api/events/${slug}`;
    for (const token of [holderToken, otherToken]) {
      const auth = { authorization: `Bearer ${token}` };
      const etag = String((await raw(server.url, path, auth)).headers.etag);
      const extras: Array<Record<string, string>> = [{}, { 'accept-encoding': 'gzip' }, { 'if-none-match': etag }, { 'if-none-match': '"other"' }];
      for (const extra of extras) {
        const headers = { ...auth, ...extra };
        const [fast, express] = await Promise.all([raw(server.url, path, headers), raw(server.url, `${path}?via=express`, headers)]);
        expect({ case: extra, status: fast.status }).toEqual({ case: extra, status: express.status });
        expect(comparable(fast.headers, false)).toEqual(comparable(express.headers, false));
        expect(fast.body.equals(express.body)).toBe(true);
      }
      const answer = await raw(server.url, path, auth);
      expect(answer.headers['cache-control']).toBe('private');
      expect(String(answer.headers.vary)).toMatch(/Authorization/);
      const link = JSON.parse(answer.body.toString()).data._links.user_ticket;
      if (token === holderToken) expect(link).toEqual({ href: expect.stringContaining(`/api/tickets/${ticket.code}`) });
      else expect(link).toBeNull();
    }
    // The read is recorded as a visit, as through Express (recently visited events).
    const visited = await server.http.get('/api/recently-visited-events', { token: otherToken });
    expect(visited.status).toBe(200);
    expect(JSON.stringify(visited.body)).toContain(slug);
    // A token that does not verify is Express's to refuse, with its 401 body.
    for (const authorization of [`Bearer ${otherToken}x`, 'Bearer not-a-token', 'Basic abc']) {
      const refused = await raw(server.url, path, { authorization });
      expect(refused.status).toBe(401);
      expect(JSON.parse(refused.body.toString()).errors[0].code).toBeTruthy();
    }
  });

  it('answers Persian and mixed slugs (percent-encoded) as Express does, and their refusals too', async () => {
    const owner = await createUser(server.ctx);
    const token = await tokenFor(server.ctx, owner);
    const org = await createOrganization(server.ctx, owner);
    const made: string[] = [];
    for (const name of ['همایش فناوری‌های نوین ۱۴۰۵', 'Node.js همایش 1405']) {
      const res = await server.http.post(
        '/api/events',
        { organization: org.slug, name, category_id: null, city_name: 'تهران', online: false, starts_at: hoursFromNow(24).toISOString(), ends_at: hoursFromNow(30).toISOString() },
        { token },
      );
      expect(res.status).toBe(201);
      made.push(res.body.data.slug);
    }
    expect(made[0]).toBe('همایش-فناوریهای-نوین-۱۴۰۵');
    expect(made[1]).toBe('node-js-همایش-1405');
    const holderToken = await tokenFor(server.ctx, await createUser(server.ctx));
    for (const persian of made) {
      const encoded = encodeURIComponent(persian);
      // Upper- and lower-case escapes decode alike, as in the router.
      for (const path of [`/api/events/${encoded}`, `/api/events/${encoded.toLowerCase()}`]) {
        const first = await raw(server.url, path);
        expect(first.status).toBe(200);
        expect(JSON.parse(first.body.toString()).data.slug).toBe(persian);
        const etag = String(first.headers.etag);
        const cases: Array<Record<string, string>> = [{}, { 'accept-encoding': 'gzip, br' }, { 'if-none-match': etag }, { authorization: `Bearer ${holderToken}` }];
        for (const headers of cases) {
          const [fast, express] = await Promise.all([raw(server.url, path, headers), raw(server.url, `${path}?via=express`, headers)]);
          expect({ case: headers, status: fast.status }).toEqual({ case: headers, status: express.status });
          expect(comparable(fast.headers, false)).toEqual(comparable(express.headers, false));
          expect(fast.body.equals(express.body)).toBe(true);
        }
      }
    }
    // What the route refuses is refused alike: malformed escapes (400), a slug too long once decoded or holding NUL
    // (422), an unknown Persian slug (404).
    const refusals: Array<[string, number, string]> = [
      ['%E0%A4%A', 400, 'malformed_path'],
      ['%D9%87%ZZ', 400, 'malformed_path'],
      ['%ED%A0%80', 400, 'malformed_path'],
      [encodeURIComponent('ه'.repeat(201)), 422, 'invalid'],
      ['a%00b', 422, 'invalid'],
      [encodeURIComponent('همایش-ناشناخته'), 404, 'not_found'],
    ];
    for (const [segment, status, code] of refusals) {
      const path = `/api/events/${segment}`;
      const [fast, express] = await Promise.all([raw(server.url, path), raw(server.url, `${path}?via=express`)]);
      expect({ segment, status: fast.status }).toEqual({ segment, status });
      expect(JSON.parse(fast.body.toString()).errors[0].code).toBe(code);
      expect(fast.body.toString()).toBe(express.body.toString());
    }
  });

  it('leaves unknown and moved slugs, tokens and CORS requests to Express', async () => {
    const missing = await raw(server.url, '/api/events/no-such-event');
    expect(missing.status).toBe(404);
    expect(JSON.parse(missing.body.toString()).errors[0].code).toBe('not_found');
    // A renamed event: the old slug answers slug_changed (Express), the new one is served before it.
    const renamed = `${slug}-moved`;
    expect((await server.http.patch(`/api/events/${slug}`, { slug: renamed }, { token: organizerToken })).status).toBe(200);
    const moved = await raw(server.url, `/api/events/${slug}`);
    expect(moved.status).toBe(404);
    expect(JSON.parse(moved.body.toString()).errors[0]).toMatchObject({ code: 'slug_changed', new_slug: renamed });
    expect((await raw(server.url, `/api/events/${renamed}`)).status).toBe(200);
    slug = renamed;
    const user = await createUser(server.ctx);
    const token = await tokenFor(server.ctx, user);
    const mine = await raw(server.url, `/api/events/${slug}`, { authorization: `Bearer ${token}` });
    expect(mine.status).toBe(200);
    expect(mine.headers['cache-control']).toBe('private');
    expect(JSON.parse(mine.body.toString()).data._links.user_ticket).toBeNull();
  });
});

describe('which requests the fast path takes', () => {
  let server: TestServer;
  let front: Server;
  let base: string;
  const fallbacks: string[] = [];
  const reads: string[] = [];
  beforeAll(async () => {
    server = await startTestServer();
    const ready = new ReadyJson(Buffer.from(JSON.stringify({ data: { slug: 'known' } })));
    front = createServer(
      withFastReads(server.ctx, [['X-Frame-Options', 'SAMEORIGIN']], async (slug, apiBase, auth) => {
        reads.push(`${slug} ${apiBase} ${auth?.userId ?? 'guest'}`);
        return slug === 'known' ? ready : undefined;
      }, (req, res) => {
        fallbacks.push(req.url ?? '');
        res.writeHead(299).end();
      }),
    );
    await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(front.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => front.close(resolve));
    await server.stop();
  });

  it('answers a plain guest GET of a found slug, and hands everything else to the application', async () => {
    const ok = await raw(base, '/api/events/known');
    expect(ok.status).toBe(200);
    expect(ok.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(JSON.parse(ok.body.toString())).toEqual({ data: { slug: 'known' } });
    expect(reads.at(-1)).toMatch(/^known http:\/\/127\.0\.0\.1:\d+\/api guest$/);
    // A valid token is verified here and its claims handed to the read; the answer is private.
    const user = await createUser(server.ctx);
    const signedIn = await raw(base, '/api/events/known', { authorization: `Bearer ${await tokenFor(server.ctx, user)}` });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers['cache-control']).toBe('private');
    expect(reads.at(-1)).toMatch(new RegExp(`^known http://127\\.0\\.0\\.1:\\d+/api ${user.id}$`));
    const handedOver: Array<[string, Record<string, string>]> = [
      ['/api/events/unknown', {}],
      ['/api/events/known?x=1', {}],
      ['/api/events/known/widgets', {}],
      ['/api/events/%D9%86%D8%A7', {}],
      ['/api/events/%E0%A4%A', {}],
      ['/api/events/%ED%A0%80', {}],
      ['/api/events/kn%00own', {}],
      [`/api/events/${encodeURIComponent('ه'.repeat(201))}`, {}],
      ['/api/events/known/', {}],
      ['/api/events/kn#own', {}],
      ['/api/v2/events/known', {}],
      ['/api/events/known', { authorization: 'Bearer x' }],
      ['/api/events/known', { authorization: 'Basic abc' }],
      ['/api/events/known', { origin: 'https://example.com' }],
      ['/api/events/known', { 'x-forwarded-proto': 'https' }],
      ['/api/events/known', { 'if-modified-since': new Date().toUTCString() }],
      ['/api/events/known', { 'cache-control': 'no-cache' }],
      ['/api/events/known', { 'accept-encoding': 'gzip;q=0.5, br' }],
      ['/api/events/known', { 'accept-encoding': '*' }],
      ['/api/events/known', { 'accept-encoding': 'deflate' }],
    ];
    for (const [path, headers] of handedOver) {
      const before = fallbacks.length;
      expect({ path, status: (await raw(base, path, headers)).status }).toEqual({ path, status: 299 });
      expect(fallbacks.length).toBe(before + 1);
    }
  });

  it('decodes a percent-encoded slug as the router does and reads it by its decoded text, up to 200 units', async () => {
    const cases: Array<[string, string]> = [
      ['/api/events/kn%6Fwn', 'known'],
      ['/api/events/%D9%86%D8%A7', 'نا'],
      ['/api/events/%d9%86%d8%a7', 'نا'],
      [`/api/events/demo-1-${encodeURIComponent('همایش-فناوریهای-نوین')}-1405`, 'demo-1-همایش-فناوریهای-نوین-1405'],
      [`/api/events/${encodeURIComponent('ه'.repeat(200))}`, 'ه'.repeat(200)],
      [`/api/events/${encodeURIComponent('😀'.repeat(100))}`, '😀'.repeat(100)],
    ];
    for (const [path, slug] of cases) {
      const before = reads.length;
      const fallbacksBefore = fallbacks.length;
      // Unknown slugs are handed over after the read (Express answers 404); the read saw the decoded slug.
      expect((await raw(base, path)).status).toBe(slug === 'known' ? 200 : 299);
      expect(reads.length).toBe(before + 1);
      expect(reads.at(-1)!.split(' ')[0]).toBe(slug);
      expect(fallbacks.length).toBe(fallbacksBefore + (slug === 'known' ? 0 : 1));
    }
  });
});
