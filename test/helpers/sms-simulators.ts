import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Simulators on loopback speaking each SMS provider's documented protocol: Kavenegar's verify lookup
 * (POST /v1/{key}/verify/lookup.json, form receptor/token/template) and simple send (POST /v1/{key}/sms/send.json,
 * form receptor/message/sender?), both answering {"return": {"status", "message"}, "entries"}; Twilio's Messages API
 * (POST /2010-04-01/Accounts/{sid}/Messages.json, Basic auth, form To/From/Body, 201 or {"code", "message", "status"}).
 * `mode` makes them fail as the providers do. Credentials they accept: Kavenegar key `kv-key` with template
 * `login-code`; Twilio `AC123` / `tw-token`.
 */
export type SmsSimulatorMode = 'ok' | '5xx' | 'timeout' | 'bad_number' | 'bad_key';
export interface SmsReceived {
  path: string;
  auth: string | undefined;
  form: URLSearchParams;
}

export interface SmsSimulator {
  base: string;
  mode: SmsSimulatorMode;
  readonly received: SmsReceived[];
  reset(mode: SmsSimulatorMode): void;
  stop(): Promise<void>;
}

export const kavenegarEnv = { SMS_DRIVER: 'kavenegar', KAVENEGAR_API_KEY: 'kv-key', KAVENEGAR_TEMPLATE: 'login-code' };
export const twilioEnv = { SMS_DRIVER: 'twilio', TWILIO_ACCOUNT_SID: 'AC123', TWILIO_AUTH_TOKEN: 'tw-token', TWILIO_FROM: '+15005550006' };

export async function startSmsSimulator(): Promise<SmsSimulator> {
  const sim = { mode: 'ok' as SmsSimulatorMode, received: [] as SmsReceived[] };

  function kavenegar(req: IncomingMessage, res: ServerResponse, form: URLSearchParams) {
    const match = /^\/v1\/([^/]+)\/(verify\/lookup|sms\/send)\.json$/.exec(req.url ?? '');
    const reply = (status: number, ret: number, message: string, entries: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ return: { status: ret, message }, entries }));
    };
    if (!match) return reply(404, 404, 'not found', null);
    if (sim.mode === 'bad_key' || match[1] !== 'kv-key') return reply(403, 403, 'کد شناسائی API-Key معتبر نمی‌باشد', null);
    if (sim.mode === 'bad_number' || !/^(09\d{9}|00\d{8,15})$/.test(form.get('receptor') ?? '')) return reply(411, 411, 'گیرنده نامعتبر است', null);
    if (match[2] === 'verify/lookup') {
      if (!form.get('token') || form.get('template') !== 'login-code') return reply(424, 424, 'الگو یافت نشد', null);
      return reply(200, 200, 'تایید شد', [{ messageid: 8792343, message: form.get('token'), status: 5, receptor: form.get('receptor'), cost: 120 }]);
    }
    if (!form.get('message')) return reply(400, 400, 'پارامترها ناقص هستند', null);
    reply(200, 200, 'تایید شد', [{ messageid: 8792344, message: form.get('message'), status: 1, sender: form.get('sender') ?? '10004346', receptor: form.get('receptor'), cost: 360 }]);
  }

  function twilio(req: IncomingMessage, res: ServerResponse, form: URLSearchParams) {
    const match = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(req.url ?? '');
    const error = (status: number, code: number, message: string) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status }));
    };
    if (!match) return error(404, 20404, 'The requested resource was not found');
    const expected = `Basic ${Buffer.from('AC123:tw-token').toString('base64')}`;
    if (sim.mode === 'bad_key' || req.headers.authorization !== expected || match[1] !== 'AC123') return error(401, 20003, 'Authenticate');
    if (sim.mode === 'bad_number' || !/^\+\d{8,15}$/.test(form.get('To') ?? '')) return error(400, 21211, "The 'To' number is not a valid phone number.");
    res.writeHead(201, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ sid: 'SM123', status: 'queued', to: form.get('To'), from: form.get('From'), body: form.get('Body') }));
  }

  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      sim.received.push({ path: req.url ?? '', auth: req.headers.authorization, form });
      if (sim.mode === 'timeout') return; // never answers
      if (sim.mode === '5xx') {
        res.writeHead(502, { 'content-type': 'text/html' });
        res.end('<html>Bad Gateway</html>');
        return;
      }
      if ((req.url ?? '').startsWith('/v1/')) kavenegar(req, res, form);
      else twilio(req, res, form);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    get mode() {
      return sim.mode;
    },
    set mode(mode: SmsSimulatorMode) {
      sim.mode = mode;
    },
    received: sim.received,
    reset(mode) {
      sim.mode = mode;
      sim.received.length = 0;
    },
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
