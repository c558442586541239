import { Transaction, type Sequelize } from 'sequelize';

interface Job {
  work: (t: Transaction) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (reason: unknown) => void;
}

/** Saves sharing one commit at most; a longer queue waits for the next. */
const GROUP_MAX = 32;

/**
 * SQLite's write transactions, one at a time (it has one writer), with the saves that queued
 * while one ran committed together: each in a savepoint of one transaction, so each is still
 * whole or not at all, and none is answered before the shared COMMIT is on disk. A commit waits
 * for the disk (synchronous=FULL); thirty-two bills waiting on one another each paid that wait,
 * now they share it. A save alone runs in a transaction of its own, as before.
 */
export function groupCommitWriter(sequelize: Sequelize) {
  const queue: Job[] = [];
  let running = false;

  const immediate = { type: Transaction.TYPES.IMMEDIATE };

  async function alone(job: Job): Promise<void> {
    try {
      job.resolve(await sequelize.transaction(immediate, job.work));
    } catch (e) {
      job.reject(e);
    }
  }

  async function together(jobs: Job[]): Promise<void> {
    let outer: Transaction;
    try {
      outer = await sequelize.transaction(immediate);
    } catch (e) {
      for (const job of jobs) job.reject(e);
      return;
    }
    // Each in its savepoint: one that fails is rolled back alone, and the others stand.
    const settled: Array<{ ok: true; value: unknown } | { ok: false; reason: unknown }> = [];
    for (const job of jobs) {
      try {
        settled.push({
          ok: true,
          value: await sequelize.transaction({ transaction: outer }, job.work),
        });
      } catch (reason) {
        settled.push({ ok: false, reason });
      }
    }
    try {
      await outer.commit();
    } catch (e) {
      // Sequelize gives up the connection of a failed commit: nothing of the group was saved.
      for (const job of jobs) job.reject(e);
      return;
    }
    jobs.forEach((job, i) => {
      const s = settled[i];
      if (s.ok) job.resolve(s.value);
      else job.reject(s.reason);
    });
  }

  async function drain(): Promise<void> {
    running = true;
    try {
      while (queue.length) {
        const jobs = queue.splice(0, GROUP_MAX);
        await (jobs.length === 1 ? alone(jobs[0]) : together(jobs));
      }
    } finally {
      running = false;
    }
  }

  return function write<T>(work: (t: Transaction) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      queue.push({ work, resolve: resolve as (v: unknown) => void, reject });
      if (!running) void drain();
    });
  };
}
