// Conflict items: a note (or fact) changed on both sides of a sync in ways that do not
// merge line by line, or changed on one side and removed on the other. Both versions are
// kept — the local one in place, the remote's here with the common base — in
// `.mnemofs/conflicts/<id>.json`, waiting for a person (`mnemofs review`, the web page):
// never a silent last-writer-wins, never conflict markers in a note. While an item waits,
// its path is left out of the remote's syncs (neither pulled nor pushed); resolving it
// writes the chosen text through the store, and the next sync carries it.

import crypto from 'node:crypto';
import { MemError } from '../errors/mem-error.js';
import { META_DIR } from '../store/layout.js';
import type { StoreFiles } from '../store/store-files.js';

export const CONFLICTS_DIR = `${META_DIR}/conflicts`;
const ID = /^c-[0-9a-f]{12}$/;

export interface Conflict {
  id: string;
  remote: string;
  path: string;
  /** The text both sides had last (null: neither had the file). */
  base: string | null;
  /** This store's text when the conflict was found (null: removed here). */
  local: string | null;
  /** The remote's text (null: removed there). */
  theirs: string | null;
  /** The remote commit it came from. */
  commit: string;
  at: string;
  /** A fact file: both sides hold the fact with this id, with other values. */
  fact?: string;
}

export function conflictId(remote: string, path: string): string {
  const h = crypto.createHash('sha256').update(`${remote}\0${path}`).digest('hex');
  return `c-${h.slice(0, 12)}`;
}

export class Conflicts {
  constructor(private readonly files: StoreFiles) {}

  private file(id: string): string {
    return `${CONFLICTS_DIR}/${id}.json`;
  }

  list(remote?: string): Conflict[] {
    if (!this.files.stat(CONFLICTS_DIR)) return [];
    return this.files
      .names(CONFLICTS_DIR)
      .filter((n) => n.endsWith('.json'))
      .map((n) => JSON.parse(this.files.read(`${CONFLICTS_DIR}/${n}`).toString('utf8')) as Conflict)
      .filter((c) => remote === undefined || c.remote === remote)
      .sort((a, b) => a.at.localeCompare(b.at));
  }

  get(id: string): Conflict {
    if (!ID.test(id) || !this.files.stat(this.file(id)))
      throw new MemError(
        'MEM_NOT_FOUND',
        `no conflict "${id}"; \`mnemofs review list\` shows the conflicts waiting`,
      );
    return JSON.parse(this.files.read(this.file(id)).toString('utf8')) as Conflict;
  }

  put(c: Conflict): void {
    this.files.mkdirp(CONFLICTS_DIR);
    this.files.write(this.file(c.id), Buffer.from(`${JSON.stringify(c, null, 2)}\n`), {
      mode: 0o600,
    });
  }

  remove(id: string): void {
    this.files.remove(this.file(id));
  }
}
