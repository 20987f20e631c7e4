import { SignJWT, importPKCS8 } from 'jose';
import type { AppContext } from '../../context/context.js';
import { getOrCreateSecret } from '../../storage/repositories/secrets.js';

/**
 * An access token like the server's own, signed with the server's key but with an expiry of the test's choosing
 * (seconds from now, negative for the past), to test expiry without waiting out ACCESS_TOKEN_TTL.
 */
export async function signAccessToken(
  ctx: AppContext,
  claims: { userId: number; role?: 'user' | 'admin'; eventId?: number | null },
  expiresInSeconds: number,
): Promise<string> {
  const { alg, issuer, audience } = ctx.config.tokens;
  const pem = await getOrCreateSecret(ctx.db, `jwt_private_key_${alg}`, () => {
    throw new Error('the server has no signing key yet');
  });
  const key = await importPKCS8(pem, alg);
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ role: claims.role ?? 'user', ...(claims.eventId != null ? { event_id: claims.eventId } : {}) })
    .setProtectedHeader({ alg, typ: 'at+jwt' })
    .setSubject(String(claims.userId))
    .setIssuer(issuer ?? 'http://localhost/connect')
    .setAudience(audience)
    .setIssuedAt(now - 60)
    .setExpirationTime(now + expiresInSeconds)
    .setJti(crypto.randomUUID())
    .sign(key);
}
