// The FUSE device of one mount: mounting (libfuse's own fuse_mount, through koffi, so root
// mounts directly and any other user through the setuid fusermount, with auto_unmount),
// waiting for requests in Node's event loop (native/fuse_wait.c), replying, and writing
// notifications. libfuse is bundled by fuse-shared-library (file `libfuse.so`, SONAME
// `libfuse.so.2`); only its mount and unmount are used. When no `fusermount` is on PATH the
// bundled one is appended — after the system's, so a setuid fusermount from Debian's fuse3
// (what a non-root user needs) always wins.
//
// Notifications are written from a thread-pool thread (fs.write): the kernel takes a
// directory's lock to apply one, and a request from another process may hold that lock
// while it waits for this thread to answer it.

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import koffi from 'koffi';
import { fdWaiter, type Waiter } from '../native/waiter.js';

const require = createRequire(import.meta.url);

interface LibFuse {
  mount(mountpoint: string, args: { argc: number; argv: string[]; allocated: number }): unknown;
  chanFd(ch: unknown): number;
  unmount(mountpoint: string, ch: unknown): void;
}

let loaded: { lib: LibFuse; waiter: Waiter } | undefined;

/** Whether the shell finds `name`. */
function onPath(name: string): boolean {
  try {
    execFileSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false; // not found: the bundled one is used
  }
}

function load(): { lib: LibFuse; waiter: Waiter } {
  if (loaded) return loaded;
  const shared = require('fuse-shared-library') as { lib: string };
  if (!onPath('fusermount')) {
    process.env.PATH = `${process.env.PATH ?? ''}:${path.join(path.dirname(path.dirname(shared.lib)), 'bin')}`;
  }
  const waiter = fdWaiter();
  if (waiter instanceof Error) throw waiter;
  const so = koffi.load(shared.lib);
  koffi.struct('fuse_args', { argc: 'int', argv: 'char **', allocated: 'int' });
  const mount = so.func('void *fuse_mount(const char *mountpoint, _Inout_ fuse_args *args)');
  const chanFd = so.func('int fuse_chan_fd(void *ch)');
  const unmount = so.func('void fuse_unmount(const char *mountpoint, void *ch)');
  loaded = {
    lib: {
      mount: (mp, args) => mount(mp, args) as unknown,
      chanFd: (ch) => chanFd(ch) as number,
      unmount: (mp, ch) => void unmount(mp, ch),
    },
    waiter,
  };
  return loaded;
}

/** Whether the mount can start: libfuse and the native addon load (for `mnemofs doctor`). */
export function mountSupport(): { ok: boolean; detail: string } {
  try {
    load();
    return { ok: true, detail: 'libfuse and native/fuse_wait.node load' };
  } catch (err) {
    return { ok: false, detail: (err as Error).message };
  }
}

/**
 * Largest write the kernel may send: 1 MiB of data, plus its header — the most a kernel
 * accepts (256 pages). Eight times libfuse's 128 KiB: a sequential write of 256 MiB is 256
 * requests, not 2,048 (docs/benchmarks.md, session 10).
 */
export const MAX_WRITE = 1024 * 1024;
/**
 * Largest read the kernel may ask for (the mount's max_read) when its readahead stays at the
 * kernel's 128 KiB: 128 KiB. The read handler is synchronous, and with that readahead four
 * cold 256 MiB reads were faster in 128 KiB requests every time (docs/benchmarks.md,
 * session 10).
 */
const SMALL_READ = 128 * 1024;
/** Where the kernel keeps each mount's readahead (`<major>:<minor>/read_ahead_kb`). */
const BDI = '/sys/class/bdi';

/**
 * The mount's max_read: 1 MiB where its readahead can be raised to match (root, with sysfs
 * writable), so a sequential read costs the kernel one round trip per MiB instead of eight
 * (cold reads ~1.25× faster in paired runs, docs/benchmarks.md, session 14); 128 KiB otherwise.
 */
export function largestRead(): number {
  if (process.getuid?.() !== 0) return SMALL_READ;
  try {
    fs.accessSync(BDI, fs.constants.W_OK);
    return MAX_WRITE;
  } catch {
    return SMALL_READ; // a read-only /sys (a container): the kernel's readahead stays
  }
}

/**
 * Sets the readahead of the FUSE mount at `mountpoint` (its canonical path) to `bytes`
 * (root). The mount's device number comes from /proc/self/mountinfo: this process never
 * touches its own mountpoint. The kernel keeps the smaller of this and the INIT reply's
 * max_readahead. Where it cannot be set the mount reads as before, only in larger requests.
 */
