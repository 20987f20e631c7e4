import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Config } from '../../infra/config.js';
import { findFamilyClient, findRefreshToken, insertRefreshToken, revokeRefreshFamily, rotateRefreshToken } from '../../storage/repositories/refresh-tokens.js';
import type { Notifier } from '../ports.js';
import { findOrCreateUserByMobile, findUserById, findUserByMobile, type UserRow } from '../../storage/repositories/users.js';
import { OAuthError } from '../errors.js';
import type { ClientService } from './clients.js';
import type { TokenService } from './tokens.js';
import type { VerificationCodes } from './verification-codes.js';
import type { LimiterFactory } from '../../infra/rate-limits.js';
import { normalizeMobile } from './mobile.js';
import type { ServiceDeps } from '../service.js';
import { SUPPORTED_GRANTS, type TokenResponse } from './schemas.js';

export type { TokenResponse } from './schemas.js';

/** Token request parameters after transport decoding: every value a single string. */
export type TokenParams = Record<string, string>;

export interface ClientCredentials {
  clientId: string;
  clientSecret: string;
  /** How the client authenticated: HTTP Basic gets a WWW-Authenticate challenge on failure. */
  via: 'basic' | 'body';
}

export interface OAuthService {
  /** `ip` keys the failed-client-authentication budget. */
  token(params: TokenParams, client: ClientCredentials | null, ip?: string, issuer?: string): Promise<TokenResponse>;
  /**
   * RFC 7009 revocation (logout): a refresh token, or an access token, ends its whole login (every refresh token
   * of it, and the access tokens issued for it). Unknown tokens, and tokens of another client, change nothing.
   */
  revoke(params: TokenParams, client: ClientCredentials | null, ip?: string): Promise<void>;
}

export { SUPPORTED_GRANTS };

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const BAD_CODE = 'The mobile number or verification code is wrong or has expired.';

export interface OAuthServiceDeps extends ServiceDeps {
  config: Config;
  clients: ClientService;
  codes: VerificationCodes;
  tokens: TokenService;
  limiter: LimiterFactory;
  notifier: Notifier;
}

