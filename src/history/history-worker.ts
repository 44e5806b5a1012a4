// The git work of a store runs here, in a worker thread, so that hashing, deflating and
// tree building never stall the main thread — where the FUSE handlers and MCP calls run.
// The worker opens the store's root through the main thread's root fd (/proc/self/fd: the
// same directory, not a path that could have changed) and serves Repository's methods by
// message.

import { StoreFiles, type StoreHandle } from '../store/store-files.js';
import { serveCalls, workerRole, WorkerThread } from '../store/worker-thread.js';
import { Repository } from './repository.js';

const ROLE = 'history';

/** The main thread's handle on the worker: Repository's methods, answered by the worker. */
export class WorkerRepository {
  private readonly thread: WorkerThread;

  constructor(files: StoreFiles) {
    this.thread = new WorkerThread(
      import.meta.url,
      { role: ROLE, ...files.handle() },
      'history worker',
    );
  }

  commitPaths: Repository['commitPaths'] = (batch) => this.thread.call('commitPaths', [batch]);
  commitAll: Repository['commitAll'] = (by) => this.thread.call('commitAll', [by]);
  log: Repository['log'] = (path, limit) => this.thread.call('log', [path, limit]);
  resolve: Repository['resolve'] = (rev) => this.thread.call('resolve', [rev]);
  /** Buffers arrive as plain Uint8Arrays (structured clone); they leave as Buffers again. */
  filesAt: Repository['filesAt'] = async (oid, path) => {
    const files = await this.thread.call<Map<string, Uint8Array>>('filesAt', [oid, path]);
    return new Map([...files].map(([p, b]) => [p, Buffer.from(b.buffer, b.byteOffset, b.length)]));
  };

  close(): Promise<void> {
    return this.thread.close();
  }
}

const data = workerRole<StoreHandle>(ROLE);
if (data) serveCalls(new Repository(StoreFiles.reopen(data)));
