// `mnemofs doctor`: checks what mnemofs needs from the machine and the health of a store,
// each with the fix when it fails. Exit 1 when a check fails.

import { mountSupport } from '../../../fuse/device.js';
import { StoreFiles } from '../../store/store-files.js';
import { findOnPath, isCharDevice, kernelRelease, probeOpenat2 } from '../../sandbox/host-probe.js';
import { AUDIT_FILE, META_DIR, TMP_DIR, USER_NS } from '../../store/layout.js';
import { loadEmbedderConfig, loadLimits, storeDir } from '../config.js';
import { builtInEmbedder } from '../../embed/built-in.js';
import { loadEngine } from '../../search/index-store.js';
import type { Verb } from '../verb.js';
import { inspectRepository } from '../../history/repository.js';
import { RESTORE_DIR, SNAPSHOT_DIR } from '../../snapshot/snapshots.js';

interface Check {
  name: string;
  ok: boolean;
  detail: string;
  fix?: string;
}

function storeChecks(dir: string): Check[] {
  let root: StoreFiles;
  try {
    root = StoreFiles.open(dir);
  } catch (err) {
    return [
      {
        name: 'store',
        ok: false,
        detail: (err as Error).message,
        fix: `mnemofs init --store ${dir}`,
      },
    ];
  }
  try {
    const checks: Check[] = [];
    const missing = [META_DIR, TMP_DIR, USER_NS].filter((rel) => root.stat(rel)?.type !== 'dir');
    checks.push(
      missing.length
        ? {
            name: 'store layout',
            ok: false,
            detail: `missing ${missing.join(', ')}`,
            fix: `mnemofs init --store ${dir}`,
          }
        : { name: 'store layout', ok: true, detail: `${dir} has user/ and .mnemofs/` },
    );
    if (root.stat(AUDIT_FILE)) {
      const { entries, malformed } = root.readAudit(0);
      checks.push({
        name: 'audit log',
        ok: malformed === 0,
        detail: `${entries.length} entries, ${entries.filter((e) => !e.ok).length} failures, ${malformed} malformed lines`,
        ...(malformed
          ? {
              fix: 'malformed lines come from writes outside mnemofs; inspect .mnemofs/audit.jsonl',
            }
          : {}),
      });
    }
    const temps = root.stat(TMP_DIR) ? root.list(TMP_DIR).length : 0;
    checks.push({
      name: 'staging',
      ok: true,
      detail: `${temps} temp file(s) in ${TMP_DIR} (stale ones are swept when the store opens)`,
    });
    return checks;
  } finally {
    root.close();
  }
}

/** Runs `checks` on the store's root, or reports nothing when there is no store to open. */
async function onStore(
  dir: string,
  checks: (root: StoreFiles) => Promise<Check[]>,
): Promise<Check[]> {
  let root: StoreFiles;
  try {
    root = StoreFiles.open(dir);
  } catch {
    return []; // the store check reports the missing store
  }
  try {
    return await checks(root);
  } finally {
    root.close();
  }
}

/**
 * Loads the persisted search index and reconciles it with the files in memory, reporting
 * what was out of date. It does not write the index (a running serve owns it).
 */
async function indexCheck(dir: string): Promise<Check[]> {
  return onStore(dir, async (root) => {
    const notes: string[] = [];
    const config = loadEmbedderConfig(dir);
    if (config.provider !== 'hash' && config.provider !== 'subword') {
      return [
        {
          name: 'search index',
          ok: true,
          detail: `embedder ${config.provider} ${config.model}${config.url ? ` at ${config.url}` : ''}: checked when serve starts`,
        },
      ];
    }
    const embedder = builtInEmbedder({ provider: config.provider, dim: config.dim });
    const engine = await loadEngine(root, embedder, loadLimits(dir).maxScanBytes, (line) =>
      notes.push(line),
    );
    const loaded = engine.stats.files;
    const r = await engine.reconcile().finally(() => engine.close());
    const stale = r.indexed + r.removed;
    return [
      {
        name: 'search index',
        ok: true,
        detail: `${loaded} files loaded from .mnemofs/index; reconciling with the files: ${r.indexed} to index, ${r.removed} to forget${notes.length ? ` (${notes.join('; ')})` : ''}${stale ? '; a running serve or mem_index_refresh brings it up to date' : ''}`,
      },
    ];
  });
}