export function createOAuthService(deps: OAuthServiceDeps): OAuthService {
  const { db, config, clients, codes, tokens } = deps;
  // Failed client authentications per address and client id: each costs an argon2 verification, so they are
  // budgeted; keyed by client too so one misconfigured app does not lock out others behind the same address.
  const failedClientAuth = deps.limiter('oauth-client-fail', { points: 20, duration: 60 });
  /**
   * Wrong codes are counted per (address, number) pair and per number, shared by every node: guessing one number's
   * code is throttled with 429 slow_down. Never per address alone: a venue's whole hall is one address, and a correct
   * code must not be refused because someone else on the same Wi-Fi mistyped theirs. (Refresh tokens are 256 random
   * bits: a wrong one is not a guess worth budgeting.)
   */
  const failedPairs = deps.limiter('oauth-grant-fail-pair', { points: deps.config.caps.tokenFailuresPer10Minutes, duration: 600 });
  const failedNumbers = deps.limiter('oauth-grant-fail-number', { points: deps.config.caps.grantFailuresPerNumber, duration: 600 });
  const THROTTLED = 'Rate limit: too many wrong codes for this mobile number; try again after Retry-After seconds.';
  const SPRAYED = 'Rate limit: too many wrong codes from this address for different numbers; try again after Retry-After seconds.';

  /** Whether the code a grant checked was wrong (a guess that missed), as opposed to a grant refused for another reason. */
  interface Attempt {
    wrong: boolean;
  }
  async function verifyCode(attempt: Attempt, mobile: string, code: string): Promise<string> {
    const verified = await codes.verify(mobile, code);
    if (!verified) {
      attempt.wrong = true;
      throw new OAuthError('invalid_grant', BAD_CODE);
    }
    return verified;
  }

  function required(params: TokenParams, name: string): string {
    const value = params[name];
    if (value === undefined || value === '') throw new OAuthError('invalid_request', `The parameter ${name} is required.`);
    return value;
  }

  async function issue(user: UserRow, clientId: string, eventId: number | null, issuer: string | undefined, familyId: string = randomUUID()): Promise<TokenResponse> {
    const refresh = randomBytes(32).toString('base64url');
    await insertRefreshToken(db, {
      familyId,
      tokenHash: hashToken(refresh),
      userId: user.id,
      clientId,
      eventId,
      ttlSeconds: config.tokens.refreshTtl,
    });
    const access = await tokens.issueAccessToken({ userId: user.id, role: user.role, eventId, sid: familyId, clientId, issuer });
    return { access_token: access.token, token_type: 'Bearer', expires_in: access.expiresIn, refresh_token: refresh };
  }

  const grants: Record<(typeof SUPPORTED_GRANTS)[number], (params: TokenParams, clientId: string, issuer: string | undefined, attempt: Attempt) => Promise<TokenResponse>> = {
    async event_mobile_verification(params, clientId, issuer, attempt) {
      const mobile = required(params, 'mobile');
      const code = required(params, 'mobile_verification_code');
      const rawEvent = required(params, 'event_id');
      if (!/^\d{1,9}$/.test(rawEvent)) throw new OAuthError('invalid_request', 'event_id must be an integer.');
      const eventId = Number(rawEvent);
      const verified = await verifyCode(attempt, mobile, code);
      const user = await findUserByMobile(db, verified);
      if (!user || !(await deps.access.isParticipant(user.id, eventId))) {
        throw new OAuthError('invalid_grant', 'This mobile number holds no ticket for the event and is not one of its organizers.');
      }
      return issue(user, clientId, eventId, issuer);
    },

    async mobile_verification(params, clientId, issuer, attempt) {
      const mobile = required(params, 'mobile');
      const code = required(params, 'mobile_verification_code');
      const verified = await verifyCode(attempt, mobile, code);
      const user = await findOrCreateUserByMobile(db, verified);
      return issue(user, clientId, null, issuer);
    },

    async refresh_token(params, clientId, issuer) {
      const presented = required(params, 'refresh_token');
      if (presented.length > 200) throw new OAuthError('invalid_grant', 'The refresh token is invalid.');
      const next = randomBytes(32).toString('base64url');
      const outcome = await rotateRefreshToken(db, {
        tokenHash: hashToken(presented),
        clientId,
        newTokenHash: hashToken(next),
        ttlSeconds: config.tokens.refreshTtl,
      });
      if (!outcome.ok) {
        const reason = {
          unknown: 'The refresh token is invalid.',
          other_client: 'The refresh token is invalid.',
          expired: 'The refresh token has expired; log in again.',
          revoked: 'The refresh token was revoked; log in again.',
          reused: 'The refresh token was already used; every token of this login is now revoked.',
        }[outcome.reason];
        throw new OAuthError('invalid_grant', reason);
      }
      const user = await findUserById(db, outcome.grant.userId);
      if (!user) throw new OAuthError('invalid_grant', 'The refresh token is invalid.');
      // An event-bound login lives only as long as the user takes part in the event (a ticket can be withdrawn).
      if (outcome.grant.eventId !== null && !(await deps.access.isParticipant(user.id, outcome.grant.eventId))) {
        // Refreshes end, but its access tokens still say who the holder is: feed posts answer 403, not 401 (CONTRACT 8).
        await revokeRefreshFamily(db, outcome.grant.familyId, 'participation_ended');
        throw new OAuthError('invalid_grant', 'This login was for an event the user no longer takes part in; log in again.');
      }
      const access = await tokens.issueAccessToken({ userId: user.id, role: user.role, eventId: outcome.grant.eventId, sid: outcome.grant.familyId, clientId, issuer });
      return { access_token: access.token, token_type: 'Bearer', expires_in: access.expiresIn, refresh_token: next };
    },
  };

  /** Client authentication as at the token endpoint, with the failed-attempt budget; the client id. */
  async function authenticateClient(client: ClientCredentials | null, ip: string): Promise<string> {
    if (!client) {
      throw new OAuthError('invalid_client', 'Client authentication is required (client_id and client_secret, or HTTP Basic).', { basicChallenge: true });
    }
    // The web app is a public client (RFC 6749 2.1): it holds no secret, the SMS code is what proves the user.
    if (config.webClientId !== '' && client.clientId === config.webClientId && client.clientSecret === '') return client.clientId;
    const budgetKey = `${ip}|${client.clientId.slice(0, 200)}`;
    const wait = await failedClientAuth.blockedFor(budgetKey);
    if (wait > 0) {
      throw new OAuthError('invalid_client', 'Too many failed client authentications from this address; try again later.', { retryAfter: wait });
    }
    if (!(await clients.authenticate(client.clientId, client.clientSecret))) {
      await failedClientAuth.consume(budgetKey).catch(() => undefined);
      throw new OAuthError('invalid_client', 'Client authentication failed.', { basicChallenge: client.via === 'basic' });
    }
    return client.clientId;
  }

  /** The login a presented token belongs to: a refresh token by its hash, an access token by its `sid`. */
  async function loginOf(token: string, hint: string | undefined): Promise<{ familyId: string; userId: number; clientId: string } | undefined> {
    const asRefresh = async () => {
      if (token.length > 200) return undefined;
      const row = await findRefreshToken(db, hashToken(token));
      return row && { familyId: row.family_id, userId: row.user_id, clientId: row.client_id };
    };
    const asAccess = async () => {
      if (token.length > 4096 || !token.includes('.')) return undefined;
      const claims = await tokens.verifyAccessToken(token).catch(() => undefined);
      if (!claims?.sid) return undefined;
      const clientId = await findFamilyClient(db, claims.sid);
      return clientId === undefined ? undefined : { familyId: claims.sid, userId: claims.userId, clientId };
    };
    // RFC 7009 2.1: the hint only says where to look first.
    return hint === 'access_token' ? ((await asAccess()) ?? (await asRefresh())) : ((await asRefresh()) ?? (await asAccess()));
  }

  return {
    async token(params, client, ip = 'unknown', issuer) {
      const grantType = required(params, 'grant_type');
      if (!(SUPPORTED_GRANTS as readonly string[]).includes(grantType)) {
        throw new OAuthError('unsupported_grant_type', `grant_type must be one of: ${SUPPORTED_GRANTS.join(', ')}.`);
      }
      const clientId = await authenticateClient(client, ip);
      // Code grants are budgeted by the number they name (normalized, so 0912… and +98912… are one number).
      const rawMobile = grantType === 'refresh_token' ? undefined : params.mobile;
      const mobile = rawMobile ? (normalizeMobile(rawMobile) ?? rawMobile.slice(0, 40)) : undefined;
      const pairKey = mobile && `${ip}|${mobile}`;
      if (mobile && pairKey) {
        const blocked = Math.max(await failedPairs.blockedFor(pairKey), await failedNumbers.blockedFor(mobile));
        if (blocked > 0) throw new OAuthError('slow_down', THROTTLED, { retryAfter: blocked });
      }
      // Spraying: every code grant holds one wrong code of the address's budget while its code is checked (the hall of
      // the event named, and TRUSTED_NETWORKS, are not counted).
      const admission =
        grantType === 'refresh_token'
          ? undefined
          : await codes.admitGuess(ip, grantType === 'event_mobile_verification' && /^\d{1,9}$/.test(params.event_id ?? '') ? Number(params.event_id) : undefined);
      if (admission && admission.retryAfter > 0) throw new OAuthError('slow_down', SPRAYED, { retryAfter: admission.retryAfter });
      const attempt: Attempt = { wrong: false };
      try {
        const issued = await grants[grantType as (typeof SUPPORTED_GRANTS)[number]](params, clientId, issuer, attempt);
        if (admission) {
          // A right code: the number's earlier wrong codes from this address were typos; they are forgiven once.
          const typos = pairKey ? await failedPairs.used(pairKey) : 0;
          if (pairKey) await failedPairs.reset(pairKey);
          await admission.settle('right', typos).catch(() => undefined);
        }
        return issued;
      } catch (err) {
        await admission?.settle(attempt.wrong ? 'wrong' : 'void').catch(() => undefined);
        if (mobile && pairKey && err instanceof OAuthError && err.error === 'invalid_grant') {
          await failedPairs.consume(pairKey).catch(() => undefined);
          await failedNumbers.consume(mobile).catch(() => undefined);
        }
        throw err;
      }
    },

    async revoke(params, client, ip = 'unknown') {
      const token = required(params, 'token');
      const clientId = await authenticateClient(client, ip);
      const login = await loginOf(token, params.token_type_hint);
      // Another client's token is not this client's to end (RFC 7009 2.1); the answer does not say so.
      if (!login || login.clientId !== clientId) return;
      await revokeRefreshFamily(db, login.familyId);
      tokens.forgetUser(login.userId);
      // Every node has forgotten the login's cached state before the answer (bounded by the Redis deadline).
      await deps.notifier.sessionsRevoked(login.userId, login.familyId);
    },
  };
}
