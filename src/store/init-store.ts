// `mnemofs init`: creates the layout of SPEC "On disk" — the root, `user/`, `.mnemofs/`
// with its staging directory and audit log, and the root `.gitignore`. Idempotent: an
// existing store is left as it is and only missing pieces are added.

import { MemError } from '../errors/mem-error.js';
import { atomicWrite } from '../sandbox/atomic-write.js';
import { SandboxRoot } from '../sandbox/sandbox-root.js';
import { GITIGNORE, META_DIR, TMP_DIR, USER_NS } from './layout.js';

export interface InitResult {
  /** What this call created, store-relative ('' is the root itself). */
  created: string[];
}

export function initStore(dir: string): InitResult {
  const root = SandboxRoot.create(dir, { tmpDir: TMP_DIR });
  try {
    const created: string[] = [];
    for (const rel of [META_DIR, TMP_DIR, USER_NS]) if (root.mkdirp(rel)) created.push(rel);
    try {
      atomicWrite(root, '.gitignore', Buffer.from(GITIGNORE), { noReplace: true });
      created.push('.gitignore');
    } catch (err) {
      if (!(err instanceof MemError && err.code === 'MEM_EXISTS')) throw err;
    }
    return { created };
  } finally {
    root.close();
  }
}
