import { z } from '../../zod.js';
import type { Routes } from '../../route.js';
import { errorBody } from '../../schemas.js';
import { absoluteUrl } from '../../envelopes.js';
import { readSingleFile } from '../../multipart.js';
import { notFound } from '../../../server/errors.js';
import { MAX_INPUT_PIXELS, UPLOADS_PER_TEN_MINUTES } from '../../../server/networking/files.js';

const uploadBody = z
  .object({ file: z.string().openapi({ type: 'string', format: 'binary', description: 'The image: JPEG, PNG, WebP or GIF' }) })
  .openapi('FileUpload');
const uploaded = z.object({ url: z.string().openapi({ example: 'https://events.example.com/connect/files/3vJ9mV0sP6qX1rT8yZ2bN4cK.jpg' }) }).openapi('UploadedFile');

const ONE_YEAR = 365 * 24 * 3600;

export function fileRoutes(routes: Routes): void {
  const { ctx } = routes;
  const maxBytes = ctx.config.uploadMaxBytes;
  routes.add({
    method: 'post',
    path: '/files',
    summary: 'Upload an image',
    description:
      `multipart/form-data with one file in the field \`file\`, at most \`UPLOAD_MAX_BYTES\` (${maxBytes} bytes here). ` +
      'The type is decided by the bytes, not the name: JPEG, PNG, WebP or GIF. The image is re-encoded in its own format, ' +
      'which strips metadata (EXIF, GPS) and anything appended to it, and stored under a random name; nothing is stored for a rejected or aborted upload. ' +
      `Images over ${MAX_INPUT_PIXELS.toLocaleString('en')} pixels are refused (413 \`image_too_large\`). At most ${UPLOADS_PER_TEN_MINUTES} uploads per 10 minutes per user (429). ` +
      'An oversized body is read and dropped up to a bound so the 413 can be read, then the connection is closed.',
    operationId: 'uploadImage',
    tags: ['Files'],
    auth: 'required',
    body: uploadBody,
    rawBody: true,
    bodyContentTypes: ['multipart/form-data'],
    responses: {
      201: { description: 'Stored; `url` serves the image (also in Location)', schema: uploaded },
      400: { description: 'Not multipart, malformed or truncated body, no file, a field not named `file`, or more than one file', schema: errorBody },
      413: { description: 'The file is larger than UPLOAD_MAX_BYTES, or the image has too many pixels', schema: errorBody },
      415: { description: 'Not a JPEG, PNG, WebP or GIF image by its bytes, or it does not decode', schema: errorBody },
      429: { description: 'Too many uploads', schema: errorBody },
    },
    async handler({ auth, req, res }) {
      await ctx.files.admit(auth);
      const bytes = await readSingleFile(req, res, { field: 'file', maxBytes, drainBytes: Math.max(maxBytes, 1024 * 1024) });
      const { name } = await ctx.files.storeImage(auth, bytes);
      const url = absoluteUrl(ctx.config, req, `/connect/files/${name}`);
      return { status: 201, body: { url }, headers: { Location: url } };
    },
  });

  routes.add({
    method: 'get',
    path: '/files/:name',
    summary: 'An uploaded image',
    description:
      'Public, no token needed: the URL is unguessable and avatars are embedded in public profiles that apps show in <img> tags. ' +
      'Served by every node (the bytes live in the database) with the image’s type, `X-Content-Type-Options: nosniff`, ' +
      '`Content-Security-Policy: default-src \'none\'; sandbox` and a long immutable cache (names never change content).',
    operationId: 'getImage',
    tags: ['Files'],
    auth: 'none',
    params: z.object({ name: z.string().max(100).openapi({ example: '3vJ9mV0sP6qX1rT8yZ2bN4cK.jpg' }) }),
    responses: {
      200: { description: 'The image bytes', schema: z.string().openapi({ type: 'string', format: 'binary' }), contentType: 'image/*' },
      404: { description: 'No such file', schema: errorBody },
    },
    async handler({ params, res }) {
      const blob = await ctx.files.read(params.name);
      if (!blob) throw notFound('File', 'file_not_found');
      res.set({
        'Content-Type': blob.contentType,
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'; sandbox",
        'Cache-Control': `public, max-age=${ONE_YEAR}, immutable`,
        'Content-Disposition': `inline; filename="${params.name}"`,
        'Last-Modified': blob.createdAt.toUTCString(),
      });
      res.status(200).send(blob.data);
    },
  });
}
