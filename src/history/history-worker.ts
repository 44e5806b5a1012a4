// The git work of a store runs here, in a worker thread, so that hashing, deflating and
// tree building never stall the main thread — where the FUSE handlers and MCP calls run.
// The worker opens the store's root through the main thread's root fd (/proc/self/fd: the
// same directory, not a path that could have changed) and serves Repository's methods by
// message. Errors cross as MemErrors.

import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { MemError, type MemCode } from '../errors/mem-error.js';
import { SandboxRoot } from '../sandbox/sandbox-root.js';
import { TMP_DIR } from '../store/layout.js';
import { Repository } from './repository.js';

type Method = 'commitPaths' | 'commitAll' | 'log' | 'resolve' | 'filesAt';

interface Call {
  id: number;
  method: Method;
  args: unknown[];
}

type Reply =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; code: MemCode; message: string };

/** The main thread's handle on the worker: Repository's methods, answered by the worker. */
export class WorkerRepository {
  private readonly worker: Worker;
  private readonly waiting = new Map<
    number,
    { resolve(v: unknown): void; reject(e: Error): void }
  >();
  private next = 0;
  private failure: Error | undefined;

  constructor(root: SandboxRoot) {
    const data = { fd: root.fd, path: root.path };
    const self = new URL(import.meta.url);
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
      else w?.reject(new MemError(r.code, r.message));
    });
    this.worker.on('error', (err) => this.fail(err));
    this.worker.on('exit', () => this.fail(new Error('the history worker exited')));
    // Referenced only while a call is waiting for its answer: an idle History never keeps
    // a process alive, a busy one always does. (After the listeners: attaching one refs.)
    this.worker.unref();
  }

  private fail(err: Error): void {
    this.failure ??= err;
    for (const w of this.waiting.values())
      w.reject(new MemError('MEM_IO', `history worker: ${err.message}`));
    this.waiting.clear();
    this.worker.unref();
  }

  private call<T>(method: Method, ...args: unknown[]): Promise<T> {
    if (this.failure)
      return Promise.reject(new MemError('MEM_IO', `history worker: ${this.failure.message}`));
    const id = this.next++;
    if (this.waiting.size === 0) this.worker.ref();
    return new Promise<T>((resolve, reject) => {
      this.waiting.set(id, { resolve: resolve as (v: unknown) => void, reject });
      this.worker.postMessage({ id, method, args } satisfies Call);
    });
  }

  commitPaths: Repository['commitPaths'] = (batch) => this.call('commitPaths', batch);
  commitAll: Repository['commitAll'] = (by) => this.call('commitAll', by);
  log: Repository['log'] = (path, limit) => this.call('log', path, limit);
  resolve: Repository['resolve'] = (rev) => this.call('resolve', rev);
  /** Buffers arrive as plain Uint8Arrays (structured clone); they leave as Buffers again. */
  filesAt: Repository['filesAt'] = async (oid, path) => {
    const files = await this.call<Map<string, Uint8Array>>('filesAt', oid, path);
    return new Map([...files].map(([p, b]) => [p, Buffer.from(b.buffer, b.byteOffset, b.length)]));
  };

  async close(): Promise<void> {
    this.worker.removeAllListeners('exit');
    await this.worker.terminate();
  }
}

if (!isMainThread && parentPort && (workerData as { fd?: number })?.fd !== undefined) {
  const { fd, path } = workerData as { fd: number; path: string };
  const root = SandboxRoot.open(`/proc/self/fd/${fd}`, { tmpDir: TMP_DIR }, path);
  const repo = new Repository(root);
  const port = parentPort;
  port.on('message', (call: Call) => {
    const run = repo[call.method] as (...a: unknown[]) => Promise<unknown>;
    run
      .apply(repo, call.args)
      .then((value) => port.postMessage({ id: call.id, ok: true, value } satisfies Reply))
      .catch((err: unknown) => {
        const e = err instanceof MemError ? err : new MemError('MEM_IO', String(err));
        port.postMessage({
          id: call.id,
          ok: false,
          code: e.code,
          message: e.message,
        } satisfies Reply);
      });
  });
}
