import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import argon2 from 'argon2';
import type { DB } from '../../storage/database.js';
import { findClient, insertClient } from '../../storage/repositories/clients.js';

export interface ClientService {
  /** Registers a client; the secret is returned once and only its argon2id hash is kept. */
  create(name: string, fixed?: { id: string; secret: string }): Promise<{ client_id: string; client_secret: string }>;
  /** True when the secret belongs to the client. */
  authenticate(clientId: string, secret: string): Promise<boolean>;
}

const sha256 = (s: string) => createHash('sha256').update(s).digest();

export function createClientService(db: DB): ClientService {
  // client_id + stored hash → sha256 of a secret argon2 already accepted. Keeps the token endpoint from being
  // argon2-bound; keyed by the stored hash so a changed secret is never served from the cache.
  const verified = new Map<string, Buffer>();
  const MAX_CACHED = 1000;

  return {
    async create(name, fixed) {
      const id = fixed?.id ?? `${slugPart(name)}-${randomBytes(4).toString('hex')}`;
      const secret = fixed?.secret ?? randomBytes(32).toString('base64url');
      const secretHash = await argon2.hash(secret, { type: argon2.argon2id });
      const created = await insertClient(db, { id, name, secretHash });
      if (!created) throw new Error(`client ${id} already exists`);
      return { client_id: id, client_secret: secret };
    },

    async authenticate(clientId, secret) {
      if (!clientId || !secret || clientId.length > 200 || secret.length > 500) return false;
      const client = await findClient(db, clientId);
      if (!client) {
        // Spend comparable time so unknown ids are not told apart from wrong secrets by timing.
        await argon2.verify(DUMMY_HASH, secret).catch(() => false);
        return false;
      }
      const key = `${client.id}\0${client.secret_hash}`;
      const digest = sha256(secret);
      const cached = verified.get(key);
      if (cached) return timingSafeEqual(cached, digest);
      const ok = await argon2.verify(client.secret_hash, secret).catch(() => false);
      if (ok) {
        if (verified.size >= MAX_CACHED) verified.clear();
        verified.set(key, digest);
      }
      return ok;
    },
  };
}

function slugPart(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 32) || 'client';
}

// argon2id hash of a random string nobody knows.
const DUMMY_HASH = '$argon2id$v=19$m=65536,t=3,p=4$c29tZXNhbHRzb21lc2FsdA$2Yq4bFf1Jq0tJ9yI7v7cKq2m7cC9yQ0cXh9m2X3q7oA';
