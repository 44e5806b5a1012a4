// The store's view of an entry's metadata, from statx without following links.

import type { StatxResult } from './ffi.js';

const S_IFMT = 0o170000;
const S_IFREG = 0o100000;
const S_IFDIR = 0o040000;
const S_IFLNK = 0o120000;

export type EntryType = 'file' | 'dir' | 'symlink' | 'other';

export interface Stat {
  type: EntryType;
  size: number;
  mtimeMs: number;
  nlink: number;
  /** Permission bits (mode & 0o7777). */
  mode: number;
  /** The full statx result, for front ends that present POSIX attributes (the mount). */
  raw: StatxResult;
}

export function entryType(mode: number): EntryType {
  switch (mode & S_IFMT) {
    case S_IFREG:
      return 'file';
    case S_IFDIR:
      return 'dir';
    case S_IFLNK:
      return 'symlink';
    default:
      return 'other';
  }
}

export interface ListEntry extends Stat {
  name: string;
}

export function toStat(st: StatxResult): Stat {
  return {
    type: entryType(st.mode),
    size: st.size,
    mtimeMs: st.mtimeMs,
    nlink: st.nlink,
    mode: st.mode & 0o7777,
    raw: st,
  };
}
