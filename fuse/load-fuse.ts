// Loads fuse-native without an apt step. fuse-native's binding links against
// `libfuse.so.2`, which Debian ships only in libfuse2; fuse-shared-library bundles that
// library (file `libfuse.so`, SONAME `libfuse.so.2`). Loading the bundled file with koffi
// first puts the SONAME in the process, so the binding's dependency resolves to it.
// fuse-native shells out to `fusermount` to unmount (and for auto_unmount); when none is on
// PATH, the bundled one is appended — after the system's, so a setuid fusermount from
// Debian's fuse3 (what a non-root user needs) always wins. The binding must carry
// scripts/patch-fuse-native.mjs (run at install): without it file times are lost, so the
// mount refuses to start rather than silently drop them (or keep stale caches).

import koffi from 'koffi';
import path from 'node:path';
import { createRequire } from 'node:module';
import type FuseClass from 'fuse-native';
import { execFileSync } from 'node:child_process';

const require = createRequire(import.meta.url);

export type Fuse = typeof FuseClass;

/** Whether the shell finds `name` (asked once per load; the adapter reads no files itself). */
function onPath(name: string): boolean {
  try {
    execFileSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false; // not found: the bundled one is used
  }
}

export function loadFuse(): Fuse {
  const shared = require('fuse-shared-library') as { lib: string };
  koffi.load(shared.lib);
  if (!onPath('fusermount')) {
    process.env.PATH = `${process.env.PATH ?? ''}:${path.join(path.dirname(path.dirname(shared.lib)), 'bin')}`;
  }
  const Fuse = require('fuse-native') as Fuse;
  if (!Fuse.mnemofs_ns_times || typeof Fuse.prototype.invalidateRootEntry !== 'function') {
    throw new Error(
      "fuse-native's binding lacks mnemofs' patch (file times would be lost, caches could not be dropped): run `node scripts/patch-fuse-native.mjs` in the mnemofs directory (npm ci runs it)",
    );
  }
  return Fuse;
}
