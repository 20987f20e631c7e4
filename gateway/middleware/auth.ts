import type { Request } from 'express';
import type { AppContext } from '../../context/context.js';
import type { AccessClaims } from '../../server/identity/tokens.js';
import { forbidden, unauthorized } from '../../server/errors.js';

/**
 * `none`: the header is ignored. `optional`: guests pass, but a token that is sent must be valid.
 * `required`: a valid token. `admin`: a valid token with role admin (403 otherwise).
 */
export type AuthMode = 'none' | 'optional' | 'required' | 'admin';

const claimsKey = Symbol('convene.auth');

/** Reads `Authorization: Bearer <token>`; the same verifier serves sockets (realtime/auth.ts). */
export function bearerToken(header: string | undefined): string | null | undefined {
  if (header === undefined || header === '') return undefined;
  const match = /^Bearer ([A-Za-z0-9\-_.~+/]+=*)$/i.exec(header.trim());
  return match ? match[1]! : null;
}

/**
 * `revocation: 'in_handler'`: the route's service reads whether the login was revoked in its own statement
 * (profiles.me), so the token's separate revocation read is left out: one database round trip instead of two.
 */
export async function authenticate(ctx: AppContext, req: Request, mode: AuthMode, options?: { revocation: 'in_handler' }): Promise<AccessClaims | null> {
  if (mode === 'none') return null;
  const cached = (req as unknown as Record<symbol, AccessClaims | null | undefined>)[claimsKey];
  let claims: AccessClaims | null;
  if (cached !== undefined) {
    claims = cached;
  } else {
    const token = bearerToken(req.headers.authorization);
    if (token === null) throw unauthorized('The Authorization header must be "Bearer <access token>".');
    claims = token === undefined ? null : await ctx.tokens.verifyAccessToken(token, options?.revocation === 'in_handler' ? { revocation: 'by_caller' } : undefined);
    (req as unknown as Record<symbol, AccessClaims | null>)[claimsKey] = claims;
  }
  if (!claims) {
    if (mode === 'optional') return null;
    throw unauthorized();
  }
  if (mode === 'admin' && claims.role !== 'admin') throw forbidden('Administrator rights are required.', 'admin_required');
  return claims;
}
