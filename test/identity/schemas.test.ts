// Unit tests of the identity schemas (server/identity/schemas.ts): a code request parses or is refused with the 422
// entry the API answers; the documented token request names exactly the grants the OAuth service serves, and the
// documented OAuth error body every code it throws. No database, no server.
import { describe, expect, it } from 'vitest';
import { oauthErrorBody, SUPPORTED_GRANTS, tokenRequest, tokenResponse, verificationCodeRequest } from '../../server/identity/schemas.js';
import { refusals, refusalMessages } from '../helpers/unit.js';

describe('verification code request', () => {
  it('takes a mobile and an optional event id', () => {
    expect(verificationCodeRequest.parse({ mobile: '09121234567', event_id: 3 })).toEqual({ mobile: '09121234567', event_id: 3 });
    expect(refusals(verificationCodeRequest, { mobile: '+989121234567' })).toEqual([]);
  });

  it('refuses a missing or over-long mobile, an event id that is not a positive integer, and NUL', () => {
    expect(refusals(verificationCodeRequest, { mobile: '0'.repeat(33), event_id: 0 })).toEqual([
      { code: 'invalid', field: 'mobile', message: 'mobile: Too big: expected string to have <=32 characters' },
      { code: 'invalid', field: 'event_id', message: 'event_id: Too small: expected number to be >=1' },
    ]);
    expect(refusalMessages(verificationCodeRequest, { event_id: '3' })).toEqual([
      'mobile: is required (expected string)',
      'event_id: Invalid input: expected number, received string',
    ]);
    expect(refusalMessages(verificationCodeRequest, { mobile: '0912\u0000' })).toEqual(['mobile must not contain NUL characters.']);
    expect(refusalMessages(verificationCodeRequest, { mobile: '09121234567', event_id: 2_147_483_648 })).toEqual(['event_id: Too big: expected number to be <=2147483647']);
  });
});

describe('OAuth documents', () => {
  it('the token request documents each grant the service serves, and no other', () => {
    const documented = tokenRequest.options.map((option) => option.shape.grant_type.value);
    expect(documented).toEqual([...SUPPORTED_GRANTS]);
    expect(tokenRequest.safeParse({ grant_type: 'password', username: 'x' }).success).toBe(false);
    expect(tokenRequest.safeParse({ grant_type: 'refresh_token', refresh_token: 'r', client_id: 'c' }).success).toBe(true);
  });

  it('the token answer and the RFC 6749 error body', () => {
    expect(tokenResponse.safeParse({ access_token: 'a', token_type: 'Bearer', expires_in: 900, refresh_token: 'r' }).success).toBe(true);
    expect(tokenResponse.safeParse({ access_token: 'a', token_type: 'bearer', expires_in: 900, refresh_token: 'r' }).success).toBe(false);
    expect(oauthErrorBody.safeParse({ error: 'slow_down', error_description: 'Too many wrong codes.' }).success).toBe(true);
    expect(oauthErrorBody.safeParse({ error: 'access_denied', error_description: 'x' }).success).toBe(false);
  });
});
