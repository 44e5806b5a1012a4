// A worker thread that serves an object's methods by message, and the main thread's handle
// on it — for work that would otherwise stall the main thread, where the FUSE handlers and
// MCP calls run (git in src/history, the vector graph in src/search). Messages are handled
// in order, so a call sees every message posted before it. Errors cross as MemErrors; an
// error of a posted message (no one waits for it) fails the next call instead of vanishing.

import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { MemError, type MemCode } from '../errors/mem-error.js';
import { niceThisThread } from '../sandbox/ffi.js';

interface Call {
  id: number;
  method: string;
  args: unknown[];
}

/** The message that ends a worker after the ones before it, and how long it may take. */
const CLOSE = '__close';
const CLOSE_MS = 10_000;

type Reply =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; code: MemCode; message: string };

export class WorkerThread {
  private readonly worker: Worker;
  private readonly waiting = new Map<
    number,
    { resolve(v: unknown): void; reject(e: Error): void }
  >();
  private next = 0;
  private failure: Error | undefined;
  private exited = false;
  private closing = false;

  /**
   * Starts the module at `moduleUrl` in a worker with `data` (its `serveCalls` answers when
   * `data.role` matches). `label` names the worker in errors.
   */
  constructor(
    moduleUrl: string,
    data: { role: string } & Record<string, unknown>,
    private readonly label: string,
  ) {
    const self = new URL(moduleUrl);
    // Run from TypeScript sources (tests, scripts) the worker needs tsx's loader too.
    this.worker = self.pathname.endsWith('.ts')
      ? new Worker(
          `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(self.href)}); });`,
          { eval: true, workerData: data },
        )
      : new Worker(self, { workerData: data });
    this.worker.on('message', (r: Reply) => {
      const w = this.waiting.get(r.id);
      this.waiting.delete(r.id);
      if (this.waiting.size === 0) this.worker.unref();
      if (r.ok) w?.resolve(r.value);
      else if (w) w.reject(new MemError(r.code, r.message));
      else this.failure ??= new Error(r.message);
    });
    this.worker.on('error', (err) => this.fail(err));
    this.worker.on('exit', () => {
      this.exited = true;
      if (!this.closing) this.fail(new Error('it exited'));
    });
    // Referenced only while a call is waiting for its answer: an idle worker never keeps a
    // process alive, a busy one always does. (After the listeners: attaching one refs.)
    this.worker.unref();
  }

  private fail(err: Error): void {
    this.failure ??= err;
    for (const w of this.waiting.values())
      w.reject(new MemError('MEM_IO', `${this.label}: ${err.message}`));
    this.waiting.clear();
    this.worker.unref();
  }

  /** Calls `method` in the worker and waits for its answer. */
  call<T>(method: string, args: unknown[]): Promise<T> {
    if (this.failure)
      return Promise.reject(new MemError('MEM_IO', `${this.label}: ${this.failure.message}`));
    const id = this.next++;
    if (this.waiting.size === 0) this.worker.ref();
    return new Promise<T>((resolve, reject) => {
      this.waiting.set(id, { resolve: resolve as (v: unknown) => void, reject });
      this.worker.postMessage({ id, method, args } satisfies Call);
    });
  }

  /** Posts `method` without waiting: later calls see its effect, or its error. */
  post(method: string, args: unknown[], transfer: ArrayBuffer[] = []): void {
    this.worker.postMessage({ id: -1, method, args } satisfies Call, transfer);
  }

  /**
   * Ends the worker once the messages posted before have been handled. Not `terminate()`
   * alone: stopping a worker inside a native call (hnswlib's addPoint) aborted the whole
   * process (napi_throw in a terminating thread, seen in CI). A worker that has not
   * finished after CLOSE_MS is terminated.
   */
  async close(): Promise<void> {
    this.closing = true;
    if (this.exited) return;
    const exited = new Promise<void>((resolve) => this.worker.once('exit', () => resolve()));
    this.worker.ref();
    this.worker.postMessage({ id: -1, method: CLOSE, args: [] } satisfies Call);
    const timer = setTimeout(() => void this.worker.terminate(), CLOSE_MS);
    await exited;
    clearTimeout(timer);
  }
}

/** In the worker: the `data` it was started with, if it was started for `role`. */
export function workerRole<T>(role: string): T | undefined {
  if (isMainThread || !parentPort) return undefined;
  const data = workerData as { role?: string } | undefined;
  return data?.role === role ? (data as T) : undefined;
}

/** The nice value of worker threads (the main thread keeps 0). */
const WORKER_NICE = 10;

/**
 * In the worker: answers calls with `target`'s methods, one message at a time, at a lower
 * scheduling weight than the main thread, where FUSE and MCP requests are answered (a git
 * commit of a 2,000-note burst beside the mount cut its stat rate while it ran).
 */
export function serveCalls(target: object): void {
  const port = parentPort;
  if (!port) return;
  niceThisThread(WORKER_NICE);
  let queue = Promise.resolve();
  port.on('message', (call: Call) => {
    queue = queue.then(async () => {
      if (call.method === CLOSE) process.exit(0); // ends this thread, between two calls
      try {
        const run = (target as Record<string, unknown>)[call.method] as (
          ...a: unknown[]
        ) => unknown;
        const value = await run.apply(target, call.args);
        if (call.id >= 0) port.postMessage({ id: call.id, ok: true, value } satisfies Reply);
      } catch (err) {
        const e = err instanceof MemError ? err : new MemError('MEM_IO', String(err));
        port.postMessage({
          id: call.id,
          ok: false,
          code: e.code,
          message: e.message,
        } satisfies Reply);
      }
    });
  });
}
