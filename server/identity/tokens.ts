import { createHash, randomUUID } from 'node:crypto';
import {
  SignJWT,
  calculateJwkThumbprint,
  exportJWK,
  exportPKCS8,
  generateKeyPair,
  importJWK,
  importPKCS8,
  jwtVerify,
  type JWK,
  type CryptoKey,
} from 'jose';
import type { Config } from '../../infra/config.js';
import { getOrCreateSecret } from '../../storage/repositories/secrets.js';
import { unauthorized } from '../errors.js';
import { createRevocationCheck } from './revocation.js';
import type { LocaleHints } from '../locale.js';
import type { ServiceDeps } from '../service.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type Role = 'user' | 'admin';

/** What a verified access token says about its bearer. */
export interface AccessClaims {
  userId: number;
  role: Role;
  /** The event the token is bound to (event_mobile_verification), or null. */
  eventId: number | null;
  /** Expiry, seconds since the epoch. */
  exp: number;
  jti: string;
  /** The login (refresh-token family) the token was issued for; absent on tokens made without one. */
  sid?: string | undefined;
}

export interface TokenService {
  /** `clientId`: the OAuth client the token was issued to (RFC 9068 `client_id`); `sid`: the login (refresh family). */
  issueAccessToken(subject: { userId: number; role: Role; eventId: number | null; sid?: string; clientId?: string; issuer?: string }): Promise<{ token: string; expiresIn: number }>;
  /**
   * Verifies the signature and claims, then that the account and login were not revoked since (revocation.ts).
   * `{revocation: 'by_caller'}` leaves the revocation check out, for a caller that reads it in a statement of its own
   * together with other facts (socket admission, server/identity/socket-admission.ts) and refuses a revoked token.
   */
  verifyAccessToken(token: string, options?: { revocation: 'by_caller' }): Promise<AccessClaims>;
  /** Forgets this node's cached revocation answers for the user (after a deletion or logout). */
  forgetUser(userId: number): void;
  jwks(): { keys: JWK[] };
}

const CLOCK_TOLERANCE_SECONDS = 5;
export const REVOKED = 'The access token was revoked (logout or account deletion).';
/** Verified access tokens remembered per node. */
const VERIFIED_MAX = 10_000;
/**
 * Without `PUBLIC_URL`/`JWT_ISSUER` the issuer is `{connect_url}` as the token request reached it (its host), so
 * one server under several names issues under several issuers; verification then accepts any `http(s)://host/connect`
 * issuer (the signature is what authenticates). With `PUBLIC_URL` set every node and host uses one issuer, checked exactly.
 */
