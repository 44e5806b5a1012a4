// The archive mem_export writes and mem_import reads: JSON that reads as the original's
// `anolisa-memory-archive` version 1.0 (`memories: [{path, frontmatter, content}]`, `tasks`)
// plus mnemofs's own fields on each item — `namespace`, `trust`, `text` (the file exactly as
// stored) and `sha256` (of `text`) — and `facts` (with their validity). An archive of the
// original's has no `text`: the file is rebuilt from its front matter and content, as the
// original's importer did. Everything in an archive is data to vet, never to trust.

import crypto from 'node:crypto';
import { joinFrontMatter } from '../store/front-matter.js';
import { MemError } from '../errors/mem-error.js';

export const ARCHIVE_FORMAT = 'anolisa-memory-archive';
export const ARCHIVE_VERSION = '1.0';

export interface ArchiveItem {
  path: string;
  frontmatter: Record<string, unknown>;
  content: string;
  namespace?: string;
  trust?: string;
  text?: string;
  sha256?: string;
}

export type ItemKind = 'memories' | 'tasks' | 'facts';
export const ITEM_KINDS: readonly ItemKind[] = ['memories', 'tasks', 'facts'];

/** Most items one archive may hold (a claim of more is refused before anything is read). */
export const MAX_ITEMS = 100_000;

export function sha256(text: string): string {
  return crypto.createHash('sha256').update(text, 'utf8').digest('hex');
}

function invalid(why: string): MemError {
  return new MemError(
    'MEM_INVALID_ARG',
    `json_data is not a memory archive: ${why}; give the JSON mem_export returned (or an anolisa-memory-archive 1.0)`,
  );
}

/** The items of an archive, by kind, shape-checked (their paths and text are vetted later). */
export function parseArchive(json: string): { kind: ItemKind; item: ArchiveItem }[] {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch (err) {
    throw invalid(`it is not JSON (${(err as Error).message})`);
  }
  if (!raw || typeof raw !== 'object') throw invalid('it is not a JSON object');
  const a = raw as Record<string, unknown>;
  if (a.format !== ARCHIVE_FORMAT) throw invalid(`format is ${JSON.stringify(a.format)}`);
  if (a.version !== ARCHIVE_VERSION) throw invalid(`version is ${JSON.stringify(a.version)}`);
  const out: { kind: ItemKind; item: ArchiveItem }[] = [];
  for (const kind of ITEM_KINDS) {
    const list = a[kind] ?? [];
    if (!Array.isArray(list)) throw invalid(`"${kind}" is not a list`);
    if (out.length + list.length > MAX_ITEMS)
      throw invalid(`it holds more than ${MAX_ITEMS} items`);
    for (const [i, it] of list.entries()) {
      const o = (it ?? {}) as Record<string, unknown>;
      if (typeof o.path !== 'string') throw invalid(`${kind}[${i}] has no path`);
      if (typeof (o.text ?? o.content ?? '') !== 'string')
        throw invalid(`${kind}[${i}] has content that is not text`);
      const fm = o.frontmatter;
      out.push({
        kind,
        item: {
          path: o.path,
          frontmatter:
            fm && typeof fm === 'object' && !Array.isArray(fm)
              ? (fm as Record<string, unknown>)
              : {},
          content: typeof o.content === 'string' ? o.content : '',
          ...(typeof o.text === 'string' ? { text: o.text } : {}),
          ...(typeof o.sha256 === 'string' ? { sha256: o.sha256 } : {}),
        },
      });
    }
  }
  return out;
}

/**
 * The file an item stands for: its `text`, checked against its `sha256`; or, for the
 * original's items, front matter (keys sorted; a string holding a JSON list becomes a YAML
 * list, as the original stored lists) and content.
 */
export function itemText(item: ArchiveItem): string {
  if (item.text !== undefined) {
    if (item.sha256 !== undefined && sha256(item.text) !== item.sha256)
      throw new MemError(
        'MEM_INVALID_ARG',
        `its sha256 does not match its text (the archive was altered or damaged)`,
      );
    return item.text;
  }
  const keys = Object.keys(item.frontmatter).sort();
  if (keys.length === 0) return item.content;
  const front: Record<string, unknown> = {};
  for (const k of keys) {
    const v = item.frontmatter[k];
    let list: unknown;
    if (typeof v === 'string' && v.startsWith('[')) {
      try {
        list = JSON.parse(v);
      } catch {
        list = undefined; // not a list after all: kept as the string it is
      }
    }
    front[k] = Array.isArray(list) ? list : v;
  }
  return joinFrontMatter(front, item.content);
}
