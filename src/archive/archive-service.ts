// mem_export and mem_import: carrying memory between stores and machines.
//
// Export walks the namespaces the caller may read (or one path), and writes every text file
// into the archive exactly as stored (archive-format.ts). Import vets every entry the way a
// restored snapshot entry is vetted — a valid store path in a namespace the caller may
// write, no reserved segment, well-formed UTF-8 text without NUL, under the size cap, the
// item's sha256 when it has one — and writes each accepted one through the store's own
// mem_write (audited as mem_import, committed, indexed; an agent's `trust: trusted` front
// matter lowered to unverified, as any agent write is). Refused entries are named in the
// result and audited; nothing of them is written. `overwrite` takes a snapshot first and
// returns its id as `undo` (the original computed a backup and threw it away); it is
// therefore the owner's. Paths of the original's archives have no namespace: they go to the
// importer's own.

import { MemError, asMemError } from '../errors/mem-error.js';
import type { Snapshots } from '../snapshot/snapshots.js';
import { isOwner, type OpContext } from '../store/context.js';
import { splitFrontMatter } from '../store/front-matter.js';
import { NS_CONTAINERS, USER_NS } from '../store/layout.js';
import { homeNamespace, namespaceOf } from '../store/namespace.js';
import type { Store } from '../store/store.js';
import { parseStorePath } from '../store/store-path.js';
import { isBinary } from '../store/text-ops.js';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_VERSION,
  itemText,
  parseArchive,
  sha256,
  type ArchiveItem,
  type ItemKind,
} from './archive-format.js';

export type Strategy = 'skip-existing' | 'overwrite' | 'merge';

export interface ImportResult {
  dry_run: boolean;
  strategy: Strategy;
  imported: string[];
  overwritten: string[];
  skipped: string[];
  refused: { path: string; reason: string }[];
  /** The snapshot taken before an overwrite: mem_snapshot_restore with it undoes the import. */
  undo?: string;
}

const ROOTS = [USER_NS, ...NS_CONTAINERS] as string[];

function kindOf(rel: string): ItemKind {
  const parts = rel.split('/');
  if (parts.includes('tasks')) return 'tasks';
  if (parts.includes('facts')) return 'facts';
  return 'memories';
}

export class ArchiveService {
  constructor(
    private readonly store: Store,
    private readonly snapshots: Snapshots,
  ) {}

  /** Every text file the caller may read (under `path`), as an archive. */
  export(ctx: OpContext, args: { path?: string; include?: ItemKind[] } = {}) {
    return this.store.audited(ctx, 'mem_export', args.path, (d) => {
      const tops =
        args.path === undefined
          ? this.store.files.namespaces(ctx.principal)
          : [parseStorePath(args.path, ctx.principal).rel];
      const include = new Set(args.include ?? ['memories', 'tasks', 'facts']);
      const lists: Record<ItemKind, ArchiveItem[]> = { memories: [], tasks: [], facts: [] };
      const skipped: { path: string; reason: string }[] = [];
      let bytes = 0;
      for (const top of tops) {
        const st = this.store.files.stat(top);
        const files = st?.type === 'file' ? [top] : st?.type === 'dir' ? this.textFiles(top) : [];
        for (const rel of files) {
          const kind = kindOf(rel);
          if (!include.has(kind)) continue;
          const buf = this.store.files.read(rel, this.store.limits.maxScanBytes);
          if (isBinary(buf)) {
            skipped.push({ path: rel, reason: 'not text' });
            continue;
          }
          const text = buf.toString('utf8');
          const { meta: front, body } = splitFrontMatter(text);
          bytes += buf.length;
          lists[kind].push({
            path: rel,
            frontmatter: front,
            content: body,
            namespace: namespaceOf(rel) as string,
            ...(typeof front.trust === 'string' ? { trust: front.trust } : {}),
            text,
            sha256: sha256(text),
          });
        }
      }
      d.count = lists.memories.length + lists.tasks.length + lists.facts.length;
      d.bytes = bytes;
      return {
        archive: {
          version: ARCHIVE_VERSION,
          format: ARCHIVE_FORMAT,
          exported_at: new Date().toISOString(),
          agent_id: ctx.principal.id,
          user_id: ctx.principal.id,
          total_memories: lists.memories.length,
          ...lists,
          stats: { total_bytes: bytes, skipped },
        },
      };
    });
  }

