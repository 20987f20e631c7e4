import type { Request, Response } from 'express';
import busboy from 'busboy';
import { AppError, badRequest, tooLarge } from '../server/errors.js';

export interface SingleFileOptions {
  /** The form field that must carry the file. */
  field: string;
  /** Largest file accepted (413 beyond). */
  maxBytes: number;
  /**
   * How much of an oversized body is read and dropped so the client can read the 413 before the connection
   * closes; past it the connection is closed.
   */
  drainBytes: number;
}

/** Everything around the file (boundaries, part headers, a few small fields) stays well under this. */
const ENVELOPE_BYTES = 64 * 1024;

/**
 * Reads one file from a multipart/form-data body with hard limits: one file, `maxBytes`, few parts, small
 * fields. Resolves with the file's bytes once the whole body has been read. Malformed bodies (no or wrong
 * boundary, truncated, empty or wrong field name, more than one file) are 400; an oversized file is 413. Nothing
 * is written anywhere here: the caller stores the bytes only after every check passed.
 */
export function readSingleFile(req: Request, res: Response, options: SingleFileOptions): Promise<Buffer> {
  const contentType = req.headers['content-type'] ?? '';
  if (!/^multipart\/form-data\b/i.test(contentType)) {
    return Promise.reject(badRequest('file_required', `Send the file as multipart/form-data in a form field named "${options.field}".`, options.field));
  }
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: req.headers,
      limits: { files: 1, fileSize: options.maxBytes, parts: 8, fields: 6, fieldSize: 1024, fieldNameSize: 100, headerPairs: 20 },
    });
  } catch {
    return Promise.reject(badRequest('malformed_multipart', 'The multipart body has no valid boundary in its Content-Type.'));
  }

  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let fileSeen = false;
    let problem: AppError | undefined;
    let oversized = false;
    let received = 0;
    let settled = false;
    const limitTotal = options.maxBytes + ENVELOPE_BYTES + options.drainBytes;

    const finish = (err: AppError | undefined, value?: Buffer) => {
      if (settled) return;
      settled = true;
      req.off('data', countBytes);
      req.off('close', onClose);
      if (err) {
        chunks.length = 0;
        reject(err);
      } else resolve(value!);
    };
    const fail = (err: AppError) => {
      // The first problem wins; the body is still read to its end so the client can read the answer.
      problem ??= err;
    };

    const countBytes = (chunk: Buffer) => {
      received += chunk.length;
      if (received > limitTotal) {
        // Past the drain bound: stop reading, answer 413 and close the connection after it.
        req.unpipe(parser);
        req.pause();
        parser.destroy();
        res.set('Connection', 'close');
        finish(tooLarge(`The file is larger than ${options.maxBytes} bytes.`, options.field));
      }
    };
    const onClose = () => {
      // The client went away mid-upload: drop what was read.
      if (!req.complete) {
        req.unpipe(parser);
        parser.destroy();
        finish(badRequest('upload_aborted', 'The upload was aborted before the body was complete.'));
      }
    };

    parser.on('file', (name, stream) => {
      // A truncated or aborted body errors the file stream too; the parser's own error settles the request.
      stream.on('error', () => undefined);
      if (name !== options.field) {
        fail(badRequest('file_required', `The file must be in a form field named "${options.field}".`, options.field));
        stream.resume();
        return;
      }
      if (fileSeen) {
        stream.resume();
        return;
      }
      fileSeen = true;
      stream.on('data', (chunk: Buffer) => {
        if (!oversized) chunks.push(chunk);
      });
      stream.on('limit', () => {
        oversized = true;
        chunks.length = 0;
        fail(tooLarge(`The file is larger than ${options.maxBytes} bytes.`, options.field));
      });
    });
    parser.on('filesLimit', () => fail(badRequest('too_many_files', 'Send exactly one file.', options.field)));
    parser.on('partsLimit', () => fail(badRequest('too_many_parts', 'The form has too many parts.')));
    parser.on('fieldsLimit', () => fail(badRequest('too_many_parts', 'The form has too many fields.')));
    parser.on('error', () => finish(badRequest('malformed_multipart', 'The multipart body is malformed or truncated.')));
    parser.on('close', () => {
      if (problem) return finish(problem);
      if (!fileSeen) return finish(badRequest('file_required', `No file: send it in a form field named "${options.field}".`, options.field));
      finish(undefined, Buffer.concat(chunks));
    });

    req.on('data', countBytes);
    req.on('close', onClose);
    req.pipe(parser);
  });
}
