// Classifies a path as the mount sees it (`/`, `/user/a.md`, `/.mnemofs/audit.jsonl`) into
// what may be done with it. The mount shows more than the tools: the root, the namespace
// containers, and `.mnemofs/` and `.git/` read-only, so people can `tail -f` the audit log.

import { MemError } from '../errors/mem-error.js';
import { isOwner, type Principal } from './context.js';
import { NS_CONTAINERS, RESERVED_ANYWHERE, RESERVED_AT_ROOT } from './layout.js';
import { parseStorePath } from './store-path.js';

export type MountPathKind = 'root' | 'container' | 'reserved' | 'ns';

export interface MountPath {
  /** Store-relative path ('' for the root). */
  rel: string;
  kind: MountPathKind;
  /** A namespace directory itself: it can be created, never removed or renamed. */
  isNamespaceRoot: boolean;
}

const READ_ONLY_ROOT = [...RESERVED_ANYWHERE, ...RESERVED_AT_ROOT];

export function parseMountPath(raw: string, principal: Principal): MountPath {
  const rel = raw.replace(/^\/+/, '');
  if (rel === '') return { rel, kind: 'root', isNamespaceRoot: false };
  const first = rel.split('/')[0] as string;
  if (READ_ONLY_ROOT.includes(first)) {
    if (!isOwner(principal)) {
      throw new MemError('MEM_FORBIDDEN', `/${rel} is readable by the store owner only`, {
        path: rel,
      });
    }
    return { rel, kind: 'reserved', isNamespaceRoot: false };
  }
  if ((NS_CONTAINERS as readonly string[]).includes(rel)) {
    return { rel, kind: 'container', isNamespaceRoot: false };
  }
  const p = parseStorePath(rel, principal, 'read', Infinity);
  return { rel: p.rel, kind: 'ns', isNamespaceRoot: p.isNamespaceRoot };
}

/** The top-level names the mount shows, in order. */
export const ROOT_NAMES = ['user', ...NS_CONTAINERS, ...READ_ONLY_ROOT];
