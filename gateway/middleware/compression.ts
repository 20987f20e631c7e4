import compressionMiddleware from 'compression';
import type { Request, Response } from 'express';

/** Bodies smaller than this are sent as they are (compressing them costs more than it saves). */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * gzip/br (per Accept-Encoding) for JSON answers of 1 KiB or more. Images are already compressed and Socket.IO
 * traffic never passes through Express, so only JSON qualifies.
 */
export function compressJson() {
  return compressionMiddleware({
    threshold: COMPRESSION_THRESHOLD,
    filter: (req: Request, res: Response) => /\bjson\b/i.test(String(res.getHeader('Content-Type') ?? '')) && compressionMiddleware.filter(req, res),
  });
}
