// One vocabulary of filesystem operations, run by two drivers: the kernel (a real mount, or a
// plain directory, through node:fs) and mnemofs's FUSE handlers called in-process. Results
// are normalised to `ok`, `ok:<value>` or an errno name, so runs can be compared exactly.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FuseDirent, FuseOps, FuseStat } from '../../fuse/op-types.js';

export type Op =
  | { op: 'create'; path: string }
  | { op: 'write'; path: string; offset: number; data: string }
  | { op: 'read'; path: string }
  | { op: 'truncate'; path: string; size: number }
  | { op: 'unlink'; path: string }
  | { op: 'mkdir'; path: string }
  | { op: 'rmdir'; path: string }
  | { op: 'rename'; from: string; to: string }
  | { op: 'stat'; path: string }
  | { op: 'readdir'; path: string }
  /** Sets the permission bits; answers with the mode the entry then has. */
  | { op: 'chmod'; path: string; mode: number }
  /** Sets both times to `seconds`; answers with the modification time the entry then has. */
  | { op: 'utimens'; path: string; atime: number; mtime: number };

export interface Driver {
  run(op: Op): Promise<string>;
}

const errName = (errno: number) =>
  Object.entries(os.constants.errno).find(([, n]) => n === Math.abs(errno))?.[0] ?? `E${errno}`;

function kernelOnce(root: string, op: Op): string {
  const p = (rel: string) => path.join(root, rel);
  switch (op.op) {
    case 'create':
      fs.closeSync(fs.openSync(p(op.path), fs.constants.O_CREAT | fs.constants.O_WRONLY, 0o644));
      return 'ok';
    case 'write': {
      const fd = fs.openSync(p(op.path), fs.constants.O_WRONLY);
      try {
        fs.writeSync(fd, Buffer.from(op.data), 0, Buffer.byteLength(op.data), op.offset);
      } finally {
        fs.closeSync(fd);
      }
      return 'ok';
    }
    case 'read':
      return `ok:${fs.readFileSync(p(op.path), 'utf8')}`;
    case 'truncate':
      fs.truncateSync(p(op.path), op.size);
      return 'ok';
    case 'unlink':
      fs.unlinkSync(p(op.path));
      return 'ok';
    case 'mkdir':
      fs.mkdirSync(p(op.path));
      return 'ok';
    case 'rmdir':
      fs.rmdirSync(p(op.path));
      return 'ok';
    case 'rename':
      fs.renameSync(p(op.from), p(op.to));
      return 'ok';
    case 'stat': {
      const st = fs.lstatSync(p(op.path));
      return `ok:${st.isDirectory() ? 'dir' : `file ${st.size}`}`;
    }
    case 'readdir':
      return `ok:${fs.readdirSync(p(op.path)).sort().join(',')}`;
    case 'chmod':
      fs.chmodSync(p(op.path), op.mode);
      return `ok:${(fs.lstatSync(p(op.path)).mode & 0o7777).toString(8)}`;
    case 'utimens':
      fs.utimesSync(p(op.path), op.atime, op.mtime);
      return timesAnswer(fs.lstatSync(p(op.path), { bigint: true }));
  }
}

/** The answer to a utimens op: both times the entry then has, to the nanosecond. */
function timesAnswer(st: { atimeNs: bigint; mtimeNs: bigint }): string {
  return `ok:${st.atimeNs},${st.mtimeNs}`;
}

/** Runs ops through the kernel on `root` (a mountpoint or a plain directory). */
export function kernelDriver(root: string): Driver {
  return {
    async run(op) {
      try {
        return kernelOnce(root, op);
      } catch (err) {
        return (err as NodeJS.ErrnoException).code ?? 'EUNKNOWN';
      }
    },
  };
}

type Cb<T> = (errno: number, value?: T) => void;

/**
 * Runs ops by calling the FUSE handlers directly, doing what the kernel's VFS does around
 * them (a lookup before create and before open, open/release around reads and writes).
 */
