// A fresh store per test, with a victim directory beside it: `outside/secret.md` holds
// "ORIGINAL" so escape tests can prove by effect that nothing outside the root changed.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { initStore } from '../../src/store/init-store.js';
import { Store } from '../../src/store/store.js';
import type { StoreLimits } from '../../src/store/limits.js';
import type { AuditEntry } from '../../src/audit/audit-entry.js';
import { SandboxRoot } from '../../src/sandbox/sandbox-root.js';
import { AUDIT_FILE, TMP_DIR } from '../../src/store/layout.js';

export interface TempStore {
  base: string;
  dir: string;
  outside: string;
  store: Store;
  /** Audit entries written so far. */
  audit(): AuditEntry[];
  /** Audit entries written since the last call to mark(). */
  mark(): () => AuditEntry[];
  /** Hash of every entry under `outside/` (and of the base dir's own entries). */
  outsideState(): string;
  /** A sandbox root on the store directory, for tests of the sandbox itself; closed by close(). */
  sandbox(): SandboxRoot;
  close(): Promise<void>;
}

export function treeState(dir: string): string {
  const h = crypto.createHash('sha256');
  const walk = (d: string) => {
    for (const name of fs.readdirSync(d).sort()) {
      const p = path.join(d, name);
      const st = fs.lstatSync(p);
      h.update(`${path.relative(dir, p)}\0${st.mode}\0${st.size}\0`);
      if (st.isFile()) h.update(fs.readFileSync(p));
      else if (st.isSymbolicLink()) h.update(fs.readlinkSync(p));
      else if (st.isDirectory()) walk(p);
    }
  };
  walk(dir);
  return h.digest('hex');
}

export function readAudit(dir: string): AuditEntry[] {
  const text = fs.readFileSync(path.join(dir, AUDIT_FILE), 'utf8');
  return text
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as AuditEntry);
}

export function tempStore(limits: Partial<StoreLimits> = {}): TempStore {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'mnemofs-test-'));
  const dir = path.join(base, 'store');
  const outside = path.join(base, 'outside');
  fs.mkdirSync(path.join(outside, 'sub'), { recursive: true });
  fs.writeFileSync(path.join(outside, 'secret.md'), 'ORIGINAL');
  fs.writeFileSync(path.join(outside, 'sub', 'deep.md'), 'ORIGINAL');
  initStore(dir);
  const store = Store.open(dir, { auditFsyncMs: 0, ...limits });
  const outsideState = () => treeState(outside) + ':' + fs.readdirSync(base).sort().join(',');
  let root: SandboxRoot | undefined;
  return {
    base,
    dir,
    outside,
    store,
    audit: () => readAudit(dir),
    mark() {
      const before = readAudit(dir).length;
      return () => readAudit(dir).slice(before);
    },
    outsideState,
    sandbox: () => (root ??= SandboxRoot.open(dir, { tmpDir: TMP_DIR })),
    async close() {
      root?.close();
      await store.close();
      fs.rmSync(base, { recursive: true, force: true });
    },
  };
}
