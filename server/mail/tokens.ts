import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed links (e-mail confirmation, one-click unsubscribe): `base64url(JSON payload).base64url(HMAC-SHA256)`. The
 * key is MAIL_TOKEN_SECRET or one kept in the database, so every node verifies every node's links; without it a link
 * cannot be made up (an address alone gives nothing).
 */
export interface LinkTokens {
  sign(payload: Record<string, unknown>): string;
  /** The payload of a well-signed token of `purpose` not past its `exp` (seconds), else undefined. */
  verify(token: string, purpose: string, now?: Date): Record<string, unknown> | undefined;
}

export function createLinkTokens(secret: string): LinkTokens {
  const mac = (body: string) => createHmac('sha256', secret).update(body).digest('base64url');
  return {
    sign(payload) {
      const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
      return `${body}.${mac(body)}`;
    },
    verify(token, purpose, now = new Date()) {
      if (typeof token !== 'string' || token.length > 2000) return undefined;
      const [body, sig, extra] = token.split('.');
      if (!body || !sig || extra !== undefined) return undefined;
      const expected = Buffer.from(mac(body));
      const given = Buffer.from(sig);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
      try {
        const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Record<string, unknown>;
        if (payload.p !== purpose) return undefined;
        if (typeof payload.exp === 'number' && payload.exp * 1000 < now.getTime()) return undefined;
        return payload;
      } catch {
        return undefined;
      }
    },
  };
}
