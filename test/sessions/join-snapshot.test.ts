import { describe, expect, it } from 'vitest';
import { createJoinSnapshots, type HeldQuestion, type JoinViewer, type SnapshotRead } from '../../server/qa/join-snapshot.js';
import { createKeyedBatchLoader } from '../../infra/batch.js';
import type { PollItem } from '../../server/qa/schemas.js';

/** The pure rules of the shared `session:join` snapshot (server/qa/join-snapshot.ts); the live behaviour is in join-shared.test.ts. */

const SESSION = 7;
const q = (id: number, votes: number, userId: number, extra: Partial<HeldQuestion['item']> = {}): HeldQuestion => ({
  item: { id, session_id: SESSION, text: `q${id}`, author: { id: userId, name: `u${userId}`, surname: 'S', avatar: null, biography: null, jobTitle: null, organization: null, website: null, telegram: null, linkedin: null }, anonymous: false, votes, voted: false, status: 'open', created_at: '2026-12-01T09:00:00.000Z', ...extra },
  userId,
});
const poll = (id: number, status: PollItem['status'], counts: number[]): PollItem => ({
  id,
  session_id: SESSION,
  question: `p${id}`,
  options: counts.map((votes, index) => ({ index, text: `o${index}`, votes })),
  multiple: false,
  status,
  total_voters: counts.reduce((a, b) => a + b, 0),
});
const viewer = (over: Partial<JoinViewer> = {}): JoinViewer => ({ organizer: false, voted: new Set(), blocked: new Set(), ballots: new Map(), ...over });
const order = (rows: HeldQuestion[]) => [...rows].sort((a, b) => b.item.votes - a.item.votes || a.item.id - b.item.id);

/** A read that resolves when the test says so, counting its calls. */
function controlledRead(data: () => SnapshotRead) {
  const calls: Array<() => void> = [];
  return {
    calls,
    read: () =>
      new Promise<SnapshotRead>((resolve) => {
        calls.push(() => resolve(data()));
      }),
  };
}

describe('single flight and lifetime', () => {
  it('concurrent gets share one read; a current snapshot is reused; after ttlMs a new read', async () => {
    let clock = 1000;
    const data: SnapshotRead = { visible: [q(1, 3, 100), q(2, 1, 101)], hidden: [], polls: [] };
    const reads = controlledRead(() => data);
    const snaps = createJoinSnapshots({ ttlMs: 2000, held: 10, read: reads.read, now: () => clock });
    const waiting = Array.from({ length: 20 }, () => snaps.get(SESSION));
    expect(reads.calls).toHaveLength(1);
    reads.calls[0]!();
    const got = await Promise.all(waiting);
    expect(new Set(got).size).toBe(1);
    expect(await snaps.get(SESSION)).toBe(got[0]);
    expect(snaps.reads).toBe(1);
    clock += 2001;
    const next = snaps.get(SESSION);
    expect(reads.calls).toHaveLength(2);
    reads.calls[1]!();
    expect(await next).not.toBe(got[0]);
    expect(snaps.reads).toBe(2);
  });

  it('a change that arrives while the read is in flight is replayed on its result', async () => {
    const reads = controlledRead(() => ({ visible: [q(1, 0, 100), q(2, 0, 101)], hidden: [], polls: [poll(9, 'open', [0, 0])] }));
    const snaps = createJoinSnapshots({ ttlMs: 2000, held: 10, read: reads.read });
    const first = snaps.get(SESSION);
    snaps.apply({ kind: 'counts', questions: [{ id: 2, session_id: SESSION, votes: 5, status: 'open' }], polls: [poll(9, 'open', [1, 4])] });
    reads.calls[0]!();
    const view = (await first).view(viewer(), 50)!;
    expect(view.questions.map((x) => [x.id, x.votes])).toEqual([
      [2, 5],
      [1, 0],
    ]);
    expect(view.polls[0]!.options.map((o) => o.votes)).toEqual([1, 4]);
  });

  it('a failed read is not kept: the next get reads again', async () => {
    let fail = true;
    const snaps = createJoinSnapshots({
      ttlMs: 2000,
      held: 10,
      read: async () => {
        if (fail) throw new Error('database away');
        return { visible: [], hidden: [], polls: [] };
      },
    });
    await expect(snaps.get(SESSION)).rejects.toThrow('database away');
    fail = false;
    await expect(snaps.get(SESSION)).resolves.toBeDefined();
    expect(snaps.reads).toBe(2);
  });
});

