// Hostile snapshot archives, generated: each is a .tar.gz with one or two ordinary entries
// and one entry a restore must refuse. Headers are written with node-tar's encoder so the
// archives are well-formed tar; only their content is hostile. `install` places one in a
// store's snapshot directory with a sidecar whose checksum matches — as if a person had
// copied it there — so that the entry checks, not the checksum, are what must refuse it.

import crypto from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { Header } from 'tar';

interface Entry {
  path: string;
  type: 'File' | 'Directory' | 'SymbolicLink' | 'Link' | 'FIFO' | 'CharacterDevice';
  data?: string;
  linkpath?: string;
  /** Size to claim in the header, when it is not the data's. */
  size?: number;
}

function block(e: Entry): Buffer {
  const data = Buffer.from(e.data ?? '');
  const header = new Header({
    path: e.path,
    type: e.type,
    size: e.size ?? data.length,
    mode: e.type === 'Directory' ? 0o755 : 0o644,
    mtime: new Date('2026-01-01T00:00:00Z'),
    linkpath: e.linkpath,
    devmaj: e.type === 'CharacterDevice' ? 1 : 0,
    devmin: e.type === 'CharacterDevice' ? 3 : 0,
  });
  header.encode();
  const pad = Buffer.alloc((512 - (data.length % 512)) % 512);
  return Buffer.concat([header.block as Buffer, data, pad]);
}

export function archive(entries: Entry[]): Buffer {
  return zlib.gzipSync(Buffer.concat([...entries.map(block), Buffer.alloc(1024)]));
}

const ordinary: Entry[] = [
  { path: 'user/', type: 'Directory' },
  { path: 'user/fine.md', type: 'File', data: 'an ordinary note\n' },
];

/** name → archive bytes. `outsideFile` is a file outside the store a hard link may name. */
export function hostileArchives(outsideFile: string, absoluteTarget: string): Map<string, Buffer> {
  const out = new Map<string, Buffer>();
  const add = (name: string, bad: Entry) => out.set(name, archive([...ordinary, bad]));
  add('symlink to /etc', { path: 'user/etc', type: 'SymbolicLink', linkpath: '/etc' });
  add('symlink to a file outside', {
    path: 'user/secret.md',
    type: 'SymbolicLink',
    linkpath: outsideFile,
  });
  add('hard link to an outside file', {
    path: 'user/hard.md',
    type: 'Link',
    linkpath: outsideFile,
  });
  add('../../escape', { path: '../../escape.md', type: 'File', data: 'escaped' });
  add('user/../../escape', { path: 'user/../../escape.md', type: 'File', data: 'escaped' });
  add('absolute path', { path: absoluteTarget, type: 'File', data: 'escaped' });
  add('FIFO', { path: 'user/fifo', type: 'FIFO' });
  add('character device', { path: 'user/null', type: 'CharacterDevice' });
  add('.git inside', { path: 'user/.git/config', type: 'File', data: '[core]' });
  add('.mnemofs at the root', { path: '.mnemofs/audit.jsonl', type: 'File', data: 'forged' });
  add('no namespace', { path: 'loose.md', type: 'File', data: 'x' });
  // A header that claims 10 GiB, followed by a little data: refused on the header, before
  // a byte is written.
  add('10 GiB entry', {
    path: 'user/huge.md',
    type: 'File',
    size: 10 * 1024 ** 3,
    data: 'x'.repeat(4096),
  });
  return out;
}

/**
 * A real sparse archive made by GNU tar (`--sparse`, GNU format): a 10 GiB file that is all
 * hole. Undefined when GNU tar is not installed.
 */
export function gnuSparseArchive(work: string): Buffer | undefined {
  try {
    execFileSync('tar', ['--version'], { stdio: 'ignore' });
  } catch {
    return undefined;
  }
  const src = path.join(work, 'sparse-src');
  fs.mkdirSync(path.join(src, 'user'), { recursive: true });
  const sparse = path.join(src, 'user', 'sparse.md');
  fs.closeSync(fs.openSync(sparse, 'w'));
  fs.truncateSync(sparse, 10 * 1024 ** 3);
  const file = path.join(work, 'sparse.tar.gz');
  execFileSync('tar', ['--sparse', '--format=gnu', '-czf', file, '-C', src, 'user']);
  fs.rmSync(src, { recursive: true });
  return fs.readFileSync(file);
}

/** Installs `bytes` as snapshot `id` of the store at `dir`, with a matching sidecar. */
export function install(dir: string, id: string, bytes: Buffer): void {
  const snaps = path.join(dir, '.mnemofs', 'snapshots');
  fs.mkdirSync(snaps, { recursive: true });
  fs.writeFileSync(path.join(snaps, `${id}.tar.gz`), bytes);
  const sidecar = {
    id,
    label: 'hostile',
    created_at: new Date().toISOString(),
    principal: 'owner',
    auto: false,
    files: 2,
    dirs: 1,
    bytes: 0,
    archive_bytes: bytes.length,
    sha256: crypto.createHash('sha256').update(bytes).digest('hex'),
  };
  fs.writeFileSync(path.join(snaps, `${id}.json`), JSON.stringify(sidecar));
}
