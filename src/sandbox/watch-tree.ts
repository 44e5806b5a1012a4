// Names of entries that change anywhere under the store root, from the kernel's inotify:
// one watch per directory, each on a directory fd the sandbox opened beneath the root (so a
// path swapped for a symlink cannot point a watch outside), added as directories appear.
// Only names come out: every read still goes through the sandbox. Directories named in
// `skip` (.git, .mnemofs) are never watched, so the store's own commits and audit lines
// make no events.
//
// inotify directly, not a library, because a lost event must not pass in silence: when the
// kernel's queue overflows (fs.inotify.max_queued_events — a `git checkout` of thousands of
// files, or a process stopped for a while) it says so with IN_Q_OVERFLOW, and `onError`
// hears it, so the caller reconciles. Node's fs.watch (libuv) swallows that event. Measured
// and replaced on the way: chokidar re-reads the directory and lstat()s every entry on each
// create or delete (O(N²) stats for N creates in one directory: 33 files/s through the mount
// in a 2,000-file directory); Node 20's recursive fs.watch re-reads the directory on every
// event. Here an event costs a few bytes of a 64 KiB read.
//
// Node cannot wait on an fd that is neither a file, a pipe nor a socket, so the inotify fd is
// waited on by the native addon the mount uses for /dev/fuse (native/waiter.ts): the
// kernel wakes the thread when there are events, and an idle store costs nothing. Where
// the addon is not built the fd (non-blocking) is read every POLL_MS instead — an idle
// serve then wakes 20 times a second (measured: 7 of its 14 clock ticks per 10 s idle).
//
// While `busy()` says the store is being worked on through the mount, the fd is left out of
// the event loop and read every BUSY_READ_MS: a note saved through the mount makes three
// events here (the store's own create, write and close), and reading them as they came took
// the thread that answers the mount away from it ~1.3 times a note (2,549 reads for 2,000
// notes; docs/benchmarks.md, session 13). The kernel keeps them meanwhile
// (fs.inotify.max_queued_events, 16,384 by default; past it, an overflow and a resync).

import fs from 'node:fs';
import { fdWaiter } from '../../native/waiter.js';
import * as sys from './ffi.js';
import { closeFd, type SandboxRoot } from './sandbox-root.js';
import { entryType } from './stat.js';

export interface TreeWatcher {
  close(): void;
}

const IN_MODIFY = 0x2;
const IN_ATTRIB = 0x4;
const IN_CLOSE_WRITE = 0x8;
const IN_MOVED_FROM = 0x40;
const IN_MOVED_TO = 0x80;
const IN_CREATE = 0x100;
const IN_DELETE = 0x200;
const IN_Q_OVERFLOW = 0x4000;
const IN_IGNORED = 0x8000;
const IN_ONLYDIR = 0x01000000;
const IN_EXCL_UNLINK = 0x04000000;
const IN_ISDIR = 0x40000000;
const MASK =
  IN_MODIFY |
  IN_ATTRIB |
  IN_CLOSE_WRITE |
  IN_MOVED_FROM |
  IN_MOVED_TO |
  IN_CREATE |
  IN_DELETE |
  IN_ONLYDIR |
  IN_EXCL_UNLINK;
const DT_UNKNOWN = 0;
const DT_DIR = 4;
/** struct inotify_event: int wd, uint32 mask, cookie, len; then len bytes of name. */
const EVENT_HEADER = 16;
const POLL_MS = 50;
const BUSY_READ_MS = 50;

