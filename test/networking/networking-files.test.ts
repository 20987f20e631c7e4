import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { createUser, tokenFor } from '../helpers/factories.js';
import { image, jpegWithExif, multipart, pngClaiming, type Part } from '../helpers/images.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.stop();
});

async function uploader() {
  const user = await createUser(server.ctx);
  return { user, token: await tokenFor(server.ctx, user) };
}

function upload(token: string | undefined, parts: Part[], target: TestServer = server) {
  const { body, contentType } = multipart(parts);
  return target.http.post('/connect/files', undefined, { token, raw: body, headers: { 'content-type': contentType } });
}

const blobCount = async (ownerId: number) =>
  Number((await server.ctx.db.selectFrom('blobs').select((eb) => eb.fn.countAll().as('n')).where('owner_id', '=', ownerId).executeTakeFirstOrThrow()).n);

async function fetchFile(url: string) {
  const res = await fetch(url);
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

describe('POST /connect/files', () => {
  it('stores a JPEG re-encoded without EXIF/GPS (201 {url}) and serves it publicly with safe headers', async () => {
    const { user, token } = await uploader();
    const original = await jpegWithExif();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await upload(token, [{ name: 'file', filename: 'holiday.jpg', contentType: 'image/jpeg', data: original }]);
    expect(res.status).toBe(201);
    expect(res.body.url).toMatch(new RegExp(`^${server.url}/connect/files/[A-Za-z0-9_-]{24}\\.jpg$`));
    expect(res.headers.get('location')).toBe(res.body.url);
    const { res: served, bytes } = await fetchFile(res.body.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 32, height: 24 });
    expect(meta.exif).toBeUndefined();
    expect(bytes.includes(Buffer.from('exif-secret-owner'))).toBe(false);
    expect(bytes.includes(Buffer.from('SecretCam'))).toBe(false);
    expect(await blobCount(user.id)).toBe(1);
  });

  it('accepts PNG, WebP and GIF, keeping each format, whatever the name or declared type says', async () => {
    const { token } = await uploader();
    for (const format of ['png', 'webp', 'gif'] as const) {
      const res = await upload(token, [{ name: 'file', filename: 'photo.jpg', contentType: 'application/octet-stream', data: await image(format) }]);
      expect(res.status, format).toBe(201);
      expect(res.body.url.endsWith(`.${format}`)).toBe(true);
      const { res: served, bytes } = await fetchFile(res.body.url);
      expect(served.headers.get('content-type')).toBe(`image/${format}`);
      expect((await sharp(bytes).metadata()).format).toBe(format);
    }
  });

  it('drops bytes appended to an image (polyglots)', async () => {
    const { token } = await uploader();
    const payload = Buffer.concat([await image('png'), Buffer.from('<html><script>alert(document.cookie)</script></html>')]);
    const res = await upload(token, [{ name: 'file', filename: 'x.png', data: payload }]);
    expect(res.status).toBe(201);
    const { bytes } = await fetchFile(res.body.url);
    expect(bytes.includes(Buffer.from('<script>'))).toBe(false);
  });

  it('refuses non-images and undecodable images with 415, storing nothing', async () => {
    const { user, token } = await uploader();
    const cases: Buffer[] = [
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      Buffer.from('%PDF-1.4 not an image'),
      Buffer.from('just text named like an image'),
      (await image('png')).subarray(0, 60),
    ];
    for (const data of cases) {
      const res = await upload(token, [{ name: 'file', filename: 'a.png', contentType: 'image/png', data }]);
      expect(res.status, data.subarray(0, 10).toString()).toBe(415);
      expect(res.body.errors[0].code).toMatch(/unsupported_media_type|image_undecodable/);
    }
    expect(await blobCount(user.id)).toBe(0);
  });

  it('refuses an image claiming too many pixels (decompression bomb) with 413', async () => {
    const { user, token } = await uploader();
    const res = await upload(token, [{ name: 'file', filename: 'bomb.png', data: pngClaiming(60_000, 60_000) }]);
    expect(res.status).toBe(413);
    expect(res.body.errors[0].code).toBe('image_too_large');
    expect(await blobCount(user.id)).toBe(0);
  });

  it('answers 400 with an errors body when the file is absent or in another field', async () => {
    const { user, token } = await uploader();
    const png = await image('png');
    const cases: Array<Part[]> = [
      [{ name: 'avatar', filename: 'a.png', data: png }],
      [{ name: '', filename: 'a.png', data: png }],
      [{ name: 'title', data: 'no file here' }],
      [],
      [
        { name: 'file', filename: 'a.png', data: png },
        { name: 'file', filename: 'b.png', data: png },
      ],
    ];
    for (const parts of cases) {
      const res = await upload(token, parts);
      expect(res.status, JSON.stringify(parts.map((p) => p.name))).toBe(400);
      expect(res.body.errors.length).toBeGreaterThan(0);
    }
    const json = await server.http.post('/connect/files', { file: 'aGVsbG8=' }, { token });
    expect(json.status).toBe(400);
    expect(json.body.errors[0].code).toBe('file_required');
    const empty = await server.http.post('/connect/files', undefined, { token });
    expect(empty.status).toBe(400);
    expect(await blobCount(user.id)).toBe(0);
  });

  it('answers 400 for a missing or wrong boundary and a truncated body', async () => {
    const { user, token } = await uploader();
    const { body, contentType } = multipart([{ name: 'file', filename: 'a.png', data: await image('png') }]);
    const noBoundary = await server.http.post('/connect/files', undefined, { token, raw: body, headers: { 'content-type': 'multipart/form-data' } });
    expect(noBoundary.status).toBe(400);
    expect(noBoundary.body.errors[0].code).toBe('malformed_multipart');
    const wrongBoundary = await server.http.post('/connect/files', undefined, { token, raw: body, headers: { 'content-type': 'multipart/form-data; boundary=nope' } });
    expect(wrongBoundary.status).toBe(400);
    const truncated = await server.http.post('/connect/files', undefined, { token, raw: body.subarray(0, body.length - 40), headers: { 'content-type': contentType } });
    expect(truncated.status).toBe(400);
    expect(truncated.body.errors[0].code).toBe('malformed_multipart');
    expect(await blobCount(user.id)).toBe(0);
  });

  it('answers 413 for a file over UPLOAD_MAX_BYTES, readable by the client, and stores nothing', async () => {
    const small = await startTestServer({ env: { UPLOAD_MAX_BYTES: '20000' }, shareDatabaseWith: server });
    try {
      const { user, token } = await uploader();
      const big = await image('png', 8, 8).then((png) => Buffer.concat([png, Buffer.alloc(60_000, 7)]));
      const res = await upload(token, [{ name: 'file', filename: 'big.png', data: big }], small);
      expect(res.status).toBe(413);
      expect(res.body.errors[0].code).toBe('too_large');
      // Far past the drain bound: the server stops reading, answers 413 and closes the connection.
      const huge = Buffer.alloc(3 * 1024 * 1024, 1);
      const hugeRes = await upload(token, [{ name: 'file', filename: 'huge.png', data: huge }], small);
      expect(hugeRes.status).toBe(413);
      expect(hugeRes.headers.get('connection')).toBe('close');
      // The server keeps serving.
      expect((await upload(token, [{ name: 'file', filename: 'ok.png', data: await image('png') }], small)).status).toBe(201);
      expect(await blobCount(user.id)).toBe(1);
    } finally {
      await small.stop();
    }
  });

  it('stores nothing for an upload aborted midway, and keeps serving', async () => {
    const { user, token } = await uploader();
    const { body, contentType } = multipart([{ name: 'file', filename: 'a.png', data: Buffer.concat([await image('png'), Buffer.alloc(200_000, 3)]) }]);
    await new Promise<void>((resolve) => {
      const url = new URL('/connect/files', server.url);
      const req = httpRequest(url, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': contentType, 'content-length': String(body.length) } });
      req.on('error', () => resolve());
      req.on('close', () => resolve());
      req.write(body.subarray(0, 50_000), () => setTimeout(() => req.destroy(), 50));
    });
    await new Promise((r) => setTimeout(r, 100));
    expect(await blobCount(user.id)).toBe(0);
    expect((await upload(token, [{ name: 'file', filename: 'a.png', data: await image('png') }])).status).toBe(201);
  });

  it('answers 401 without a token and stores nothing', async () => {
    const res = await upload(undefined, [{ name: 'file', filename: 'a.png', data: await image('png') }]);
    expect(res.status).toBe(401);
    expect(res.body.errors[0].code).toBe('unauthorized');
  });

  it('rate-limits uploads per user', async () => {
    const { token } = await uploader();
    const png = await image('png');
    let status = 0;
    for (let i = 0; i < 31; i++) status = (await upload(token, [{ name: 'file', filename: 'a.png', data: png }])).status;
    expect(status).toBe(429);
  });
});

describe('GET /connect/files/{name}', () => {
  it('answers 404 for unknown or malformed names', async () => {
    for (const name of ['AAAAAAAAAAAAAAAAAAAAAAAA.jpg', '..%2F..%2Fetc%2Fpasswd', 'x.svg', 'AAAAAAAAAAAAAAAAAAAAAAAA.html']) {
      const res = await server.http.get(`/connect/files/${name}`);
      expect(res.status, name).toBe(404);
    }
  });

  it('is documented in the OpenAPI document with the upload', async () => {
    const doc = (await server.http.get('/api/openapi.json')).body;
    expect(doc.paths['/connect/files'].post.requestBody.content).toHaveProperty(['multipart/form-data']);
    expect(doc.paths).toHaveProperty(['/connect/files/{name}']);
  });
});
