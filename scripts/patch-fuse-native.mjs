// postinstall: mends three defects of fuse-native 2.2.6's binding (two lose file times, one
// forbids caching), then rebuilds it from source (as its own install already did: the prebuilt
// binary cannot load here without Debian's libfuse2, so node-gyp-build compiled it).
//
// 1. utimens: the binding hands JavaScript the access time in both slots (fuse-native.c
//    passes `l->atime` twice), in milliseconds, and turns UTIME_NOW / UTIME_OMIT into
//    garbage; and it does not set libfuse's `flag_utime_omit_ok`, so libfuse silently drops
//    a call that sets one time only (`touch -m`, and `tar x`, which sets mtime with atime
//    UTIME_OMIT) and answers success. `touch -d`, `rsync -a`, `tar x` and `cp -p` could not
//    set a modification time. Patched: the flag is set, and JavaScript receives each time as
//    {sec, nsec}, UTIME_NOW and UTIME_OMIT kept in nsec, so the store applies them with
//    futimens and the kernel's semantics.
// 2. stat times travel as milliseconds, so every time the mount showed was cut to the
//    millisecond and a tree copied in never compared equal to its source. Patched: seconds
//    (64-bit) and nanoseconds, three words per time; JavaScript may give a bigint of
//    nanoseconds since the epoch (a Date or a number of ms still work).
// 3. No way to tell the kernel that something changed beside the mount (libfuse 2's
//    high-level API has none; its fuse_invalidate is a stub), so names and attributes could
//    not be cached at all: every stat cost a round trip to JavaScript. Patched:
//    `fuse.invalidateRootEntry(name, cb)` sends FUSE_NOTIFY_INVAL_ENTRY for a name in the
//    mount's root (with its unused dentries below), from a thread-pool thread.
//
// The binding then exports `mnemofs_ns_times = 1` and `fuse_native_invalidate_root_entry`;
// fuse/load-fuse.ts refuses to mount with a binding that lacks them, naming this script.
// Idempotent: a tree carrying this level of the patch is left alone unless the binary
// lacks it; one carrying an older level is refused (reinstall fuse-native). Exits non-zero,
// saying why, when the sources are not the version the patch was written for or the build
// fails.

import { execFileSync } from 'node:child_process';
import process from 'node:process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const MARK = 'mnemofs_ns_times';
/** This level of the patch, written into both files; bump it when the patch changes. */
const LEVEL = 'mnemofs-patch-level-2';
/** What the compiled binding must contain. */
const BUILT = [MARK, 'fuse_native_invalidate_root_entry'];

function die(message) {
  process.stderr.write(`patch-fuse-native: ${message}\n`);
  process.exit(1);
}

/** Replaces `from` (which must occur exactly once) by `to` in `text`. */
function replaceOnce(text, from, to, file) {
  const at = text.indexOf(from);
  if (at < 0 || text.indexOf(from, at + 1) >= 0) {
    die(`${file}: the code this patch mends was not found once (is fuse-native 2.2.6 installed?)`);
  }
  return text.slice(0, at) + to + text.slice(at + from.length);
}