export function watchTree(
  root: SandboxRoot,
  onPath: (rel: string, appeared: boolean) => void,
  onError: (err: Error) => void,
  skip: readonly string[] = [],
  busy: () => boolean = () => false,
): TreeWatcher {
  const ifd = sys.inotifyInit();
  const relOf = new Map<number, string>();
  const wdOf = new Map<string, number>();
  const child = (rel: string, name: string) => (rel ? `${rel}/${name}` : name);

  /** Stops watching `rel` and everything below it (removed, or moved away). */
  const unwatch = (rel: string): void => {
    for (const [r, wd] of wdOf) {
      if (r !== rel && !r.startsWith(`${rel}/`)) continue;
      wdOf.delete(r);
      relOf.delete(wd);
      sys.inotifyUnwatch(ifd, wd);
    }
  };

  /** Watches `rel` and every directory below it; reports nothing (they are known). */
  const watch = (rel: string): void => {
    let fd: number;
    try {
      fd = root.openDir(rel);
    } catch {
      return; // vanished, or no longer a directory, before we got to it
    }
    try {
      const wd = sys.inotifyWatch(ifd, fd, MASK);
      const was = relOf.get(wd);
      if (was !== undefined && was !== rel) wdOf.delete(was);
      relOf.set(wd, rel);
      wdOf.set(rel, wd);
      for (const d of sys.readDirents(fd)) {
        if (skip.includes(d.name)) continue;
        const isDir =
          d.type === DT_DIR ||
          (d.type === DT_UNKNOWN && entryType(sys.statx(fd, d.name).mode) === 'dir');
        if (isDir) watch(child(rel, d.name));
      }
    } catch (err) {
      // ENOSPC is fs.inotify.max_user_watches; a directory removed while listed is not news.
      if ((err as sys.SysError).code !== 'ENOENT') onError(err as Error);
    } finally {
      closeFd(fd);
    }
  };

  const buf = Buffer.alloc(64 * 1024);
  /** Takes the `n` bytes of events a read left in `buf`. */
  const take = (n: number): void => {
    let overflowed = false;
    for (let off = 0; off + EVENT_HEADER <= n;) {
      const wd = buf.readInt32LE(off);
      const mask = buf.readUInt32LE(off + 4);
      const len = buf.readUInt32LE(off + 12);
      const end = buf.indexOf(0, off + EVENT_HEADER);
      const name = buf.toString(
        'utf8',
        off + EVENT_HEADER,
        end < 0 || end > off + EVENT_HEADER + len ? off + EVENT_HEADER + len : end,
      );
      off += EVENT_HEADER + len;
      if (mask & IN_Q_OVERFLOW) {
        overflowed = true;
        continue;
      }
      const rel = relOf.get(wd);
      if (rel === undefined) continue; // a watch already dropped
      if (mask & IN_IGNORED) {
        relOf.delete(wd);
        if (wdOf.get(rel) === wd) wdOf.delete(rel);
        continue;
      }
      if (name === '' || skip.includes(name)) continue; // the directory's own events
      const path = child(rel, name);
      // A directory that appears (created, or moved in) gets its watches, and is reported as
      // `appeared`: what was written in it before its watch existed made no event, so a
      // reader walks it whole. One that goes (removed, or moved away) loses them.
      const appeared = (mask & IN_ISDIR) !== 0 && (mask & (IN_CREATE | IN_MOVED_TO)) !== 0;
      onPath(path, appeared);
      if (mask & IN_ISDIR && mask & (IN_DELETE | IN_MOVED_FROM)) unwatch(path);
      if (appeared) watch(path);
    }
    if (!overflowed) return;
    // Events were lost, new directories among them: watch whatever is not watched yet
    // (adding a watch again is harmless), then let the caller reconcile.
    watch('');
    onError(
      new Error(
        'the kernel dropped change events (inotify queue overflow; fs.inotify.max_queued_events)',
      ),
    );
  };

  /** Reads whatever events are queued (the fallback's poll). */
  const drain = (): void => {
    for (;;) {
      let n: number;
      try {
        n = fs.readSync(ifd, buf, 0, buf.length, null);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EAGAIN') onError(err as Error);
        return;
      }
      take(n);
    }
  };

  watch('');
  const waiter = fdWaiter();
  let stop: () => void;
  if (waiter instanceof Error) {
    const timer = setInterval(drain, POLL_MS).unref();
    stop = () => clearInterval(timer);
  } else {
    let waiting: object | undefined;
    let timer: NodeJS.Timeout | undefined;
    const onRead = (n: number): void => {
      if (n < 0) return onError(sys.sysError('read', -n));
      take(n);
      if (!busy() || !waiting) return;
      waiter.stop(waiting); // the events are read in batches until the store rests
      waiting = undefined;
      timer = setTimeout(batch, BUSY_READ_MS).unref();
    };
    // Not keeping Node alive: a watcher alone never holds a process open.
    const listen = () => (waiting = waiter.start(ifd, buf, onRead, false));
    const batch = (): void => {
      drain();
      if (busy()) timer = setTimeout(batch, BUSY_READ_MS).unref();
      else {
        timer = undefined;
        listen();
      }
    };
    listen();
    stop = () => {
      if (timer) clearTimeout(timer);
      if (waiting) waiter.stop(waiting);
    };
  }
  return {
    close() {
      stop();
      sys.close(ifd); // and with it every watch
    },
  };
}
