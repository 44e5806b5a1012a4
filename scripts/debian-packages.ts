// Debian packages' files for the benchmarks' corpora, read from the packages' archives
// without installing them: `apt-get download` fetches the .deb (any user may, from the
// archive apt already knows), `dpkg-deb --fsys-tarfile | tar` unpacks the paths asked for
// into a cache under node_modules/.cache. Nothing is installed, configured or started —
// the fourth set alone names Postfix, OpenSSH's server and fail2ban, whose man pages are
// wanted and whose daemons are not.

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const CACHE = path.join(import.meta.dirname, '..', 'node_modules/.cache/mnemofs-bench/debs');
/**
 * What is unpacked of every package: its manuals (PostgreSQL's are under
 * /usr/share/postgresql/15/man) and its documentation.
 */
const ALWAYS = ['*/man/man[0-9]/*', './usr/share/doc/*'];

let refreshed = false;

/** The .deb of `pkg` fetched into `dir`, or undefined when apt cannot get it. */
function download(pkg: string, dir: string): string | undefined {
  const get = () => {
    // apt's download user must be able to write the directory it fetches into.
    fs.chmodSync(dir, 0o777);
    spawnSync('apt-get', ['download', pkg], { cwd: dir, stdio: 'ignore' });
    return fs.readdirSync(dir).find((f) => f.endsWith('.deb'));
  };
  let deb = get();
  // apt's lists may be missing (a fresh container) or stale: root refreshes them once.
  if (!deb && !refreshed && process.getuid?.() === 0) {
    refreshed = true;
    spawnSync('apt-get', ['update'], { stdio: 'ignore' });
    deb = get();
  }
  return deb && path.join(dir, deb);
}

/**
 * The directory holding `pkg`'s manuals, documentation and the `extra` paths (tar
 * wildcards, e.g. './usr/lib/python3/dist-packages/x/*.md') as the package would install
 * them; undefined when the package cannot be fetched (said on stderr: another archive, or
 * apt's lists missing for a user who is not root).
 */
export function unpacked(pkg: string, extra: string[] = []): string | undefined {
  const dir = path.join(CACHE, pkg);
  // The marker holds the paths unpacked: asked for more, the package is unpacked again with
  // all of them.
  const done = path.join(dir, '.unpacked');
  const had = fs.existsSync(done) ? fs.readFileSync(done, 'utf8').split('\n') : [];
  if (had.length && [...ALWAYS, ...extra].every((p) => had.includes(p))) return dir;
  const patterns = [...new Set([...ALWAYS, ...had, ...extra])];
  fs.mkdirSync(CACHE, { recursive: true });
  const tmp = fs.mkdtempSync(path.join(CACHE, '.fetch-'));
  try {
    const deb = download(pkg, tmp);
    if (!deb) {
      console.error(
        `bench: apt-get download ${pkg} failed (no such package in apt's archive, or its lists are missing: run apt-get update as root): its files are left out`,
      );
      return undefined;
    }
    fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(dir, { recursive: true });
    // A pattern that matches nothing makes tar complain, not fail to unpack the rest.
    const tar =
      'deb=$1 to=$2; shift 2; dpkg-deb --fsys-tarfile "$deb" | tar -x -C "$to" --wildcards "$@"';
    spawnSync('sh', ['-c', tar, 'sh', deb, dir, ...patterns], { stdio: 'ignore' });
    fs.writeFileSync(done, patterns.join('\n'));
    return dir;
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

/**
 * `file` (a path under `root`, an unpacked tree standing for the directory `at` of an
 * installed system) with its symbolic links followed inside `root`: a link to an absolute
 * path points into the tree, not into this machine. Undefined when a link leads out of it.
 */
export function inside(root: string, file: string, at = '/'): string | undefined {
  let here = file;
  for (let hops = 0; hops < 8; hops++) {
    let st: fs.Stats;
    try {
      st = fs.lstatSync(here);
    } catch {
      return undefined;
    }
    // (a directory on the way that links out of the tree leads out too)
    if (!st.isSymbolicLink())
      return st.isFile() && fs.realpathSync(here).startsWith(root + path.sep) ? here : undefined;
    const to = fs.readlinkSync(here);
    if (path.isAbsolute(to) && path.relative(at, to).startsWith('..')) return undefined;
    here = path.isAbsolute(to)
      ? path.join(root, path.relative(at, to))
      : path.resolve(path.dirname(here), to);
    if (!here.startsWith(root + path.sep)) return undefined;
  }
  return undefined;
}