const C_PATCHES = [
  [
    `static void uint32s_to_timespec (struct timespec* ts, uint32_t** ints) {
  uint64_t ms = uint32s_to_uint64(ints);
  ts->tv_sec = ms / 1000;
  ts->tv_nsec = (ms % 1000) * 1000000;
}`,
    `static void uint32s_to_timespec (struct timespec* ts, uint32_t** ints) {
  ts->tv_sec = uint32s_to_uint64(ints);
  ts->tv_nsec = *((*ints)++);
}`,
  ],
  [
    `  l->atime = timespec_to_uint64(&tv[0]);
  l->mtime = timespec_to_uint64(&tv[1]);
}, {
  napi_create_string_utf8(env, l->path, NAPI_AUTO_LENGTH, &(argv[2]));
  FUSE_UINT64_TO_INTS_ARGV(l->atime, 3)
  FUSE_UINT64_TO_INTS_ARGV(l->atime, 5)
})`,
    `  l->buf = tv;
}, {
  const struct timespec *tv = l->buf;
  napi_create_string_utf8(env, l->path, NAPI_AUTO_LENGTH, &(argv[2]));
  napi_create_double(env, (double) tv[0].tv_sec, &(argv[3]));
  napi_create_double(env, (double) tv[0].tv_nsec, &(argv[4]));
  napi_create_double(env, (double) tv[1].tv_sec, &(argv[5]));
  napi_create_double(env, (double) tv[1].tv_nsec, &(argv[6]));
})`,
  ],
  [
    `static const uint32_t op_utimens = 12;`,
    `static const uint32_t op_utimens = 12;\nstatic const uint32_t ${MARK} = 1;`,
  ],
  [
    `  if (implemented[op_utimens]) ops.utimens = fuse_native_utimens;`,
    `  if (implemented[op_utimens]) ops.utimens = fuse_native_utimens;\n  ops.flag_utime_omit_ok = 1;`,
  ],
  [
    `static void* start_fuse_thread (void *data) {`,
    `// ${MARK}: drops the kernel's cached entry for a name in the mount's root, and with it
// every unused dentry below it (and the attributes they carry), so names and attributes
// can be cached with timeouts and still be fresh after a change made beside the mount.
// The notification is written from a thread-pool thread: the kernel takes the root's lock
// for it, which a request waiting on the JavaScript thread may hold.
typedef struct {
  struct fuse_chan *ch;
  char name[256];
  int res;
  napi_async_work work;
  napi_ref cb;
} mnemofs_inval_t;

static void mnemofs_inval_execute (napi_env env, void *data) {
  mnemofs_inval_t *job = data;
  job->res = fuse_lowlevel_notify_inval_entry(job->ch, FUSE_ROOT_ID, job->name, strlen(job->name));
}

static void mnemofs_inval_complete (napi_env env, napi_status status, void *data) {
  mnemofs_inval_t *job = data;
  napi_value cb, global, argv[1];
  napi_get_reference_value(env, job->cb, &cb);
  napi_get_global(env, &global);
  napi_create_int32(env, job->res, &argv[0]);
  napi_call_function(env, global, cb, 1, argv, NULL);
  napi_delete_reference(env, job->cb);
  napi_delete_async_work(env, job->work);
  free(job);
}

NAPI_METHOD(fuse_native_invalidate_root_entry) {
  NAPI_ARGV(3)
  NAPI_ARGV_BUFFER_CAST(fuse_thread_t *, ft, 0);
  NAPI_ARGV_UTF8(name, 256, 1);
  mnemofs_inval_t *job = calloc(1, sizeof(mnemofs_inval_t));
  job->ch = ft->ch;
  strncpy(job->name, name, 255);
  napi_create_reference(env, argv[2], 1, &(job->cb));
  napi_value resource;
  napi_create_string_utf8(env, "mnemofs_invalidate", NAPI_AUTO_LENGTH, &resource);
  napi_create_async_work(env, NULL, resource, mnemofs_inval_execute, mnemofs_inval_complete, job, &(job->work));
  napi_queue_async_work(env, job->work);
  return NULL;
}

static void* start_fuse_thread (void *data) {`,
  ],
  [`#include <fuse_common.h>`, `#include <fuse_common.h>\n#include <fuse_lowlevel.h>`],
  [
    `  NAPI_EXPORT_FUNCTION(fuse_native_signal_utimens)`,
    `  NAPI_EXPORT_FUNCTION(fuse_native_signal_utimens)\n  NAPI_EXPORT_FUNCTION(fuse_native_invalidate_root_entry)`,
  ],
  [
    `  NAPI_EXPORT_UINT32(op_utimens)`,
    `  NAPI_EXPORT_UINT32(op_utimens)\n  NAPI_EXPORT_UINT32(${MARK})`,
  ],
];

