// npm run bench:fuse — the mnemofs mount against bindfs (a C passthrough FUSE filesystem)
// on the same backing directory and against the raw directory, in one run: sequential
// write and read (256 MiB in 1 MiB blocks) and metadata (2,000 small files: create, stat,
// readdir, unlink). Prints throughput and ratios; never a pass/fail.
// Needs root (or fuse3) and bindfs; installs bindfs with apt when it is missing and root.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync, spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { serve } from '../tests/helpers/serve.js';

const { values } = parseArgs({
  options: { mib: { type: 'string', default: '256' }, files: { type: 'string', default: '2000' } },
});
const MIB = Number(values.mib);
const FILES = Number(values.files);

function ensureBindfs(): boolean {
  if (spawnSync('sh', ['-c', 'command -v bindfs']).status === 0) return true;
  if (process.getuid?.() !== 0) return false;
  console.error('bench: installing bindfs with apt-get …');
  return (
    spawnSync('sh', [
      '-c',
      'apt-get install -y bindfs >/dev/null 2>&1 || (apt-get update >/dev/null 2>&1 && apt-get install -y bindfs >/dev/null 2>&1)',
    ]).status === 0
  );
}

function seconds(fn: () => void): number {
  const t0 = performance.now();
  fn();
  return (performance.now() - t0) / 1000;
}

interface Result {
  write: number;
  read: number;
  create: number;
  stat: number;
  readdir: number;
  unlink: number;
}

function measure(dir: string): Result {
  const block = Buffer.alloc(1024 * 1024, 0x61);
  const big = path.join(dir, 'big.bin');
  const write = seconds(() => {
    const fd = fs.openSync(big, 'w');
    for (let i = 0; i < MIB; i++) fs.writeSync(fd, block);
    fs.closeSync(fd);
  });
  const read = seconds(() => {
    const fd = fs.openSync(big, 'r');
    while (fs.readSync(fd, block, 0, block.length, null) > 0);
    fs.closeSync(fd);
  });
  fs.unlinkSync(big);
  const small = path.join(dir, 'small');
  fs.mkdirSync(small);
  const names = Array.from({ length: FILES }, (_, i) => path.join(small, `f${i}.md`));
  const body = Buffer.alloc(200, 0x62);
  const create = seconds(() => names.forEach((n) => fs.writeFileSync(n, body)));
  const stat = seconds(() => names.forEach((n) => fs.statSync(n)));
  const readdir = seconds(() => {
    for (let i = 0; i < 10; i++) fs.readdirSync(small);
  });
  const unlink = seconds(() => names.forEach((n) => fs.unlinkSync(n)));
  fs.rmdirSync(small);
  return {
    write: MIB / write,
    read: MIB / read,
    create: FILES / create,
    stat: FILES / stat,
    readdir: 10 / readdir,
    unlink: FILES / unlink,
  };
}

const base = fs.mkdtempSync(path.join(os.tmpdir(), 'mnemofs-bench-fuse-'));
const store = path.join(base, 'store');
const mnt = path.join(base, 'mnemofs');
const bind = path.join(base, 'bindfs');
// The sequential test writes one 256 MiB file: over the default max_write_bytes (16 MiB),
// which the mount enforces like mem_write does (EFBIG). The cap is raised for the benchmark.
const served = await serve(store, mnt, [], { MNEMOFS_MAX_WRITE_BYTES: String(1 << 30) });
const haveBindfs = ensureBindfs();
try {
  const results: [string, Result][] = [['raw directory', measure(path.join(store, 'user'))]];
  if (haveBindfs) {
    fs.mkdirSync(bind);
    execFileSync('bindfs', ['--no-allow-other', store, bind]);
    try {
      results.push(['bindfs', measure(path.join(bind, 'user'))]);
    } finally {
      execFileSync('fusermount', ['-u', bind]);
    }
  } else
    console.log(
      'bindfs not available (install Debian package bindfs): ratios against it are missing',
    );
  results.push(['mnemofs', measure(path.join(mnt, 'user'))]);
  const keys: (keyof Result)[] = ['write', 'read', 'create', 'stat', 'readdir', 'unlink'];
  const units: Record<keyof Result, string> = {
    write: 'MiB/s',
    read: 'MiB/s',
    create: 'files/s',
    stat: 'files/s',
    readdir: 'lists/s',
    unlink: 'files/s',
  };
  console.log(`\n${MIB} MiB sequential in 1 MiB blocks; ${FILES} small files\n`);
  console.log(`| target | ${keys.map((k) => `${k} (${units[k]})`).join(' | ')} |`);
  console.log(`| --- | ${keys.map(() => '---').join(' | ')} |`);
  for (const [name, r] of results)
    console.log(`| ${name} | ${keys.map((k) => r[k].toFixed(0)).join(' | ')} |`);
  const ours = results.find(([n]) => n === 'mnemofs')?.[1] as Result;
  for (const [name, r] of results.filter(([n]) => n !== 'mnemofs')) {
    console.log(
      `| mnemofs / ${name} | ${keys.map((k) => `${((100 * ours[k]) / r[k]).toFixed(0)} %`).join(' | ')} |`,
    );
  }
} finally {
  await served.stop();
  fs.rmSync(base, { recursive: true, force: true });
}