export function handlerDriver(
  ops: Required<
    Pick<
      FuseOps,
      | 'getattr'
      | 'create'
      | 'open'
      | 'read'
      | 'write'
      | 'release'
      | 'truncate'
      | 'unlink'
      | 'mkdir'
      | 'rmdir'
      | 'rename'
      | 'readdir'
      | 'chmod'
      | 'utimens'
    >
  >,
): Driver {
  const call = <T>(fn: (cb: Cb<T>) => void) =>
    new Promise<T>((resolve, reject) =>
      fn((errno, value) =>
        errno < 0
          ? reject(Object.assign(new Error(errName(errno)), { code: errName(errno) }))
          : resolve(value as T),
      ),
    );
  const abs = (rel: string) => `/${rel}`;
  const withFile = async <T>(rel: string, flags: number, fn: (fd: number) => Promise<T>) => {
    const fd = await call<number>((cb) => ops.open(abs(rel), flags, cb));
    try {
      return await fn(fd);
    } finally {
      await call<void>((cb) => ops.release(abs(rel), fd, cb));
    }
  };
  const once = async (op: Op): Promise<string> => {
    switch (op.op) {
      case 'create': {
        const st = await call<{ mode: number }>((cb) => ops.getattr(abs(op.path), cb)).catch(
          (e: NodeJS.ErrnoException) => {
            if (e.code === 'ENOENT') return undefined;
            throw e;
          },
        );
        if (st && (st.mode & 0o170000) === 0o040000)
          throw Object.assign(new Error('EISDIR'), { code: 'EISDIR' });
        const fd = st
          ? await call<number>((cb) => ops.open(abs(op.path), fs.constants.O_WRONLY, cb))
          : (await call<{ fh: number }>((cb) => ops.create(abs(op.path), 0o100644, cb))).fh;
        await call<void>((cb) => ops.release(abs(op.path), fd, cb));
        return 'ok';
      }
      case 'write':
        await withFile(op.path, fs.constants.O_WRONLY, (fd) => {
          const buf = Buffer.from(op.data);
          return new Promise<void>((resolve, reject) =>
            ops.write(abs(op.path), fd, buf, buf.length, op.offset, (n) =>
              n < 0
                ? reject(Object.assign(new Error(errName(n)), { code: errName(n) }))
                : resolve(),
            ),
          );
        });
        return 'ok';
      case 'read': {
        const st = await call<{ size: number; mode: number }>((cb) =>
          ops.getattr(abs(op.path), cb),
        );
        if ((st.mode & 0o170000) === 0o040000)
          throw Object.assign(new Error('EISDIR'), { code: 'EISDIR' });
        const text = await withFile(op.path, fs.constants.O_RDONLY, (fd) => {
          const buf = Buffer.alloc(st.size);
          return new Promise<string>((resolve, reject) =>
            ops.read(abs(op.path), fd, buf, st.size, 0, (n) =>
              n < 0
                ? reject(Object.assign(new Error(errName(n)), { code: errName(n) }))
                : resolve(buf.toString('utf8', 0, n)),
            ),
          );
        });
        return `ok:${text}`;
      }
      case 'truncate':
        await call<void>((cb) => ops.truncate(abs(op.path), op.size, cb));
        return 'ok';
      case 'unlink':
        await call<void>((cb) => ops.unlink(abs(op.path), cb));
        return 'ok';
      case 'mkdir':
        await call<void>((cb) => ops.mkdir(abs(op.path), 0o755, cb));
        return 'ok';
      case 'rmdir':
        await call<void>((cb) => ops.rmdir(abs(op.path), cb));
        return 'ok';
      case 'rename':
        await call<void>((cb) => ops.rename(abs(op.from), abs(op.to), cb));
        return 'ok';
      case 'stat': {
        const st = await call<{ size: number; mode: number }>((cb) =>
          ops.getattr(abs(op.path), cb),
        );
        return `ok:${(st.mode & 0o170000) === 0o040000 ? 'dir' : `file ${st.size}`}`;
      }
      case 'readdir':
        return `ok:${(await call<FuseDirent[]>((cb) => ops.readdir(abs(op.path), cb)))
          .map((d) => d.name)
          .filter((n) => n !== '.' && n !== '..')
          .sort()
          .join(',')}`;
      case 'chmod': {
        await call<void>((cb) => ops.chmod(abs(op.path), op.mode, cb));
        const st = await call<{ mode: number }>((cb) => ops.getattr(abs(op.path), cb));
        return `ok:${(st.mode & 0o7777).toString(8)}`;
      }
      case 'utimens': {
        const [atime, mtime] = [
          { sec: op.atime, nsec: 0 },
          { sec: op.mtime, nsec: 0 },
        ];
        await call<void>((cb) => ops.utimens(abs(op.path), atime, mtime, cb));
        const st = await call<FuseStat>((cb) => ops.getattr(abs(op.path), cb));
        return timesAnswer({ atimeNs: st.atime, mtimeNs: st.mtime });
      }
    }
  };
  return {
    async run(op) {
      try {
        return await once(op);
      } catch (err) {
        return (err as NodeJS.ErrnoException).code ?? 'EUNKNOWN';
      }
    },
  };
}

/** Every file and directory under `dir`, with file contents, for comparing two trees. */
export function snapshotTree(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (rel: string) => {
    for (const name of fs.readdirSync(path.join(dir, rel)).sort()) {
      const r = rel ? `${rel}/${name}` : name;
      const st = fs.lstatSync(path.join(dir, r));
      if (st.isDirectory()) {
        out[r] = 'dir';
        walk(r);
      } else out[r] = `file:${fs.readFileSync(path.join(dir, r), 'utf8')}`;
    }
  };
  walk('');
  return out;
}
