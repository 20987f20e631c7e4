import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { attachRealtime } from '../../realtime/server.js';
import { eventWorld } from '../helpers/networking.js';
import { closeAllSockets, connectSocket, request, type TestSocket } from '../helpers/sockets.js';

/**
 * One input parser for both transports (server/input.ts): the same bad input gets the same error over REST and
 * over a socket. A socket acknowledgement carries the first entry of the REST body's `errors`.
 */
let server: TestServer;
let world: Awaited<ReturnType<typeof eventWorld>>;
let socket: TestSocket;
let pollId: number;

beforeAll(async () => {
  server = await startTestServer({ attachments: [attachRealtime] });
  world = await eventWorld(server.ctx, 2);
  const starts = new Date(world.event.starts_at).getTime();
  const session = await server.http.post(
    `/api/events/${world.event.slug}/sessions`,
    { title: 'Parity', starts_at: new Date(starts).toISOString(), ends_at: new Date(starts + 3_600_000).toISOString() },
    { token: world.organizer.token },
  );
  expect(session.status).toBe(201);
  const poll = await server.http.post(`/api/events/${world.event.slug}/sessions/${session.body.id}/polls`, { question: 'Which?', options: ['a', 'b'], multiple: false }, { token: world.organizer.token });
  expect(poll.status).toBe(201);
  pollId = poll.body.id;
  socket = await connectSocket(server, world.attendees[0]!.token);
});
afterAll(async () => {
  closeAllSockets();
  await server?.stop();
});

/** The REST error body's first entry and the socket acknowledgement's error, for the same input. */
async function both(rest: () => Promise<{ status: number; body: any }>, event: Parameters<typeof request>[1], payload: Record<string, unknown>) {
  const res = await rest();
  const ack = await request(socket, event, payload);
  expect(res.status, JSON.stringify(res.body)).toBeGreaterThanOrEqual(400);
  expect(ack.ok).toBe(false);
  return { rest: res.body.errors[0], socket: (ack as { error: unknown }).error };
}

describe('the same invalid input over REST and over a socket', () => {
  const pollInputs: Array<Record<string, unknown>> = [{}, { options: 'x' }, { options: [] }, { options: [1.5] }, { options: [0], extra: true }, { options: [99] }, { options: ['a\u0000'] }];
  it.each(pollInputs)('poll vote %j: the same error', async (body) => {
    const token = world.attendees[0]!.token;
    const { rest, socket: viaSocket } = await both(() => server.http.put(`/connect/polls/${pollId}/vote`, body, { token }), 'poll:vote', { poll_id: pollId, ...body });
    expect(rest.code).toBe('invalid');
    expect(viaSocket).toEqual(rest);
  });

  const messageInputs: Array<Record<string, unknown>> = [{ message: 42 }, { message: '' }, { message: '   ' }, { message: 'x'.repeat(2001) }, { message: 'a\u0000b' }, { message: 'ok', client_message_id: '' }, {}];
  it.each(messageInputs)('chat send %j: the same error', async (body) => {
    const [alice, bob] = world.attendees;
    const { rest, socket: viaSocket } = await both(
      () => server.http.post(`/connect/users/${bob!.user.id}/messages`, body, { token: alice!.token }),
      'chat:send',
      { to: bob!.user.id, ...body },
    );
    expect(rest.field).toMatch(/^(message|client_message_id)$/);
    expect(viaSocket).toEqual(rest);
  });

  it.each(messageInputs)('feed post %j: the same error', async (body) => {
    const { rest, socket: viaSocket } = await both(() => server.http.post('/connect/livefeed/messages', body, { token: world.attendees[0]!.token }), 'livefeed:post', body);
    expect(viaSocket).toEqual(rest);
  });
});