const JS_PATCHES = [
  [
    `  _op_utimens (signal, path, atimeLow, atimeHigh, mtimeLow, mtimeHigh) {
    const atime = getDoubleArg(atimeLow, atimeHigh)
    const mtime = getDoubleArg(mtimeLow, mtimeHigh)
    this.ops.utimens(path, atime, mtime, err => {`,
    `  _op_utimens (signal, path, atimeSec, atimeNsec, mtimeSec, mtimeNsec) {
    const atime = { sec: atimeSec, nsec: atimeNsec }
    const mtime = { sec: mtimeSec, nsec: mtimeNsec }
    this.ops.utimens(path, atime, mtime, err => {`,
  ],
  [`  const ints = new Uint32Array(18)`, `  const ints = new Uint32Array(21)`],
  [
    `  setDoubleInt(ints, 12, toDateMS(stat && stat.atime))
  setDoubleInt(ints, 14, toDateMS(stat && stat.mtime))
  setDoubleInt(ints, 16, toDateMS(stat && stat.ctime))`,
    `  setTime(ints, 12, stat && stat.atime)
  setTime(ints, 15, stat && stat.mtime)
  setTime(ints, 18, stat && stat.ctime)`,
  ],
  [
    `function toDateMS (st) {`,
    `// ${MARK}: a time as seconds (two words) and nanoseconds (one word); a bigint is
// nanoseconds since the epoch, a number milliseconds, a Date itself, nothing now.
function setTime (arr, idx, t) {
  const ns = typeof t === 'bigint' ? t : BigInt(Math.round(toDateMS(t) * 1e6))
  const clamped = ns < 0n ? 0n : ns
  setDoubleInt(arr, idx, Number(clamped / 1000000000n))
  arr[idx + 2] = Number(clamped % 1000000000n)
}

function toDateMS (st) {`,
  ],
  [
    `const binding = require('node-gyp-build')(__dirname)`,
    `const binding = require('node-gyp-build')(__dirname)\nconst ${MARK} = binding.${MARK} === 1`,
  ],
  [
    `  unmount (cb) {`,
    `  // ${MARK}: the kernel forgets the root entry \`name\` and what is cached below it;
  // \`cb(res)\` gets 0 or a negative errno (-ENOENT when it had nothing cached).
  invalidateRootEntry (name, cb) {
    binding.fuse_native_invalidate_root_entry(this._thread, name, cb)
  }

  unmount (cb) {`,
  ],
  [`module.exports = Fuse`, `module.exports = Fuse\nmodule.exports.${MARK} = ${MARK}`],
];

function patchFile(file, patches) {
  let text = fs.readFileSync(file, 'utf8');
  if (text.includes(LEVEL)) return;
  if (text.includes(MARK)) {
    die(`${file} carries an older mnemofs patch: rm -rf node_modules/fuse-native && npm ci`);
  }
  for (const [from, to] of patches) text = replaceOnce(text, from, to, file);
  fs.writeFileSync(file, `/* ${LEVEL} (scripts/patch-fuse-native.mjs) */\n${text}`);
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

function bindingHasMark(dir) {
  const built = path.join(dir, 'build', 'Release', 'fuse.node');
  if (!fs.existsSync(built)) return false;
  const binary = fs.readFileSync(built);
  return BUILT.every((name) => binary.includes(name));
}

const dir = path.dirname(require.resolve('fuse-native/package.json'));
const version = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).version;
if (version !== '2.2.6') die(`written for fuse-native 2.2.6, found ${version}: review the patch`);

patchFile(path.join(dir, 'fuse-native.c'), C_PATCHES);
patchFile(path.join(dir, 'index.js'), JS_PATCHES);
if (!bindingHasMark(dir)) {
  process.stderr.write('patch-fuse-native: rebuilding fuse-native with nanosecond times\n');
  try {
    execFileSync(process.execPath, [nodeGyp(), 'rebuild', ...nodedirArgs()], {
      cwd: dir,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  } catch {
    die(
      'building fuse-native failed (it needs a C compiler: apt-get install build-essential python3)',
    );
  }
  if (!bindingHasMark(dir)) die('the rebuilt binding lacks the patch; see the build output above');
}
