// The real login path: ask for a code, read it from the bench's SMS gateway, exchange it at the token endpoint.
export const CLIENT = { id: 'demo-app', secret: 'demo-secret' };

export function benchMobile(i) {
  return `0935${String(i).padStart(7, '0')}`;
}
export const e164 = (local) => `+98${local.slice(1)}`;

export async function requestToken(base, params) {
  const res = await fetch(`${base}/connect/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: CLIENT.id, client_secret: CLIENT.secret, ...params }).toString(),
  });
  const body = await res.json();
  if (res.status !== 200) throw new Error(`token endpoint answered ${res.status}: ${JSON.stringify(body)}`);
  return body;
}

/** Logs a number in with grant_type=mobile_verification (or event_mobile_verification with eventId). */
export async function login(base, sinkUrl, mobile, eventId) {
  const res = await fetch(`${base}/connect/mobile/verification-codes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mobile }),
  });
  if (res.status !== 201) throw new Error(`verification-codes answered ${res.status}: ${await res.text()}`);
  await res.arrayBuffer().catch(() => undefined);
  const codeRes = await fetch(`${sinkUrl}/codes/${encodeURIComponent(e164(mobile))}`);
  if (!codeRes.ok) throw new Error(`no code reached the SMS gateway for ${mobile}`);
  const code = await codeRes.text();
  return requestToken(base, {
    grant_type: eventId ? 'event_mobile_verification' : 'mobile_verification',
    mobile,
    mobile_verification_code: code,
    ...(eventId ? { event_id: String(eventId) } : {}),
  });
}
