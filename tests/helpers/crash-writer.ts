// Child process of the crash test: rewrites one file through the store in a loop, each
// version self-describing (`BEGIN n`, filler, `END n`) so a torn file is detectable, until
// it is killed with SIGKILL. usage: node --import tsx crash-writer.ts <store> <path>

import { Store } from '../../src/store/store.js';
import { context, OWNER } from '../../src/store/context.js';

const [dir, rel] = process.argv.slice(2) as [string, string];
const store = Store.open(dir);
const ctx = context(OWNER, 'system');

function version(n: number): string {
  return `BEGIN ${n}\n${`line of version ${n}\n`.repeat(2000)}END ${n}\n`;
}

let n = 0;
process.send?.('ready');
for (;;) await store.write(ctx, rel, version(n++), { overwrite: true });
