// Read-only probes of the host for `mnemofs doctor`: the kernel release, whether openat2
// is present and enforces RESOLVE_BENEATH, device nodes and programs on PATH. They live in
// the sandbox module because it is the one place allowed to touch the filesystem directly.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as sys from './ffi.js';

export function kernelRelease(): { release: string; major: number; minor: number } {
  const release = os.release();
  const [major = 0, minor = 0] = release.split('.').map((n) => parseInt(n, 10));
  return { release, major, minor };
}

/** Opens `dir` and checks that openat2 resolves '.' and refuses '..' with EXDEV. */
export function probeOpenat2(dir: string): { ok: boolean; detail: string } {
  let root: number;
  try {
    root = fs.openSync(dir, sys.O_PATH | sys.O_DIRECTORY | sys.O_CLOEXEC);
  } catch (err) {
    return { ok: false, detail: `cannot open ${dir}: ${(err as Error).message}` };
  }
  try {
    sys.close(sys.openat2(root, '.', sys.O_PATH, 0, sys.RESOLVE_BENEATH));
    try {
      sys.close(sys.openat2(root, '..', sys.O_PATH, 0, sys.RESOLVE_BENEATH));
      return { ok: false, detail: 'openat2 let ".." escape RESOLVE_BENEATH' };
    } catch (err) {
      const code = (err as sys.SysError).code;
      return code === 'EXDEV'
        ? { ok: true, detail: 'openat2 with RESOLVE_BENEATH works' }
        : { ok: false, detail: `openat2 refused ".." with ${code}, expected EXDEV` };
    }
  } catch (err) {
    return { ok: false, detail: `openat2 failed: ${(err as Error).message}` };
  } finally {
    fs.closeSync(root);
  }
}

export function isCharDevice(file: string): boolean {
  try {
    return fs.statSync(file).isCharacterDevice();
  } catch {
    return false;
  }
}

/** First executable named `name` on PATH, if any. */
export function findOnPath(name: string): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(':')) {
    if (!dir) continue;
    const candidate = path.join(dir, name);
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      return candidate;
    } catch {
      continue;
    }
  }
  return undefined;
}

/** Octal escapes of /proc/self/mountinfo's fields (a space is `\040`). */
function unescapeMountField(field: string): string {
  return field.replace(/\\([0-7]{3})/g, (_, o: string) => String.fromCharCode(parseInt(o, 8)));
}

/**
 * The FUSE filesystem type mounted at `dir` (`fuse.mnemofs`), or undefined when nothing is
 * mounted there. Reads /proc/self/mountinfo, never the mountpoint itself: the serving
 * process must not touch its own mount (it would deadlock).
 */
export function mountedType(dir: string): string | undefined {
  for (const line of fs.readFileSync('/proc/self/mountinfo', 'utf8').split('\n')) {
    const [before, after] = line.split(' - ');
    const point = before?.split(' ')[4];
    if (point !== undefined && unescapeMountField(point) === dir) return after?.split(' ')[0];
  }
  return undefined;
}

/**
 * Writes a file of the person's own outside any store (a systemd unit under ~/.config),
 * creating its directory; never inside a store, which only the sandbox's openat2 path may
 * write.
 */
export function writeHostFile(file: string, text: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

/**
 * Reads a file of the person's own outside any store (an archive to import), refusing one
 * over `maxBytes`; never a store's file, which only the sandbox's openat2 path may read.
 */
export function readHostFile(file: string, maxBytes: number): string {
  const size = fs.statSync(file).size;
  if (size > maxBytes) throw new Error(`${file} is ${size} bytes, over the ${maxBytes}-byte limit`);
  return fs.readFileSync(file, 'utf8');
}

/** Size and modification time of a file of the person's own (a model): changes when it is replaced. */
export function hostFileStamp(file: string): string | undefined {
  try {
    const st = fs.statSync(file);
    return st.isFile() ? `${st.size}-${Math.round(st.mtimeMs)}` : undefined;
  } catch {
    return undefined; // missing or unreadable: the caller names the file and the fix
  }
}
