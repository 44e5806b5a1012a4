// Extracts a snapshot archive into a staging directory, refusing anything a store would
// never hold. node-tar parses (and gunzips); every decision about an entry is made here,
// and every byte is written through the sandbox into the staging directory, never beside
// the live store. Accepted: regular files and directories whose path is a valid store
// path (a namespace first, no `..`, not absolute, no reserved name or look-alike) and whose
// size is within the cap. Refused: symlinks, hard links, devices, FIFOs, sparse and other
// special entries, absolute and `..` paths, oversized entries, archives that would not fit
// on the disk. The first refusal aborts the extraction; the caller removes the staging dir.

import { once } from 'node:events';
import { Parser, type ReadEntry } from 'tar';
import { MemError } from '../errors/mem-error.js';
import type { StoreFile, StoreFiles } from '../store/store-files.js';
import { OWNER } from '../store/context.js';
import { NS_CONTAINERS } from '../store/layout.js';
import { parseStorePath, printable } from '../store/store-path.js';
import { timespecOfMs } from '../sandbox/timespec.js';

const CHUNK = 1024 * 1024;
const MAX_ENTRIES = 1_000_000;

export interface ExtractLimits {
  /** Largest file an entry may hold. */
  maxEntryBytes: number;
  /** Most bytes all entries together may hold (the free space of the store's disk). */
  maxTotalBytes: number;
}

export interface Extracted {
  files: number;
  dirs: number;
  bytes: number;
}

function refuse(entry: string, why: string): MemError {
  return new MemError(
    'MEM_INVALID_ARG',
    `the snapshot archive is refused: entry "${printable(entry)}" ${why}; nothing was restored — use a snapshot made by mnemofs`,
    { entry },
  );
}

/** The store path an entry may be restored to, or a refusal. */
function entryPath(raw: string, isDir: boolean): string {
  const path = raw.replace(/^\.\//, '').replace(/\/+$/, '');
  if (isDir && (NS_CONTAINERS as readonly string[]).includes(path)) return path;
  try {
    return parseStorePath(path, OWNER).rel;
  } catch (err) {
    throw refuse(raw, `has a path the store does not accept (${(err as MemError).message})`);
  }
}

/**
 * Reads `archive` (a .tar.gz under the root) and recreates its entries under `staging`.
 * `onEntry` is told after each entry (for progress).
 */
export async function extractArchive(
  root: StoreFiles,
  archive: string,
  staging: string,
  limits: ExtractLimits,
  onEntry: (done: Extracted) => void = () => undefined,
): Promise<Extracted> {
  const done: Extracted = { files: 0, dirs: 0, bytes: 0 };
  const made = new Set<string>([staging]);
  /** mkdir -p of a staging directory, once per directory. */
  const dir = (rel: string) => {
    const at = rel ? `${staging}/${rel}` : staging;
    if (made.has(at)) return;
    root.mkdirp(at);
    made.add(at);
  };
  let failure: unknown;
  const parser = new Parser({ strict: true });
  const fail = (err: unknown) => {
    failure ??= err;
    parser.abort(err instanceof Error ? err : new Error(String(err)));
  };
  parser.on('entry', (entry: ReadEntry) => {
    try {
      accept(entry);
    } catch (err) {
      entry.resume();
      fail(err);
    }
  });
  // Entries node-tar does not hand out (sparse files, unknown types) would otherwise be
  // skipped without a word: a restore that silently lost a file.
  parser.on('ignoredEntry', (entry: ReadEntry) => {
    entry.resume();
    fail(refuse(entry.path, `is a ${entry.type}; only regular files and directories are restored`));
  });
  const accept = (entry: ReadEntry) => {
    if (failure) return entry.resume();
    if (done.files + done.dirs >= MAX_ENTRIES)
      throw refuse(entry.path, `is past the ${MAX_ENTRIES}-entry limit`);
    const { type } = entry;
    if (type === 'Directory') {
      dir(entryPath(entry.path, true));
      done.dirs++;
      entry.resume();
      return onEntry(done);
    }
    if (type !== 'File' && type !== 'OldFile') {
      const what =
        entry.linkpath !== undefined ? `${type} → "${printable(entry.linkpath)}"` : String(type);
      throw refuse(entry.path, `is a ${what}; only regular files and directories are restored`);
    }
    const rel = entryPath(entry.path, false);
    if (entry.size > limits.maxEntryBytes) {
      throw refuse(
        entry.path,
        `is ${entry.size} bytes, over the ${limits.maxEntryBytes}-byte cap (limits.max_scan_bytes)`,
      );
    }
    if (done.bytes + entry.size > limits.maxTotalBytes) {
      throw refuse(
        entry.path,
        `would bring the restore to ${done.bytes + entry.size} bytes, more than the ${limits.maxTotalBytes} bytes free on the store's disk`,
      );
    }
    dir(rel.split('/').slice(0, -1).join('/'));
    let file: StoreFile;
    try {
      file = root.create(`${staging}/${rel}`);
    } catch (err) {
      if (err instanceof MemError && err.code === 'MEM_EXISTS')
        throw refuse(entry.path, 'appears twice in the archive');
      throw err;
    }
    let written = 0;
    entry.on('data', (chunk: Buffer) => {
      if (failure) return;
      try {
        written += chunk.length;
        if (written > entry.size) throw refuse(entry.path, 'holds more bytes than its header says');
        file.write(chunk);
      } catch (err) {
        fail(err);
      }
    });
    entry.on('end', () => {
      try {
        if (failure) return file.close();
        const mtime = timespecOfMs(entry.mtime?.getTime() ?? Date.now());
        file.setTimes(mtime, mtime);
        file.close();
        done.files++;
        done.bytes += entry.size;
        onEntry(done);
      } catch (err) {
        fail(err);
      }
    });
  };
  const ended = new Promise<void>((resolve) => {
    parser.on('abort', (err: Error) => {
      failure ??= err;
      resolve();
    });
    parser.on('error', (err: Error) => {
      failure ??= err;
      resolve();
    });
    parser.on('end', () => resolve());
  });
  const input = root.openRead(archive);
  try {
    const buf = Buffer.alloc(CHUNK);
    for (let pos = 0; !failure;) {
      const n = input.read(buf, pos);
      if (n === 0) break;
      pos += n;
      if (!parser.write(Buffer.from(buf.subarray(0, n)))) await once(parser, 'drain');
    }
  } finally {
    input.close();
  }
  if (!failure) parser.end();
  await ended;
  if (failure) {
    if (failure instanceof MemError) throw failure;
    throw new MemError(
      'MEM_INVALID_ARG',
      `the snapshot archive is refused: it is not a valid tar.gz (${(failure as Error).message}); nothing was restored`,
    );
  }
  return done;
}
