import type { DB } from './database.js';

/** A stored file's bytes and what is needed to serve it. */
export interface StoredBlob {
  data: Buffer;
  contentType: string;
  size: number;
  createdAt: Date;
}

/**
 * Where uploaded files live. The default driver keeps them in the database (table `blobs`), so every node that
 * shares the database serves every file; another driver (object storage) can implement the same three calls.
 */
export interface BlobStore {
  put(name: string, data: Buffer, meta: { contentType: string; ownerId?: number | null }): Promise<void>;
  get(name: string): Promise<StoredBlob | undefined>;
  delete(name: string): Promise<void>;
}

export function createDatabaseBlobStore(db: DB): BlobStore {
  return {
    async put(name, data, meta) {
      await db
        .insertInto('blobs')
        .values({ name, data, size: data.length, content_type: meta.contentType, owner_id: meta.ownerId ?? null })
        .execute();
    },
    async get(name) {
      const row = await db.selectFrom('blobs').select(['data', 'content_type', 'size', 'created_at']).where('name', '=', name).executeTakeFirst();
      if (!row) return undefined;
      // pg answers a Buffer, PGlite a Uint8Array: serve both as a Buffer without copying.
      const data = Buffer.isBuffer(row.data) ? row.data : Buffer.from(row.data.buffer, row.data.byteOffset, row.data.byteLength);
      return { data, contentType: row.content_type, size: row.size, createdAt: row.created_at };
    },
    async delete(name) {
      await db.deleteFrom('blobs').where('name', '=', name).execute();
    },
  };
}
