// One round of chat between pairs whose members sit on different nodes, for the scenarios that measure CPU per chat
// message (scale.mjs, chat.mjs's steady state).
import { CPUS, forkScript } from './infra.mjs';
import { cpuSeconds, nowMs, sleep } from './util.mjs';

/**
 * `pairs` pairs of users from index `from` of `userIds`/`tokens` on, connected from two socket workers (socket i on
 * node i mod n, talking to i^1, which sits on another node), each sending one message a second for `seconds`; then a
 * bounded wait (`waitMs`) for the partners' copies. Returns the sockets connected, the messages acknowledged and
 * received, the elapsed seconds, and the CPU seconds of the nodes (and of `extraPids`, such as Redis) over the sends
 * and the wait. The workers are closed before it returns.
 */
export async function chatRound({ nodes, tokens, userIds, from = 0, pairs, seconds, tag, waitMs = 20_000, extraPids = [], label = 'chat-round' }) {
  const urls = nodes.map((n) => `${n.url}/connect/socket.io`);
  const per = pairs; // two workers, each with whole pairs
  const workers = [];
  try {
    for (let w = 0; w < 2; w++) workers.push(await forkScript('load/socket-clients.mjs', { cpus: CPUS.load, label: `${label}-${w}` }));
    const connects = await Promise.all(
      workers.map((wk, w) =>
        wk.request({ type: 'connect', kind: 'socketio', urls, tokens: tokens.slice(from + w * per, from + (w + 1) * per), userIds: userIds.slice(from + w * per, from + (w + 1) * per), count: per, offset: w * per }, 120_000),
      ),
    );
    const connected = connects.reduce((a, c) => a + c.connected, 0);
    await sleep(500);
    const cpuOf = () => nodes.reduce((a, n) => a + cpuSeconds(n.pid), 0);
    const extraOf = () => extraPids.reduce((a, pid) => a + cpuSeconds(pid), 0);
    const cpu0 = cpuOf();
    const extra0 = extraOf();
    const t0 = nowMs();
    const sends = await Promise.all(
      workers.map((wk, w) => {
        const partners = Array.from({ length: per }, (_, k) => userIds[from + ((w * per + k) ^ 1)]);
        return wk.request({ type: 'chat', partners, perSocketRate: 1, seconds, tag }, (seconds + 60) * 1000);
      }),
    );
    const acked = sends.reduce((a, s) => a + s.acked, 0);
    let received = 0;
    const deadline = Date.now() + waitMs;
    while (Date.now() < deadline) {
      const collected = await Promise.all(workers.map((wk) => wk.request({ type: 'collect', raw: true })));
      received = collected.reduce((a, c) => a + c.chat_received_ids.length, 0);
      if (received >= acked) break;
      await sleep(250);
    }
    return { connected, acked, received, elapsed: (nowMs() - t0) / 1000, cpu: cpuOf() - cpu0, extraCpu: extraOf() - extra0 };
  } finally {
    await Promise.all(workers.map((wk) => wk.request({ type: 'close' }, 30_000).catch(() => undefined)));
    await Promise.all(workers.map((wk) => wk.stop()));
  }
}
