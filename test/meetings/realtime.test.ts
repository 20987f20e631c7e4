import { createServer, type Server } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { attachRealtime } from '../../realtime/server.js';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { startTwoNodes } from '../helpers/realtime-cluster.js';
import { tokenFor } from '../helpers/factories.js';
import { eventWorld, type Participant } from '../helpers/networking.js';
import { closeAllSockets, collect, connectSocket, eventually, settle } from '../helpers/sockets.js';

/** The native-app push gateway (PUSH_HTTP_URL): records what it is sent. */
class Gateway {
  readonly got: Array<Record<string, unknown>> = [];
  private server!: Server;
  url = '';
  async start() {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        this.got.push(JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>);
        res.statusCode = 200;
        res.end();
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as { port: number }).port}/push`;
  }
  stop() {
    return new Promise((resolve) => this.server.close(resolve));
  }
}

const gateway = new Gateway();
let nodes: [TestServer, TestServer];
beforeAll(async () => {
  await gateway.start();
  const env = { PUSH_ALLOW_PRIVATE: '1', PUSH_HTTP_URL: gateway.url, PUSH_RETRY_BASE_MS: '50', OUTBOX_POLL_MS: '50', MEETING_REMINDER_MINUTES: '60' };
  if (process.env.TEST_REDIS_URL) {
    // Two nodes on one database and one Redis: the members' sockets are on different nodes.
    nodes = await startTwoNodes(process.env.TEST_REDIS_URL, env);
  } else {
    const one = await startTestServer({ attachments: [attachRealtime], env });
    nodes = [one, one];
  }
});
afterAll(async () => {
  closeAllSockets();
  await nodes[1].stop();
  if (nodes[1] !== nodes[0]) await nodes[0].stop();
  await gateway.stop();
});
afterEach(() => closeAllSockets());

/** An event starting in 5 minutes, meetings on from its start (30-minute slots, one table). */
async function world() {
  const server = nodes[0];
  const w = await eventWorld(server.ctx, 3);
  const start = new Date(Math.ceil((Date.now() + 5 * 60_000) / 1000) * 1000);
  await server.ctx.db
    .updateTable('events')
    .set({ starts_at: start, ends_at: new Date(start.getTime() + 3 * 3600_000) })
    .where('id', '=', w.event.id)
    .execute();
  const res = await server.http.put(
    `/api/events/${w.event.slug}/meetings/settings`,
    { enabled: true, slot_minutes: 30, windows: [{ starts_at: start.toISOString(), ends_at: new Date(start.getTime() + 2 * 3600_000).toISOString() }], locations: [{ name: 'T1' }] },
    { token: await tokenFor(server.ctx, w.organizer.user) },
  );
  expect(res.status).toBe(200);
  const slot = (i: number) => new Date(start.getTime() + i * 30 * 60_000).toISOString();
  return { ...w, people: w.attendees as Participant[], slot };
}

const pushesFor = (userId: number) => gateway.got.filter((g) => g.user_id === userId);

describe('meetings in realtime (CONTRACT 11)', () => {
  it('meeting:updated reaches both members on every node; an offline member gets a push; reminders once per member', async () => {
    const w = await world();
    const [a, b] = w.people as [Participant, Participant];
    const aSocket = await connectSocket(nodes[0], a.token);
    const aUpdates = collect(aSocket, 'meeting:updated');
    const aReminders = collect(aSocket, 'meeting:reminder');

    // B has no socket: the request reaches A's socket, and B by push.
    const requested = await nodes[1].http.post('/connect/meetings', { with: b.user.id, starts_at: w.slot(1) }, { token: a.token });
    expect(requested.status).toBe(201);
    await eventually(() => expect(aUpdates.map((u) => u.status)).toEqual(['pending']));
    expect(aUpdates[0]).toMatchObject({ id: requested.body.id, from: { id: a.user.id }, to: { id: b.user.id } });
    await eventually(() => expect(pushesFor(b.user.id)).toEqual([{ user_id: b.user.id, type: 'meeting', meeting_id: requested.body.id, status: 'pending' }]));

    // B comes online on the other node and accepts: both sockets get the accepted item; A (online) gets no push.
    const bSocket = await connectSocket(nodes[1], b.token);
    const bUpdates = collect(bSocket, 'meeting:updated');
    const bReminders = collect(bSocket, 'meeting:reminder');
    const accepted = await nodes[0].http.post(`/connect/meetings/${requested.body.id}/accept`, undefined, { token: b.token });
    expect(accepted.status).toBe(200);
    await eventually(() => {
      expect(aUpdates.map((u) => u.status)).toEqual(['pending', 'accepted']);
      expect(bUpdates.map((u) => u.status)).toEqual(['accepted']);
    });
    expect(bUpdates[0]!.location).toMatchObject({ name: 'T1' });

    // MEETING_REMINDER_MINUTES (60) before a meeting 35 minutes away: the reminder is due at once, once per member.
    await eventually(() => {
      expect(aReminders).toHaveLength(1);
      expect(bReminders).toHaveLength(1);
    }, 8000);
    expect(aReminders[0]).toEqual({ meeting_id: requested.body.id, starts_at: w.slot(1), location: accepted.body.location });
    await eventually(() => {
      for (const user of [a, b]) expect(pushesFor(user.user.id).filter((p) => p.type === 'meeting_reminder')).toHaveLength(1);
    });
    await settle(500);
    expect(aReminders).toHaveLength(1);
    expect(pushesFor(a.user.id).filter((p) => p.type === 'meeting')).toEqual([]);

    // A cancels: B's socket hears it (and B is online: no push).
    await nodes[1].http.post(`/connect/meetings/${requested.body.id}/cancel`, undefined, { token: a.token });
    await eventually(() => expect(bUpdates.map((u) => u.status)).toEqual(['accepted', 'cancelled']));
    expect(bUpdates[1]!.cancelled_by).toBe(a.user.id);
    await settle(300);
    expect(pushesFor(b.user.id).filter((p) => p.type === 'meeting').map((p) => p.status)).toEqual(['pending']);
  });

  it('a block that cancels a meeting reaches the other member by push when offline', async () => {
    const w = await world();
    const [a, b] = w.people as [Participant, Participant];
    const requested = await nodes[0].http.post('/connect/meetings', { with: b.user.id, starts_at: w.slot(2) }, { token: a.token });
    expect((await nodes[1].http.post(`/connect/meetings/${requested.body.id}/accept`, undefined, { token: b.token })).status).toBe(200);
    expect((await nodes[1].http.put(`/connect/blocks/users/${a.user.id}`, undefined, { token: b.token })).status).toBe(201);
    await eventually(() =>
      expect(pushesFor(a.user.id).filter((p) => p.type === 'meeting').map((p) => p.status)).toEqual(['accepted', 'cancelled']),
    );
    // The blocker is not pushed about their own action.
    await settle(300);
    expect(pushesFor(b.user.id).filter((p) => p.type === 'meeting').map((p) => p.status)).toEqual(['pending']);
  });

  it('a ban that cancels a meeting reaches both offline members by push, the banned one included', async () => {
    const w = await world();
    const [a, b] = w.people as [Participant, Participant];
    const requested = await nodes[0].http.post('/connect/meetings', { with: b.user.id, starts_at: w.slot(3) }, { token: a.token });
    expect((await nodes[1].http.post(`/connect/meetings/${requested.body.id}/accept`, undefined, { token: b.token })).status).toBe(200);
    const organizerToken = await tokenFor(nodes[0].ctx, w.organizer.user);
    expect((await nodes[0].http.put(`/api/events/${w.event.slug}/bans/${a.user.id}`, {}, { token: organizerToken })).status).toBeLessThan(300);
    const meetingPushes = (userId: number) => pushesFor(userId).filter((p) => p.type === 'meeting' && p.meeting_id === requested.body.id);
    await eventually(() => {
      expect(meetingPushes(a.user.id).map((p) => p.status)).toEqual(['accepted', 'cancelled']);
      expect(meetingPushes(b.user.id).map((p) => p.status)).toEqual(['pending', 'cancelled']);
    });
  });
});
