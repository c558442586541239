import { describe, expect, it } from 'vitest';
import { HashQueue } from '../../backend/src/auth/hashQueue';

class Busy extends Error {}

/** A job that finishes when told to, and whether it has started. */
function job(): { run: () => Promise<string>; started: () => boolean; finish: () => void } {
  let started = false;
  let finish = () => {};
  const done = new Promise<void>((resolve) => (finish = resolve));
  return {
    run: async () => {
      started = true;
      await done;
      return 'done';
    },
    started: () => started,
    finish: () => finish(),
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('HashQueue', () => {
  it('runs at most `concurrency` jobs at once and the rest in turn', async () => {
    const queue = new HashQueue({ concurrency: 2, maxWaitMs: 10_000, busy: () => new Busy() });
    const jobs = [job(), job(), job()];

    const answers = jobs.map((j) => queue.run(j.run));
    await sleep(5);
    const startedFirst = jobs.map((j) => j.started());
    jobs[0].finish();
    await sleep(5);
    const startedNext = jobs.map((j) => j.started());
    jobs[1].finish();
    jobs[2].finish();

    expect(startedFirst).toEqual([true, true, false]);
    expect(startedNext).toEqual([true, true, true]);
    expect(await Promise.all(answers)).toEqual(['done', 'done', 'done']);
    expect(queue.stats()).toEqual({ ran: 3, refused: 0, active: 0, waiting: 0 });
  });

  it('refuses at once a job that would wait past the limit, judged by how long jobs take', async () => {
    const queue = new HashQueue({ concurrency: 1, maxWaitMs: 100, busy: () => new Busy() });
    const measured = job();
    const first = queue.run(measured.run);
    await sleep(60);
    measured.finish();
    await first;
    const running = job();
    const waiting = job();
    void queue.run(running.run);
    const second = queue.run(waiting.run);

    const startedAt = Date.now();
    const refused = await queue.run(job().run).catch((e: unknown) => e);
    const tookMs = Date.now() - startedAt;
    running.finish();
    waiting.finish();

    // One job running and one waiting, each about 60 ms: this one would wait about 120 ms.
    expect(refused).toBeInstanceOf(Busy);
    expect(tookMs).toBeLessThan(50);
    expect(await second).toBe('done');
    expect(queue.stats().refused).toBe(1);
  });

  it('refuses a job whose turn came after the limit, without running it', async () => {
    const queue = new HashQueue({ concurrency: 1, maxWaitMs: 30, busy: () => new Busy() });
    const slow = job();
    const late = job();
    const first = queue.run(slow.run);
    const second = queue.run(late.run).catch((e: unknown) => e);

    await sleep(60);
    slow.finish();

    expect(await first).toBe('done');
    expect(await second).toBeInstanceOf(Busy);
    expect(late.started()).toBe(false);
    expect(queue.stats()).toEqual({ ran: 1, refused: 1, active: 0, waiting: 0 });
  });

  it('admits a job again once the queue has drained', async () => {
    const queue = new HashQueue({ concurrency: 1, maxWaitMs: 30, busy: () => new Busy() });
    const slow = job();
    const first = queue.run(slow.run);
    const refused = queue.run(job().run).catch((e: unknown) => e);
    await sleep(60);
    slow.finish();
    await first;
    await refused;

    const again = job();
    const answer = queue.run(again.run);
    again.finish();

    expect(await answer).toBe('done');
  });
});
