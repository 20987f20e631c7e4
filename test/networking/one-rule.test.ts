import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachRealtime } from '../../realtime/server.js';
import { CLIENT_MESSAGE_ID_MAX, MESSAGE_MAX_CHARS, chatSendInput, clientMessageId, codePoints, livefeedPostInput, messageText } from '../../server/networking/schemas.js';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { eventWorld } from '../helpers/networking.js';
import { closeAllSockets, connectSocket, request } from '../helpers/sockets.js';

/**
 * Issue 20: each shape is declared once (server/networking/schemas.ts) and the same rule gives the same answer over
 * REST and sockets. The unit part checks the schemas themselves; the end-to-end part sends the same inputs both ways.
 */

const emoji = '\u{1F600}'; // one code point, two UTF-16 units

describe('networking schemas (pure)', () => {
  it('count a message in code points, as the documents say, not in UTF-16 units', () => {
    expect(codePoints(emoji.repeat(3))).toBe(3);
    expect(messageText.safeParse(emoji.repeat(MESSAGE_MAX_CHARS)).success).toBe(true);
    const over = messageText.safeParse(emoji.repeat(MESSAGE_MAX_CHARS + 1));
    expect(over.success).toBe(false);
    expect(over.error?.issues[0]?.message).toBe(`message must be at most ${MESSAGE_MAX_CHARS} characters.`);
  });

  it('refuse empty, blank, non-string, NUL and lone-surrogate messages with the error bodies’ texts', () => {
    const first = (v: unknown) => messageText.safeParse(v).error?.issues[0]?.message;
    expect(first('')).toBe('message must not be empty.');
    expect(first('   ')).toBe('message must not be empty.');
    expect(first(42)).toBe('message must be a string.');
    expect(first('a\u0000b')).toBe('message must not contain NUL characters.');
    expect(first('a\uD800b')).toBe('message must be well-formed Unicode (no lone surrogates).');
    expect(first('fine')).toBeUndefined();
  });

  it('bound client_message_id to 1..100 characters and keep the post and send bodies strict about types', () => {
    expect(clientMessageId.safeParse('x'.repeat(CLIENT_MESSAGE_ID_MAX)).success).toBe(true);
    expect(clientMessageId.safeParse('x'.repeat(CLIENT_MESSAGE_ID_MAX + 1)).success).toBe(false);
    expect(clientMessageId.safeParse('').success).toBe(false);
    expect(livefeedPostInput.safeParse({ message: 'hi' }).success).toBe(true);
    expect(livefeedPostInput.safeParse({ message: 'hi', client_message_id: 7 }).success).toBe(false);
    expect(chatSendInput.safeParse({}).success).toBe(false);
  });
});

describe('one rule over REST and sockets', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ attachments: [attachRealtime] });
  });
  afterAll(async () => {
    closeAllSockets();
    await server.stop();
  });

  const cases: Array<[string, unknown, number | null]> = [
    ['2,000 emoji (4,000 UTF-16 units)', emoji.repeat(MESSAGE_MAX_CHARS), null],
    ['2,001 emoji', emoji.repeat(MESSAGE_MAX_CHARS + 1), 422],
    ['2,001 ASCII characters', 'x'.repeat(MESSAGE_MAX_CHARS + 1), 422],
    ['blank', '  ', 422],
    ['a number', 7, 422],
    ['a NUL inside', 'a\u0000b', 422],
  ];

  it('the live feed: a REST post and a socket post get the same verdict, code, field and message', async () => {
    const world = await eventWorld(server.ctx, 1);
    const token = world.attendees[0]!.token;
    const socket = await connectSocket(server, token);
    for (const [label, message, status] of cases) {
      const rest = await server.http.post('/connect/livefeed/messages', { message }, { token });
      const ack = await request(socket, 'livefeed:post', { message });
      if (status === null) {
        expect(rest.status, label).toBe(204);
        expect(ack.ok, label).toBe(true);
      } else {
        expect(rest.status, label).toBe(status);
        expect(ack.ok, label).toBe(false);
        const restError = rest.body.errors[0];
        if (!ack.ok) expect({ code: ack.error.code, field: ack.error.field, message: ack.error.message }, label).toEqual({ code: restError.code, field: restError.field, message: restError.message });
      }
    }
  });

  it('chat: a REST send and a socket send get the same verdict, code, field and message', async () => {
    const world = await eventWorld(server.ctx, 2);
    const [alice, bob] = world.attendees;
    const socket = await connectSocket(server, alice!.token);
    for (const [label, message, status] of cases) {
      const rest = await server.http.post(`/connect/users/${bob!.user.id}/messages`, { message }, { token: alice!.token });
      const ack = await request(socket, 'chat:send', { to: bob!.user.id, message });
      if (status === null) {
        expect(rest.status, label).toBe(201);
        expect(ack.ok, label).toBe(true);
      } else {
        expect(rest.status, label).toBe(status);
        expect(ack.ok, label).toBe(false);
        const restError = rest.body.errors[0];
        if (!ack.ok) expect({ code: ack.error.code, field: ack.error.field, message: ack.error.message }, label).toEqual({ code: restError.code, field: restError.field, message: restError.message });
      }
    }
  });
});