describe('what each viewer gets from one snapshot', () => {
  const read = (): SnapshotRead => ({
    visible: [q(1, 5, 100), q(2, 4, 101, { anonymous: true }), q(3, 4, 102), q(4, 0, 103)],
    hidden: [q(5, 9, 104, { status: 'hidden' })],
    polls: [poll(20, 'open', [2, 1]), poll(21, 'draft', [0, 0])],
  });

  it('own votes and ballots per viewer; hidden questions, drafts and anonymous authors for organizers only', async () => {
    const snaps = createJoinSnapshots({ ttlMs: 2000, held: 10, read: async () => read() });
    const snap = await snaps.get(SESSION);
    const a = snap.view(viewer({ voted: new Set([1]), ballots: new Map([[20, [0]]]) }), 50)!;
    const b = snap.view(viewer({ voted: new Set([3]) }), 50)!;
    expect(a.questions.map((x) => [x.id, x.voted])).toEqual([
      [1, true],
      [2, false],
      [3, false],
      [4, false],
    ]);
    expect(b.questions.map((x) => [x.id, x.voted])).toEqual([
      [1, false],
      [2, false],
      [3, true],
      [4, false],
    ]);
    expect(a.questions.find((x) => x.id === 2)!.author).toBeNull();
    expect(a.polls).toEqual([{ ...poll(20, 'open', [2, 1]), my_options: [0] }]);
    expect(b.polls[0]!.my_options).toEqual([]);
    const staff = snap.view(viewer({ organizer: true }), 50)!;
    expect(staff.questions.map((x) => x.id)).toEqual([5, 1, 2, 3, 4]);
    expect(staff.questions.find((x) => x.id === 2)!.author).toMatchObject({ id: 101, name: 'u101' });
    expect(staff.polls.map((p) => p.status)).toEqual(['open', 'draft']);
    // One viewer's answer never leaks into another's (the held items are not changed).
    expect(snap.view(viewer(), 50)!.questions.every((x) => !x.voted)).toBe(true);
  });

  it('a block either way leaves the other user’s questions out', async () => {
    const snaps = createJoinSnapshots({ ttlMs: 2000, held: 10, read: async () => read() });
    const snap = await snaps.get(SESSION);
    expect(snap.view(viewer({ blocked: new Set([100, 102]) }), 50)!.questions.map((x) => x.id)).toEqual([2, 4]);
  });

  it('moderation moves a question between the lists; deletion removes it; a new question is added', async () => {
    const snaps = createJoinSnapshots({ ttlMs: 2000, held: 10, read: async () => read() });
    const snap = await snaps.get(SESSION);
    snaps.apply({ kind: 'question_moderated', sessionId: SESSION, authorId: 100, item: { ...q(1, 5, 100).item, status: 'hidden' } });
    snaps.apply({ kind: 'question_moderated', sessionId: SESSION, authorId: 104, item: { ...q(5, 9, 104).item, status: 'answered' } });
    snaps.apply({ kind: 'question_deleted', sessionId: SESSION, id: 3 });
    snaps.apply({ kind: 'question_new', sessionId: SESSION, authorId: 105, item: q(6, 0, 105).item });
    expect(snap.stale).toBe(false);
    expect(snap.view(viewer(), 50)!.questions.map((x) => [x.id, x.status])).toEqual([
      [5, 'answered'],
      [2, 'open'],
      [4, 'open'],
      [6, 'open'],
    ]);
    expect(snap.view(viewer({ organizer: true }), 50)!.questions.map((x) => x.id)).toEqual([5, 1, 2, 4, 6]);
  });

  it('a count whose status the snapshot did not see change marks it stale (a hidden question is never shown by guess)', async () => {
    const snaps = createJoinSnapshots({ ttlMs: 2000, held: 10, read: async () => read() });
    const snap = await snaps.get(SESSION);
    snaps.apply({ kind: 'counts', questions: [{ id: 1, session_id: SESSION, votes: 6, status: 'hidden' }], polls: [] });
    expect(snap.stale).toBe(true);
    const again = await snaps.get(SESSION);
    expect(again).not.toBe(snap);
    expect(snaps.reads).toBe(2);
  });
});

