// postinstall: mends one defect of isomorphic-git's fetch (isomorphic-git issue #1654,
// open): after fetching an explicitly named branch it names the server's HEAD, and when
// the server advertises no HEAD — a bare repository whose HEAD points at a branch that does
// not exist, as when it holds only mnemofs/<namespace> branches, or Gogs — it throws
// "Could not find HEAD" before writing the pack it fetched. A namespace remote's first
// sync from a fresh bare repository failed so. Patched: HEAD is looked up only when the
// server advertised one. Idempotent; exits non-zero, saying why, when the source is not
// what the patch was written for.

import fs from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const FROM = 'if (response.HEAD === undefined) {';
const TO = "if (response.HEAD === undefined && remoteRefs.has('HEAD')) { // mnemofs: #1654";

let root;
try {
  root = path.dirname(require.resolve('isomorphic-git'));
} catch {
  process.exit(0); // not installed (a production install without it): nothing to mend
}
for (const file of ['index.js', 'index.cjs']) {
  const p = path.join(root, file);
  const text = fs.readFileSync(p, 'utf8');
  if (text.includes(TO)) continue;
  if (text.split(FROM).length !== 2) {
    process.stderr.write(
      `patch-isomorphic-git: ${p} does not hold the code this patch mends (once); reinstall isomorphic-git at the locked version\n`,
    );
    process.exit(1);
  }
  fs.writeFileSync(p, text.replace(FROM, TO));
}
