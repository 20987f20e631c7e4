import compressionMiddleware from 'compression';
import type { NextFunction, Request, Response } from 'express';

/** Bodies smaller than this are sent as they are (compressing them costs more than it saves). */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * gzip/br (per Accept-Encoding) for JSON answers of 1 KiB or more. Images are already compressed and Socket.IO
 * traffic never passes through Express, so only JSON qualifies. A request that accepts no encoding skips the
 * compression machinery altogether (it wraps the response's writes, which costs every answer a little); its
 * answer still says `Vary: Accept-Encoding`, so a shared cache keeps the identity copy for such clients only.
 */
export function compressJson() {
  const compress = compressionMiddleware({
    threshold: COMPRESSION_THRESHOLD,
    filter: (req: Request, res: Response) => /\bjson\b/i.test(String(res.getHeader('Content-Type') ?? '')) && compressionMiddleware.filter(req, res),
  });
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.headers['accept-encoding'] === undefined) {
      res.vary('Accept-Encoding');
      next();
      return;
    }
    compress(req, res, next);
  };
}
