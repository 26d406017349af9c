import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PEER_WAIT_MS, QuotePeers, type NoticeChannel } from './quote-peers';

/** LISTEN/NOTIFY in memory: every process hears every notice (its own too), a turn later; a process cut off hears and sends nothing. */
function noticeBus() {
  const listeners: { channel: string; handler: (payload: string) => void; process: { cutOff: boolean } }[] = [];
  return (process = { cutOff: false }): NoticeChannel & { process: { cutOff: boolean } } => ({
    process,
    listen: async (channel, handler) => void listeners.push({ channel, handler, process }),
    notify: async (channel, payload) => {
      if (process.cutOff) return;
      for (const l of listeners) if (l.channel === channel && !l.process.cutOff) queueMicrotask(() => l.handler(payload));
    },
  });
}

/** A process's peers with a buffer whose write the test finishes (`write.finish()`), counting its writes. */
function processOn(connect: ReturnType<typeof noticeBus>) {
  const channel = connect();
  const write = { count: 0, finish: () => undefined as void };
  const peers = new QuotePeers(channel, () => {
    write.count++;
    return new Promise<void>((resolve) => (write.finish = resolve));
  });
  return { peers, channel, write };
}

/** Lets the notices and the writes' promises run. */
const turns = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

describe('QuotePeers', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => vi.useRealTimers());

  /** Three processes started one after the other, past their introductions. */
  async function threeProcesses() {
    const connect = noticeBus();
    const processes = [processOn(connect), processOn(connect), processOn(connect)];
    for (const p of processes) {
      await p.peers.start();
      await turns();
      for (const q of processes) q.write.finish();
      await turns();
    }
    await vi.advanceTimersByTimeAsync(PEER_WAIT_MS);
    for (const p of processes) p.write.count = 0;
    return processes;
  }

  it('resolves once every other process has written its buffer, and not before', async () => {
    const [a, b, c] = await threeProcesses();
    let done = false;
    const flushed = a!.peers.flushAll().then(() => (done = true));
    await turns();
    expect([a!.write.count, b!.write.count, c!.write.count]).toEqual([0, 1, 1]);
    b!.write.finish();
    await turns();
    expect(done).toBe(false);
    c!.write.finish();
    await flushed;
    expect(done).toBe(true);
  });

  it('waits 400 ms for a process that does not answer, then no more until it speaks again', async () => {
    const [a, b, c] = await threeProcesses();
    c!.channel.process.cutOff = true;
    let done = false;
    const flushed = a!.peers.flushAll().then(() => (done = true));
    await turns();
    b!.write.finish();
    await vi.advanceTimersByTimeAsync(PEER_WAIT_MS - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await flushed;

    // Forgotten: the next flush waits for the second process alone.
    const again = a!.peers.flushAll();
    await turns();
    b!.write.finish();
    await again;
    // Back, it answers the next request (not waited for yet) and is waited for again after.
    c!.channel.process.cutOff = false;
    const third = a!.peers.flushAll();
    await turns();
    b!.write.finish();
    await third;
    c!.write.finish();
    await turns();
    done = false;
    const fourth = a!.peers.flushAll().then(() => (done = true));
    await turns();
    b!.write.finish();
    await turns();
    expect(done).toBe(false);
    c!.write.finish();
    await fourth;
    expect(done).toBe(true);
  });

  it('is not waited for once it has said goodbye', async () => {
    const [a, b, c] = await threeProcesses();
    await c!.peers.close();
    await turns();
    const flushed = a!.peers.flushAll();
    await turns();
    b!.write.finish();
    await flushed;
    expect(c!.write.count).toBe(0);
  });
});