function raiseReadahead(mountpoint: string, bytes: number): void {
  const escaped = mountpoint.replace(
    /[ \t\n\\]/g,
    (c) => `\\${c.charCodeAt(0).toString(8).padStart(3, '0')}`,
  );
  const line = fs
    .readFileSync('/proc/self/mountinfo', 'utf8')
    .split('\n')
    .findLast((l) => l.split(' ')[4] === escaped);
  const dev = line?.split(' ')[2];
  if (!dev) return;
  try {
    fs.writeFileSync(path.join(BDI, dev, 'read_ahead_kb'), String(bytes / 1024));
  } catch {
    // sysfs refused after all: the kernel's 128 KiB readahead stays
  }
}

const BUFFER_SIZE = MAX_WRITE + 4096;

export class FuseDevice {
  /** The request buffer: valid until the handler of one request returns. */
  readonly buffer = Buffer.alloc(BUFFER_SIZE);
  private waiting: object | undefined;
  private closed = false;

  private constructor(
    readonly mountpoint: string,
    private readonly fd: number,
    private readonly ch: unknown,
  ) {}

  /**
   * Mounts at `mountpoint` with `options` (`-o` mount options) and reads of up to `maxRead`
   * bytes; a `maxRead` over 128 KiB raises the mount's readahead to it.
   */
  static mount(mountpoint: string, options: string[], maxRead: number): FuseDevice {
    const { lib } = load();
    const canonical = fs.realpathSync(mountpoint); // before mounting: after, it is ours to answer
    const argv = ['mnemofs', '-o', [...options, `max_read=${maxRead}`].join(',')];
    const ch = lib.mount(mountpoint, { argc: argv.length, argv, allocated: 0 });
    if (!ch) throw new Error(`libfuse could not mount ${mountpoint} (see the message above)`);
    if (maxRead > SMALL_READ) raiseReadahead(canonical, maxRead);
    const fd = lib.chanFd(ch);
    // Requests are read when the event loop says the device is readable, never blocking.
    const flags = fs.constants.O_NONBLOCK;
    setNonBlocking(fd, flags);
    return new FuseDevice(mountpoint, fd, ch);
  }

  /** Calls `onRequest(length)` for each request; 0 or a negative errno when the mount ends. */
  listen(onRequest: (n: number) => void): void {
    this.waiting = load().waiter.start(this.fd, this.buffer, onRequest, true, true);
  }

  /** Stops listening (the kernel ended the connection: the device only reports errors now). */
  stopListening(): void {
    if (this.waiting) load().waiter.stop(this.waiting);
    this.waiting = undefined;
  }

  /** Writes a reply (`out` begins with its fuse_out_header); a withdrawn request is no error. */
  reply(out: Buffer, len: number): void {
    try {
      fs.writeSync(this.fd, out, 0, len);
    } catch (err) {
      // ENOENT: the request was interrupted and the kernel no longer waits for it.
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
  }

  /** Writes a notification from a thread-pool thread; resolves with 0 or a negative errno. */
  notify(message: Buffer): Promise<number> {
    if (this.closed) return Promise.resolve(0);
    return new Promise((resolve) =>
      fs.write(this.fd, message, 0, message.length, null, (err) =>
        // ENOENT: the kernel had nothing cached for it, which is as good as forgotten.
        resolve(err ? -((err as NodeJS.ErrnoException).errno ?? 1) : 0),
      ),
    );
  }

  /** Stops listening and unmounts (the kernel's connection ends with the fd). */
  unmount(): void {
    if (this.closed) return;
    this.closed = true;
    this.stopListening();
    load().lib.unmount(this.mountpoint, this.ch);
  }
}

let fcntl: ((fd: number, cmd: number, arg: number) => number) | undefined;

function setNonBlocking(fd: number, flag: number): void {
  fcntl ??= koffi.load('libc.so.6').func('int fcntl(int fd, int cmd, int arg)') as (
    fd: number,
    cmd: number,
    arg: number,
  ) => number;
  const F_GETFL = 3;
  const F_SETFL = 4;
  const current = fcntl(fd, F_GETFL, 0);
  if (current < 0 || fcntl(fd, F_SETFL, current | flag) < 0)
    throw new Error(`cannot make the FUSE device non-blocking (errno ${koffi.errno()})`);
}

/** Unmounts whatever FUSE filesystem is at `dir`, also a stale one (fusermount -uz). */
export function unmountPath(dir: string): void {
  load();
  execFileSync('fusermount', ['-uz', dir], { stdio: ['ignore', 'ignore', 'pipe'] });
}

/** Makes `dir` ready to mount on: created if missing, a stale mount (ENOTCONN) removed. */
export function prepareMountpoint(dir: string): void {
  try {
    if (!fs.statSync(dir).isDirectory()) throw new Error(`${dir} is not a directory`);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') fs.mkdirSync(dir, { recursive: true });
    else if (code === 'ENOTCONN') unmountPath(dir);
    else throw err;
  }
}
