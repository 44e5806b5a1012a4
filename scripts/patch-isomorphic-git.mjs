// postinstall: mends two defects of isomorphic-git that sync (src/sync/) meets.
//
// 1. fetch (isomorphic-git issue #1654, open): after fetching an explicitly named branch it
//    names the server's HEAD, and when the server advertises no HEAD — a bare repository
//    whose HEAD points at a branch that does not exist, as when it holds only
//    mnemofs/<namespace> branches, or Gogs — it throws "Could not find HEAD" before writing
//    the pack it fetched. Patched: HEAD is looked up only when the server advertised one.
// 2. push: to send a thin pack it lists every object of the merge base with the remote,
//    an optional optimisation — and a hostile remote's tree holding a name such as ".."
//    makes that listing throw, so the merged commit that drops the hostile entries could
//    never be pushed. Patched: when the listing fails, the pack is simply not thin.
//
// Idempotent; exits non-zero, saying why, when the source is not what the patch was
// written for.

import fs from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const MENDS = [
  [
    'if (response.HEAD === undefined) {',
    "if (response.HEAD === undefined && remoteRefs.has('HEAD')) { // mnemofs: #1654",
  ],
  [
    'skipObjects = await listObjects({ fs, cache, gitdir, oids: mergebase });',
    'skipObjects = await listObjects({ fs, cache, gitdir, oids: mergebase }).catch(() => new Set()); // mnemofs: optional',
  ],
];

let root;
try {
  root = path.dirname(require.resolve('isomorphic-git'));
} catch {
  process.exit(0); // not installed (a production install without it): nothing to mend
}
for (const file of ['index.js', 'index.cjs']) {
  const p = path.join(root, file);
  let text = fs.readFileSync(p, 'utf8');
  for (const [from, to] of MENDS) {
    if (text.includes(to)) continue;
    if (text.split(from).length !== 2) {
      process.stderr.write(
        `patch-isomorphic-git: ${p} does not hold the code this patch mends (once): ${from}; reinstall isomorphic-git at the locked version\n`,
      );
      process.exit(1);
    }
    text = text.replace(from, to);
  }
  fs.writeFileSync(p, text);
}
