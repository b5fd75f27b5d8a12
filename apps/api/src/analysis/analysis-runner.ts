import { Worker } from 'node:worker_threads';

/**
 * Runs `analyseMatch` of @gamao/bot off the API's event loop (docs/architecture.md): a small pool of worker
 * threads (ANALYSIS_WORKERS, 1 by default), each analysing one match at a time, with a time limit per match
 * (ANALYSIS_TIMEOUT_MS). A worker past its limit is terminated and replaced; the run fails with a readable
 * reason. Workers start on the first analysis and do not keep the process alive.
 */
export interface AnalysisRunnerOptions {
  readonly workers: number;
  readonly timeoutMs: number;
}

/** Why an analysis did not finish: the bot refused the log, the time ran out, or the worker died. */
export class AnalysisFailure extends Error {}

/**
 * The worker's code: loads the bot by the path the API resolved (the same package in the built API and in the
 * tests), gives it its bear-off database (read on the first pure bear-off analysed), analyses what it is sent
 * and answers with the analysis or the error's message.
 */
const WORKER_SOURCE = `
const { readFileSync } = require('node:fs');
const { parentPort, workerData } = require('node:worker_threads');
const bot = require(workerData.botPath);
if (workerData.bearoffPath) bot.setBearoffSource(() => readFileSync(workerData.bearoffPath));
parentPort.on('message', ({ id, log, settings }) => {
  try {
    parentPort.postMessage({ id, ok: true, value: bot.analyseMatch(log, settings) });
  } catch (error) {
    parentPort.postMessage({ id, ok: false, error: String((error && error.message) || error) });
  }
});
`;

interface Job {
  readonly id: number;
  readonly log: unknown;
  readonly settings: unknown;
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: Error) => void;
}

interface Slot {
  worker: Worker | null;
  job: Job | null;
  timer: NodeJS.Timeout | null;
}

export class AnalysisRunner {
  private readonly slots: Slot[];
  private readonly queue: Job[] = [];
  private nextId = 1;
  private closed = false;
  private readonly botPath = require.resolve('@gamao/bot');
  /** The bot's exact bear-off database (libs/bot/data); without it the bot's race network stands in. */
  private readonly bearoffPath = resolveOrNull('@gamao/bot/data/bearoff-os.bin');

  constructor(private readonly options: AnalysisRunnerOptions) {
    const size = Math.max(1, Math.floor(options.workers) || 1);
    this.slots = Array.from({ length: size }, () => ({ worker: null, job: null, timer: null }));
  }

  /** Whether the runner was closed (the API is stopping). */
  get stopped(): boolean {
    return this.closed;
  }

  /** Whether every worker is busy (a new analysis would wait for one). */
  busy(): boolean {
    return this.slots.every((slot) => slot.job !== null) || this.queue.length > 0;
  }

  /** Analyses a match log in a worker; rejects with an AnalysisFailure when it cannot. */
  analyse(log: unknown, settings: unknown = {}): Promise<unknown> {
    if (this.closed) return Promise.reject(new AnalysisFailure('The analysis workers are stopped'));
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, log, settings, resolve, reject });
      this.pump();
    });
  }

  /** Stops every worker; analyses in progress fail (their event is delivered again later). */
  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new AnalysisFailure('The analysis workers stopped'));
    await Promise.all(this.slots.map((slot) => this.stop(slot, 'The analysis workers stopped')));
  }

  private pump(): void {
    for (const slot of this.slots) {
      if (slot.job || !this.queue.length) continue;
      const job = this.queue.shift() as Job;
      this.start(slot, job);
    }
  }

  private start(slot: Slot, job: Job): void {
    const worker = slot.worker ?? this.spawn(slot);
    slot.job = job;
    slot.timer = setTimeout(() => {
      void this.stop(slot, `The analysis took longer than ${formatSeconds(this.options.timeoutMs)} s`);
    }, this.options.timeoutMs);
    slot.timer.unref();
    worker.postMessage({ id: job.id, log: job.log, settings: job.settings });
  }

  private spawn(slot: Slot): Worker {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { botPath: this.botPath, bearoffPath: this.bearoffPath },
    });
    worker.unref();
    worker.on('message', (message: { id: number; ok: boolean; value?: unknown; error?: string }) => {
      const job = slot.job;
      if (!job || job.id !== message.id) return;
      this.settle(slot);
      if (message.ok) job.resolve(message.value);
      else job.reject(new AnalysisFailure(message.error ?? 'The analysis failed'));
      this.pump();
    });
    const lost = (why: string) => {
      if (slot.worker !== worker) return;
      slot.worker = null;
      const job = slot.job;
      this.settle(slot);
      job?.reject(new AnalysisFailure(why));
      this.pump();
    };
    worker.on('error', (error) => lost(`The analysis worker failed: ${error.message}`));
    worker.on('exit', (code) => lost(`The analysis worker stopped (exit code ${code})`));
    slot.worker = worker;
    return worker;
  }

  private settle(slot: Slot): void {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    slot.job = null;
  }

  /** Terminates a slot's worker, failing its job with `why`; the next job starts a fresh worker. */
  private async stop(slot: Slot, why: string): Promise<void> {
    const worker = slot.worker;
    const job = slot.job;
    slot.worker = null;
    this.settle(slot);
    job?.reject(new AnalysisFailure(why));
    if (worker) await worker.terminate().catch(() => undefined);
    if (!this.closed) this.pump();
  }
}

const formatSeconds = (ms: number) => String(Math.round(ms) / 1000);

function resolveOrNull(request: string): string | null {
  try {
    return require.resolve(request);
  } catch {
    return null;
  }
}