/** The git repository and the snapshots; reads only (a running serve owns both). */
async function historyChecks(dir: string): Promise<Check[]> {
  return onStore(dir, async (root) => {
    const checks: Check[] = [];
    try {
      const repo = await inspectRepository(root);
      checks.push(
        repo
          ? {
              name: 'history',
              ok: true,
              detail: `git repository at HEAD ${repo.head.slice(0, 12)}; ${repo.changed} path(s) not committed yet${repo.changed ? ' (a running serve commits them within its batch window; the next start does otherwise)' : ''}`,
            }
          : {
              name: 'history',
              ok: false,
              detail: 'the store is not a git repository',
              fix: `mnemofs init --store ${dir}`,
            },
      );
    } catch (err) {
      checks.push({
        name: 'history',
        ok: false,
        detail: (err as Error).message,
        fix: 'run `git fsck` in the store; a link planted in .git/ is refused, remove it',
      });
    }
    const snaps = root.stat(SNAPSHOT_DIR)
      ? root.names(SNAPSHOT_DIR).filter((n) => n.endsWith('.tar.gz')).length
      : 0;
    const interrupted = root.stat(RESTORE_DIR) !== undefined;
    checks.push({
      name: 'snapshots',
      ok: !interrupted,
      detail: `${snaps} snapshot(s) in ${SNAPSHOT_DIR}${interrupted ? '; an interrupted restore is waiting' : ''}`,
      ...(interrupted
        ? { fix: 'start mnemofs once (serve, mcp or any verb): it finishes or undoes the restore' }
        : {}),
    });
    return checks;
  });
}

export const doctorCommand: Verb = {
  summary: 'check the kernel, FUSE and the store, and say how to fix what is wrong',
  usage: 'mnemofs doctor [--store DIR] [--json]',
  args: [
    ['--json', 'print {checks: [{name, ok, detail, fix}]} (exit status 1 when a check fails)'],
  ],
  examples: ['mnemofs doctor', 'mnemofs doctor --store ~/memory --json'],
  options: {},
  async run(values) {
    const dir = storeDir(values.store as string | undefined);
    const kernel = kernelRelease();
    const kernelOk = kernel.major > 5 || (kernel.major === 5 && kernel.minor >= 6);
    const openat2 = probeOpenat2(kernelOk ? dir : '/');
    const fusermount = findOnPath('fusermount3') ?? findOnPath('fusermount');
    const checks: Check[] = [
      {
        name: 'kernel',
        ok: kernelOk,
        detail: `Linux ${kernel.release} (openat2 needs 5.6 or later)`,
        ...(kernelOk ? {} : { fix: 'upgrade the kernel to 5.6+' }),
      },
      {
        name: 'openat2',
        ok: openat2.ok,
        detail: openat2.detail,
        ...(openat2.ok
          ? {}
          : { fix: 'mnemofs needs openat2 (Linux 5.6+) and a store directory it can open' }),
      },
      {
        name: '/dev/fuse',
        ok: isCharDevice('/dev/fuse'),
        detail: isCharDevice('/dev/fuse') ? 'present' : 'missing (needed for the mount only)',
        fix: 'modprobe fuse, or in a container pass --device /dev/fuse',
      },
      {
        name: 'fusermount',
        ok: fusermount !== undefined || process.getuid?.() === 0,
        detail:
          fusermount ??
          (process.getuid?.() === 0 ? 'not on PATH (root mounts without it)' : 'not on PATH'),
        fix: 'install the fuse3 package (apt install fuse3)',
      },
      {
        name: 'mount addon',
        ...mountSupport(),
        fix: 'run `npm ci` in the mnemofs directory (it builds native/fuse_wait.c; needs build-essential and python3)',
      },
      ...storeChecks(dir),
      ...(await indexCheck(dir)),
      ...(await historyChecks(dir)),
    ];
    for (const c of checks) if (c.ok) delete c.fix;
    if (values.json)
      console.log(JSON.stringify({ store: dir, ok: checks.every((c) => c.ok), checks }));
    else
      for (const c of checks)
        console.log(
          `${c.ok ? 'ok  ' : 'FAIL'} ${c.name}: ${c.detail}${c.fix ? `\n     fix: ${c.fix}` : ''}`,
        );
    return checks.every((c) => c.ok) ? 0 : 1;
  },
};
