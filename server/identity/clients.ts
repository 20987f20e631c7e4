import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import argon2 from 'argon2';
import { findClient, insertClient } from '../../storage/repositories/clients.js';
import type { ServiceDeps } from '../service.js';

export interface ClientService {
  /** Registers a client; the secret is returned once and only its argon2id hash is kept. */
  create(name: string, fixed?: { id: string; secret: string }): Promise<{ client_id: string; client_secret: string }>;
  /**
   * Registers the public client of the web app once (its row anchors the app's refresh tokens). Its stored secret
   * is a hash of random bytes nobody keeps: the token endpoint admits it by id without a secret (server/identity/oauth.ts).
   */
  ensurePublic(id: string, name: string): Promise<void>;
  /** True when the secret belongs to the client. */
  authenticate(clientId: string, secret: string): Promise<boolean>;
}

const sha256 = (s: string) => createHash('sha256').update(s).digest();

export interface ClientServiceDeps extends ServiceDeps {
  /** argon2id cost of client secrets (ARGON2_MEMORY_COST, ARGON2_TIME_COST). */
  argon2: { memoryCost: number; timeCost: number };
}

export function createClientService(deps: ClientServiceDeps): ClientService {
  const { db, argon2: cost } = deps;
  const options = { type: argon2.argon2id, memoryCost: cost.memoryCost, timeCost: cost.timeCost };
  // A hash of a random string nobody knows, at the configured cost: unknown client ids cost as much as wrong secrets.
  let dummy: Promise<string> | undefined;
  const dummyHash = () => (dummy ??= argon2.hash(randomBytes(16).toString('hex'), options));
  // client_id + stored hash → sha256 of a secret argon2 already accepted. Keeps the token endpoint from being
  // argon2-bound; keyed by the stored hash so a changed secret is never served from the cache.
  const verified = new Map<string, Buffer>();
  const MAX_CACHED = 1000;
  // Single flight: verifications running now, by client, stored hash and secret digest. A login storm (a hall at the
  // door, a reconnect wave refreshing tokens) sends the same client's secret thousands of times before the first
  // argon2 check has answered; they all wait for that one check instead of each running its own (argon2 is the
  // memory- and CPU-heavy step of a grant). Only the running check is shared: a wrong secret is never remembered.
  const running = new Map<string, Promise<boolean>>();

  return {
    async create(name, fixed) {
      const id = fixed?.id ?? `${slugPart(name)}-${randomBytes(4).toString('hex')}`;
      const secret = fixed?.secret ?? randomBytes(32).toString('base64url');
      const secretHash = await argon2.hash(secret, options);
      const created = await insertClient(db, { id, name, secretHash });
      if (!created) throw new Error(`client ${id} already exists`);
      return { client_id: id, client_secret: secret };
    },

    async ensurePublic(id, name) {
      if (await findClient(db, id)) return;
      await insertClient(db, { id, name, secretHash: await argon2.hash(randomBytes(32).toString('hex'), options) });
    },

    async authenticate(clientId, secret) {
      if (!clientId || !secret || clientId.length > 200 || secret.length > 500) return false;
      const client = await findClient(db, clientId);
      if (!client) {
        // Spend comparable time so unknown ids are not told apart from wrong secrets by timing.
        await argon2.verify(await dummyHash(), secret).catch(() => false);
        return false;
      }
      const key = `${client.id}\0${client.secret_hash}`;
      const digest = sha256(secret);
      const cached = verified.get(key);
      if (cached) return timingSafeEqual(cached, digest);
      const flight = `${key}\0${digest.toString('base64')}`;
      let check = running.get(flight);
      if (!check) {
        check = argon2
          .verify(client.secret_hash, secret)
          .catch(() => false)
          .then((ok) => {
            if (ok) {
              if (verified.size >= MAX_CACHED) verified.clear();
              verified.set(key, digest);
            }
            return ok;
          })
          .finally(() => running.delete(flight));
        running.set(flight, check);
      }
      return check;
    },
  };
}

function slugPart(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 32) || 'client';
}