const REQUEST_ISSUER = /^https?:\/\/[^/\s?#]+\/connect$/;
const DEFAULT_ISSUER = 'http://localhost/connect';

/**
 * Access tokens are JWTs (`typ: at+jwt`) signed with one key shared by every node: `JWT_PRIVATE_KEY` when set,
 * otherwise a key generated on first start and kept in the database.
 */
export interface TokenServiceDeps extends ServiceDeps {
  config: Config;
  /** Told the saved locale of each user whose token liveness was read from the database (server/locale.ts). */
  localeHints?: LocaleHints;
}

export async function createTokenService(deps: TokenServiceDeps): Promise<TokenService> {
  const { db, config } = deps;
  const revocation = createRevocationCheck({ db, ...(deps.localeHints ? { onLocale: deps.localeHints.note } : {}) });
  const { alg, issuer, audience, accessTtl } = config.tokens;
  const pem =
    config.tokens.privateKeyPem ??
    (await getOrCreateSecret(db, `jwt_private_key_${alg}`, async () => {
      const { privateKey } = await generateKeyPair(alg, { extractable: true, ...(alg === 'EdDSA' ? { crv: 'Ed25519' } : {}) });
      return exportPKCS8(privateKey);
    }));
  let privateKey: CryptoKey;
  try {
    privateKey = await importPKCS8(pem, alg, { extractable: true });
  } catch (err) {
    throw new Error(`JWT_PRIVATE_KEY: not a PKCS#8 PEM key for ${alg} (${(err as Error).message})`);
  }
  // The public half, derived from the private JWK (drop the private member).
  const { d: _private, ...publicJwk } = await exportJWK(privateKey);
  const kid = await calculateJwkThumbprint(publicJwk);
  const published: JWK = { ...publicJwk, kid, alg, use: 'sig' };
  const publicKey = await importJWK(published, alg);
  // Signature checks cost more than everything else on an authenticated read: tokens verified once are kept (by
  // the SHA-256 of their exact text, bounded, oldest out first) until they expire. The digest, not the token, is
  // the key: a third of the memory per entry, and no bearer credential held beyond the request that sent it.
  const verified = new Map<string, AccessClaims>();
  const keyOf = (token: string) => createHash('sha256').update(token).digest('base64url');

  return {
    async issueAccessToken({ userId, role, eventId, sid, clientId, issuer: requestIssuer }) {
      const jwt = new SignJWT({
        role,
        ...(eventId !== null ? { event_id: eventId } : {}),
        ...(sid !== undefined ? { sid } : {}),
        ...(clientId !== undefined ? { client_id: clientId } : {}),
      })
        .setProtectedHeader({ alg, typ: 'at+jwt', kid })
        .setSubject(String(userId))
        .setIssuer(issuer ?? requestIssuer ?? DEFAULT_ISSUER)
        .setAudience(audience)
        .setIssuedAt()
        .setExpirationTime(`${accessTtl}s`)
        .setJti(randomUUID());
      return { token: await jwt.sign(privateKey), expiresIn: accessTtl };
    },

    async verifyAccessToken(token, options) {
      const checked = options?.revocation !== 'by_caller';
      const key = keyOf(token);
      let claims = verified.get(key);
      // A token verified before is trusted until its `exp` (the same bound jwtVerify applies); revocation is
      // asked every time below, so a logout or deletion still ends it at once.
      if (claims && claims.exp * 1000 + CLOCK_TOLERANCE_SECONDS * 1000 > Date.now()) {
        if (checked && (await revocation.isRevoked(claims.userId, claims.sid ?? null))) throw unauthorized(REVOKED);
        return claims;
      }
      try {
        const { payload } = await jwtVerify(token, publicKey, {
          ...(issuer !== null ? { issuer } : {}),
          audience,
          algorithms: [alg],
          typ: 'at+jwt',
          clockTolerance: CLOCK_TOLERANCE_SECONDS,
          requiredClaims: ['sub', 'exp', 'jti'],
        });
        const userId = Number(payload.sub);
        const role = payload.role;
        const eventId = payload.event_id;
        if (issuer === null && (typeof payload.iss !== 'string' || !REQUEST_ISSUER.test(payload.iss))) throw new Error('iss');
        if (!Number.isSafeInteger(userId) || userId <= 0) throw new Error('sub');
        if (role !== 'user' && role !== 'admin') throw new Error('role');
        if (eventId !== undefined && (typeof eventId !== 'number' || !Number.isSafeInteger(eventId))) throw new Error('event_id');
        const sid = payload.sid;
        if (sid !== undefined && (typeof sid !== 'string' || !UUID.test(sid))) throw new Error('sid');
        claims = { userId, role, eventId: eventId ?? null, exp: payload.exp as number, jti: String(payload.jti), sid };
        if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value!);
        verified.set(key, claims);
      } catch {
        throw unauthorized('The access token is invalid or expired.');
      }
      if (checked && (await revocation.isRevoked(claims.userId, claims.sid ?? null))) throw unauthorized(REVOKED);
      return claims;
    },

    forgetUser: (userId) => revocation.forget(userId),

    jwks() {
      return { keys: [published] };
    },
  };
}
