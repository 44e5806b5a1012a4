// Where this install lives, for what `service install` and `client-config` write: the node
// binary that runs now and the built CLI entry beside this file. Absolute paths, so a unit
// or a client config works whatever the PATH and working directory of whoever starts it.

import { fileURLToPath } from 'node:url';

export const NODE = process.execPath;
export const CLI_MAIN = fileURLToPath(new URL('./main.js', import.meta.url));
/** The docs/ of this install (dist/src/cli/ → the package root). */
export const DOCS_DIR = fileURLToPath(new URL('../../../docs/', import.meta.url));

/** `mnemofs mcp` as argv for this install: [command, ...args]. */
export function mcpArgv(store: string, as: string | undefined): [string, string[]] {
  return [NODE, [CLI_MAIN, 'mcp', '--store', store, ...(as ? ['--as', as] : [])]];
}
