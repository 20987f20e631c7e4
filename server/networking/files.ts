import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { fileTypeFromBuffer } from 'file-type';
import type { BlobStore, StoredBlob } from '../../storage/blobs.js';
import type { LimiterFactory } from '../../infra/rate-limits.js';
import type { AccessClaims } from '../identity/tokens.js';
import { tooLarge, unsupportedMedia } from '../errors.js';
import type { ServiceDeps } from '../service.js';

/** Image formats accepted, by the type their bytes show (never the file name or the declared type). */
const FORMATS = {
  'image/jpeg': { ext: 'jpg', format: 'jpeg' },
  'image/png': { ext: 'png', format: 'png' },
  'image/webp': { ext: 'webp', format: 'webp' },
  'image/gif': { ext: 'gif', format: 'gif' },
} as const;
type Mime = keyof typeof FORMATS;

/** Decoded size cap against decompression bombs (a small file that inflates to gigabytes). */
export const MAX_INPUT_PIXELS = 40_000_000;
export const UPLOADS_PER_TEN_MINUTES = 30;

/** Random, unguessable file names: 24 base64url characters and the format's extension. */
export const FILE_NAME_PATTERN = /^[A-Za-z0-9_-]{24}\.(jpg|png|webp|gif)$/;

export interface FileService {
  /** Counts one upload against the user's budget (429 once spent); called before the body is read. */
  admit(actor: AccessClaims): Promise<void>;
  /**
   * Checks the bytes are a JPEG, PNG, WebP or GIF image (415 otherwise), re-encodes it in its own format, which
   * drops metadata (EXIF, GPS) and anything appended after the image, and stores it under a random name.
   */
  storeImage(actor: AccessClaims, bytes: Buffer): Promise<{ name: string; contentType: string }>;
  /** A stored file by name (undefined for a name that is not ours). */
  read(name: string): Promise<StoredBlob | undefined>;
}

export interface FileServiceDeps extends ServiceDeps {
  blobs: BlobStore;
  limiter: LimiterFactory;
}

export function createFileService(deps: FileServiceDeps): FileService {
  const { blobs } = deps;
  const limiter = deps.limiter('file_upload', {
    points: UPLOADS_PER_TEN_MINUTES,
    duration: 600,
    message: `At most ${UPLOADS_PER_TEN_MINUTES} uploads per 10 minutes; try again later.`,
  });

  return {
    async admit(actor) {
      await limiter.consume(String(actor.userId));
    },

    async storeImage(actor, bytes) {
      const type = await fileTypeFromBuffer(bytes);
      const mime = type?.mime as Mime | undefined;
      if (!mime || !(mime in FORMATS)) throw unsupportedMedia('Upload a JPEG, PNG, WebP or GIF image.', 'file');
      const { ext, format } = FORMATS[mime];
      const reencoded = await reencode(bytes, format);
      const name = `${randomBytes(18).toString('base64url')}.${ext}`;
      await blobs.put(name, reencoded, { contentType: mime, ownerId: actor.userId });
      return { name, contentType: mime };
    },

    async read(name) {
      if (!FILE_NAME_PATTERN.test(name)) return undefined;
      return blobs.get(name);
    },
  };
}

async function reencode(bytes: Buffer, format: (typeof FORMATS)[Mime]['format']): Promise<Buffer> {
  const animated = format === 'gif' || format === 'webp';
  try {
    let image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated, sequentialRead: true });
    // Still images: apply the EXIF orientation before the metadata goes, so photos stay upright.
    if (!animated) image = image.rotate();
    switch (format) {
      case 'jpeg':
        image = image.jpeg({ quality: 88, mozjpeg: false });
        break;
      case 'png':
        image = image.png();
        break;
      case 'webp':
        image = image.webp({ quality: 88 });
        break;
      case 'gif':
        image = image.gif();
        break;
    }
    // sharp writes no metadata (EXIF, XMP, IPTC, GPS) unless asked to.
    return await image.toBuffer();
  } catch (err) {
    const message = (err as Error).message ?? '';
    if (/pixel limit/i.test(message)) {
      throw tooLarge(`The image has more than ${MAX_INPUT_PIXELS.toLocaleString('en')} pixels.`, 'file', 'image_too_large');
    }
    throw unsupportedMedia('The file could not be decoded as an image.', 'file', 'image_undecodable');
  }
}