describe('a session with more questions than the snapshot holds', () => {
  // 30 open questions with votes 30..1 (ids 1..30); the snapshot holds the top 10 (ids 1..10, votes 30..21).
  const all = order(Array.from({ length: 30 }, (_, i) => q(i + 1, 30 - i, 200 + i)));
  const read = async (): Promise<SnapshotRead> => ({ visible: all.slice(0, 11), hidden: [], polls: [] });

  it('serves its known prefix and reorders it by the pushed counts', async () => {
    const snaps = createJoinSnapshots({ ttlMs: 2000, held: 10, read });
    const snap = await snaps.get(SESSION);
    expect(snap.view(viewer(), 5)!.questions.map((x) => x.id)).toEqual([1, 2, 3, 4, 5]);
    snaps.apply({ kind: 'counts', questions: [{ id: 9, session_id: SESSION, votes: 40, status: 'open' }], polls: [] });
    expect(snap.stale).toBe(false);
    expect(snap.view(viewer(), 5)!.questions.map((x) => x.id)).toEqual([9, 1, 2, 3, 4]);
  });

  it('a question it does not hold that climbs into its range marks it stale; one that stays below does not', async () => {
    const snaps = createJoinSnapshots({ ttlMs: 2000, held: 10, read });
    const snap = await snaps.get(SESSION);
    snaps.apply({ kind: 'counts', questions: [{ id: 25, session_id: SESSION, votes: 12, status: 'open' }], polls: [] });
    expect(snap.stale).toBe(false);
    snaps.apply({ kind: 'counts', questions: [{ id: 25, session_id: SESSION, votes: 22, status: 'open' }], polls: [] });
    expect(snap.stale).toBe(true);
  });

  it('a held question that falls below the boundary is no longer served; a viewer whose blocks need more than it holds gets undefined', async () => {
    const snaps = createJoinSnapshots({ ttlMs: 2000, held: 10, read });
    const snap = await snaps.get(SESSION);
    snaps.apply({ kind: 'counts', questions: [{ id: 2, session_id: SESSION, votes: 1, status: 'open' }], polls: [] });
    expect(snap.view(viewer(), 9)!.questions.map((x) => x.id)).toEqual([1, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(snap.view(viewer(), 10)).toBeUndefined();
    expect(snap.view(viewer({ blocked: new Set([200]) }), 8)!.questions.map((x) => x.id)).toEqual([3, 4, 5, 6, 7, 8, 9, 10]);
    expect(snap.view(viewer({ blocked: new Set([200]) }), 9)).toBeUndefined();
  });
});

describe('keyed batches (each joiner’s own facts)', () => {
  it('calls of one turn form one batch per key; calls during a batch wait for the next; at most `max` each; a failure fails its calls', async () => {
    const loads: Array<{ key: string; items: number[]; done: () => void; fail: (err: Error) => void }> = [];
    const batch = createKeyedBatchLoader<number, string>(
      (key, items) =>
        new Promise<string[]>((resolve, reject) => {
          loads.push({ key, items, done: () => resolve(items.map((i) => `${key}/${i}`)), fail: reject });
        }),
      3,
    );
    const first = [1, 2].map((i) => batch('s1', i));
    const other = batch('s2', 9);
    await new Promise((r) => setImmediate(r));
    expect(loads.map((l) => [l.key, l.items])).toEqual([
      ['s1', [1, 2]],
      ['s2', [9]],
    ]);
    // While s1's batch is in flight, five more arrive: the next batches take 3, then 2.
    const later = Promise.allSettled([3, 4, 5, 6, 7].map((i) => batch('s1', i)));
    await new Promise((r) => setImmediate(r));
    expect(loads).toHaveLength(2);
    loads[0]!.done();
    expect(await Promise.all(first)).toEqual(['s1/1', 's1/2']);
    await new Promise((r) => setImmediate(r));
    expect(loads[2]!.items).toEqual([3, 4, 5]);
    loads[2]!.fail(new Error('pool busy'));
    await new Promise((r) => setImmediate(r));
    expect(loads[3]!.items).toEqual([6, 7]);
    loads[3]!.done();
    loads[1]!.done();
    const settled = await later;
    expect(settled.map((x) => (x.status === 'fulfilled' ? x.value : (x.reason as Error).message))).toEqual(['pool busy', 'pool busy', 'pool busy', 's1/6', 's1/7']);
    expect(await other).toBe('s2/9');
  });
});
