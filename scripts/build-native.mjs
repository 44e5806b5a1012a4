// postinstall: builds mnemofs' one native addon, native/fuse_wait.c (it lets Node's event loop
// wait on the FUSE device, so the mount answers the kernel from the main thread with one
// wake-up per request; fuse/device.ts). node-gyp comes with npm and node's headers come with
// node, so nothing is downloaded; a C compiler, make and python3 must be present (Debian's
// build-essential). Idempotent: an addon built for this node's ABI is left alone. Exits
// non-zero, saying why, when the build fails.

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'native');
const built = path.join(dir, 'build', 'Release', 'fuse_wait.node');
const stamp = path.join(dir, 'build', 'built-for');
const want = `${process.versions.modules} ${fs.statSync(path.join(dir, 'fuse_wait.c')).mtimeMs}`;

function die(message) {
  process.stderr.write(`build-native: ${message}\n`);
  process.exit(1);
}

/** node-gyp as npm provides it to install scripts, else the copy bundled with npm. */
function nodeGyp() {
  const fromNpm = process.env.npm_config_node_gyp;
  if (fromNpm && fs.existsSync(fromNpm)) return fromNpm;
  const npmCli = fs.realpathSync(execFileSync('sh', ['-c', 'command -v npm']).toString().trim());
  const bundled = path.join(
    path.dirname(npmCli),
    '..',
    'node_modules',
    'node-gyp',
    'bin',
    'node-gyp.js',
  );
  if (!fs.existsSync(bundled)) die('node-gyp not found (it ships with npm); reinstall npm');
  return bundled;
}

/** Where node's headers are: npm's setting, else beside this node (no download needed). */
function nodedirArgs() {
  const configured = process.env.npm_config_nodedir;
  if (configured) return [`--nodedir=${configured}`];
  const prefix = path.resolve(path.dirname(process.execPath), '..');
  return fs.existsSync(path.join(prefix, 'include', 'node', 'node_api.h'))
    ? [`--nodedir=${prefix}`]
    : [];
}

const current =
  fs.existsSync(built) && fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === want;
if (!current) {
  try {
    execFileSync(process.execPath, [nodeGyp(), 'rebuild', ...nodedirArgs()], {
      cwd: dir,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (err) {
    process.stderr.write(`${err.stdout ?? ''}${err.stderr ?? ''}`);
    die(
      'building native/fuse_wait.c failed (it needs a C compiler: apt-get install build-essential python3)',
    );
  }
  if (!fs.existsSync(built)) die(`the build left no ${built}; see the output above`);
  fs.writeFileSync(stamp, want);
}
