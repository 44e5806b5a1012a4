// The attacker of the symlink-swap race test, run as its own process: in a tight loop it
// atomically exchanges a directory inside the store with a symlink to a directory outside
// (renameat2 RENAME_EXCHANGE, so the name always exists), until it gets SIGTERM. It uses
// koffi directly rather than mnemofs's own FFI so the attacker shares no code with the defence.
// usage: node --import tsx swap-attacker.ts <dir> <name> <link-name>

import koffi from 'koffi';

const [dir, name, linkName] = process.argv.slice(2) as [string, string, string];
const libc = koffi.load('libc.so.6');
const renameat2 = libc.func('int renameat2(int, str, int, str, uint32)');
const AT_FDCWD = -100;
const RENAME_EXCHANGE = 2;
process.chdir(dir);

let swaps = 0;
let stop = false;
process.on('SIGTERM', () => (stop = true));
process.send?.('ready');
const loop = () => {
  for (let i = 0; i < 2000 && !stop; i++) {
    if (renameat2(AT_FDCWD, name, AT_FDCWD, linkName, RENAME_EXCHANGE) === 0) swaps++;
  }
  if (stop) {
    // Leave the real directory in place and report.
    process.send?.({ swaps }, () => process.exit(0));
  } else setImmediate(loop);
};
loop();