  /** Vets and writes an archive's entries; see the header. */
  import(
    ctx: OpContext,
    args: { json_data: string; strategy?: Strategy; dry_run?: boolean },
  ): Promise<ImportResult> {
    return this.store.auditedAsync(ctx, 'mem_import', undefined, async (d) => {
      const strategy = args.strategy ?? 'skip-existing';
      const dryRun = args.dry_run === true;
      d.bytes = Buffer.byteLength(args.json_data);
      if (d.bytes > this.store.limits.maxScanBytes)
        throw new MemError(
          'MEM_TOO_LARGE',
          `the archive is ${d.bytes} bytes, over the ${this.store.limits.maxScanBytes}-byte limit; split it (mem_export {path}) or raise max_scan_bytes`,
        );
      const items = parseArchive(args.json_data);
      const result: ImportResult = {
        dry_run: dryRun,
        strategy,
        imported: [],
        overwritten: [],
        skipped: [],
        refused: [],
      };
      const accepted: { rel: string; text: string; exists: boolean }[] = [];
      const seen = new Set<string>();
      for (const { item } of items) {
        const shown = item.path.slice(0, 300);
        try {
          const rel = this.target(ctx, item.path);
          if (seen.has(rel)) throw new MemError('MEM_INVALID_ARG', 'appears twice in the archive');
          seen.add(rel);
          const text = itemText(item);
          if (Buffer.from(text, 'utf8').toString('utf8') !== text || text.includes('\0'))
            throw new MemError('MEM_INVALID_ARG', 'its text is not well-formed UTF-8 text');
          this.store.checkSize(Buffer.byteLength(text), 'importing', rel);
          accepted.push({ rel, text, exists: this.store.files.stat(rel) !== undefined });
        } catch (err) {
          const e = asMemError(err);
          result.refused.push({ path: shown, reason: `${e.code}: ${e.message}` });
          this.store.refuse({ ...ctx, op: 'mem_import' }, 'mem_import', e, shown);
        }
      }
      if (strategy === 'overwrite' && !dryRun && accepted.some((a) => a.exists)) {
        if (!isOwner(ctx.principal))
          throw new MemError(
            'MEM_FORBIDDEN',
            `overwrite takes a snapshot first, which is the owner's; ${ctx.principal.id} may import with skip-existing or merge`,
          );
        result.undo = (await this.snapshots.create(ctx, 'before mem_import overwrite')).id;
      }
      for (const a of accepted) {
        let rel = a.rel;
        if (a.exists) {
          const same =
            this.store.files.read(rel, this.store.limits.maxScanBytes).toString('utf8') === a.text;
          if (same || strategy === 'skip-existing') {
            result.skipped.push(rel);
            continue;
          }
          if (strategy === 'merge') rel = rel.replace(/(\.[^./]*)?$/, '.imported$1');
        }
        if (!dryRun) {
          try {
            await this.store.write({ ...ctx, op: 'mem_import' }, rel, a.text, {
              overwrite: strategy === 'overwrite',
            });
          } catch (err) {
            const e = asMemError(err);
            result.refused.push({ path: rel, reason: `${e.code}: ${e.message}` });
            continue;
          }
        }
        (a.exists && strategy === 'overwrite' ? result.overwritten : result.imported).push(rel);
      }
      d.count = result.imported.length + result.overwritten.length;
      return result;
    });
  }

  /** Where an archive path goes: a store path as it is, an original's under the caller's own namespace. */
  private target(ctx: OpContext, raw: string): string {
    const first = raw.split('/')[0] ?? '';
    // An absolute path is judged as given (and refused): never re-rooted under a namespace.
    const rooted = raw.startsWith('/') || ROOTS.includes(first);
    const path = rooted ? raw : `${homeNamespace(ctx.principal.id)}/${raw}`;
    return parseStorePath(path, ctx.principal, 'write').rel;
  }

  private textFiles(dir: string): string[] {
    const out: string[] = [];
    this.store.files.walk(dir, true, (rel, e) => {
      if (e.type === 'file') out.push(rel);
      return true;
    });
    return out;
  }
}
