import pLimit, { type LimitFunction } from 'p-limit';

export interface HashQueueOptions {
  /** Jobs run at once. */
  concurrency: number;
  /** The longest a job may wait for its turn before it is refused instead. */
  maxWaitMs: number;
  /** The error a refused job rejects with. */
  busy: () => Error;
}

/**
 * Slow jobs (password hashes) a few at a time, with a bounded wait. A job that would wait past
 * maxWaitMs is refused at once, judged by the jobs ahead of it and how long jobs have been taking;
 * one that waited that long anyway (the guess was low) is refused when its turn comes. Either way
 * its caller hears "busy" within a few seconds rather than every caller waiting behind a flood.
 */
export class HashQueue {
  private readonly limit: LimitFunction;
  /** Recent job duration, a moving average; unknown until a job has finished. */
  private typicalMs: number | undefined;
  private ran = 0;
  private refusedCount = 0;
  private active = 0;
  private waiting = 0;

  constructor(private readonly options: HashQueueOptions) {
    this.limit = pLimit(options.concurrency);
  }

  run<T>(job: () => Promise<T>): Promise<T> {
    if (this.expectedWaitMs() > this.options.maxWaitMs) return this.refuse();
    const queuedAt = Date.now();
    this.waiting++;
    return this.limit(async () => {
      this.waiting--;
      if (Date.now() - queuedAt > this.options.maxWaitMs) return this.refuse<T>();
      this.active++;
      this.ran++;
      const started = Date.now();
      try {
        return await job();
      } finally {
        this.active--;
        const took = Date.now() - started;
        this.typicalMs = this.typicalMs === undefined ? took : 0.8 * this.typicalMs + 0.2 * took;
      }
    });
  }

  /** Jobs run so far, refused so far, running now and waiting now. */
  stats(): { ran: number; refused: number; active: number; waiting: number } {
    return {
      ran: this.ran,
      refused: this.refusedCount,
      active: this.active,
      waiting: this.waiting,
    };
  }

  private expectedWaitMs(): number {
    const { concurrency } = this.options;
    // Counted here rather than read from p-limit, which starts a queued job a tick later.
    const ahead = this.active + this.waiting;
    if (ahead < concurrency || this.typicalMs === undefined) return 0;
    // Rounds of jobs to finish before a slot is free, each taking about a typical job's time.
    return Math.ceil((ahead - concurrency + 1) / concurrency) * this.typicalMs;
  }

  private refuse<T>(): Promise<T> {
    this.refusedCount++;
    return Promise.reject(this.options.busy());
  }
}
