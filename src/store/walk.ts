// Walking the store through the sandbox: listings, grep, the namespaces a principal sees,
// and the start-up sweep of staging temps. Reserved entries (.mnemofs, .git) are never
// yielded; links and special files are yielded as such and never descended into.

import { MemError } from '../errors/mem-error.js';
import type { SandboxRoot } from '../sandbox/sandbox-root.js';
import type { ListEntry } from '../sandbox/stat.js';
import { canUse } from './namespace.js';
import type { Principal } from './context.js';
import { NS_CONTAINERS, RESERVED_ANYWHERE, TMP_DIR, USER_NS } from './layout.js';

/** Called per entry with its store path; return false to stop the walk. */
export type Visit = (rel: string, entry: ListEntry) => boolean;

const MAX_DEPTH = 64;

/**
 * The expected race of every walk: an entry listed a moment ago was removed, or replaced
 * by a link or another type, before we opened it. Such entries are skipped, by name, here.
 */
export function vanished(err: unknown): boolean {
  return (
    err instanceof MemError &&
    ['MEM_NOT_FOUND', 'MEM_OUTSIDE_ROOT', 'MEM_NOT_DIR', 'MEM_IS_DIR', 'MEM_NOT_REGULAR'].includes(
      err.code,
    )
  );
}

/** Visits the entries under `dir` (depth-first, sorted by name); false if a visit stopped it. */
export function walk(
  root: SandboxRoot,
  dir: string,
  recursive: boolean,
  visit: Visit,
  depth = 0,
): boolean {
  const entries = root.list(dir).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const entry of entries) {
    if (RESERVED_ANYWHERE.includes(entry.name)) continue;
    const rel = `${dir}/${entry.name}`;
    if (!visit(rel, entry)) return false;
    if (recursive && entry.type === 'dir' && depth < MAX_DEPTH) {
      try {
        if (!walk(root, rel, true, visit, depth + 1)) return false;
      } catch (err) {
        if (!vanished(err)) throw err;
      }
    }
  }
  return true;
}

/** The namespace directories that exist and that the principal may use, sorted. */
export function visibleNamespaces(root: SandboxRoot, principal: Principal): string[] {
  const out: string[] = [];
  if (root.tryStat(USER_NS)?.type === 'dir' && canUse(principal, USER_NS)) out.push(USER_NS);
  for (const container of NS_CONTAINERS) {
    if (root.tryStat(container)?.type !== 'dir') continue;
    for (const e of root.list(container)) {
      const ns = `${container}/${e.name}`;
      if (e.type === 'dir' && canUse(principal, ns)) out.push(ns);
    }
  }
  return out.sort();
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes temp files that a killed writer left in the staging directory. Temp names carry
 * the writer's pid (`w-<pid>-<random>`); those of a live process are in flight and kept.
 */
export function sweepTemps(root: SandboxRoot): number {
  let swept = 0;
  for (const e of root.list(TMP_DIR)) {
    const pid = Number(e.name.split('-')[1]);
    if (Number.isInteger(pid) && pid > 0 && alive(pid)) continue;
    root.unlink(`${TMP_DIR}/${e.name}`);
    swept++;
  }
  return swept;
}
