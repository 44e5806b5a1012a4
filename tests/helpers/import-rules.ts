// The import rules docs/ARCHITECTURE.md draws, as one checker over (file, imports) pairs, so
// the architecture test runs it on the real tree and on a fixture that must fail.

import path from 'node:path';

export interface SourceFile {
  /** Repository-relative path, `/`-separated: `fuse/ops.ts`. */
  file: string;
  /** The module specifiers it imports or re-exports. */
  imports: string[];
}

const ADAPTERS = ['fuse', 'mcp', 'web'];

/** The sandbox's file operations: whoever imports one holds the store's files. */
const SANDBOX_FILE_OPS = [
  'sandbox-root',
  'sandbox-file',
  'atomic-write',
  'remove-tree',
  'ffi',
  'watch-tree',
  'sys-error',
];

/**
 * The parts that hold the sandbox: the sandbox itself, the store, and the audit log — the
 * store's own file, opened by Store.open and read through StoreFiles; nothing else holds it.
 */
const HOLDERS = ['src/sandbox', 'src/store', 'src/audit'];

/** The top-level part a file or resolved import belongs to: `fuse`, `mcp`, `src/store`, … */
function partOf(file: string): string {
  const [top, second] = file.split('/');
  return top === 'src' ? `src/${second}` : (top as string);
}

/** Where a relative specifier points, repository-relative; undefined for a package. */
function resolve(from: string, spec: string): string | undefined {
  if (!spec.startsWith('.')) return undefined;
  return path.posix.normalize(path.posix.join(path.posix.dirname(from), spec));
}

/** Every broken rule, one sentence each; empty when the tree keeps them all. */
export function importViolations(files: SourceFile[]): string[] {
  const out: string[] = [];
  for (const { file, imports } of files) {
    const from = partOf(file);
    for (const spec of imports) {
      const target = resolve(file, spec);
      const to = target ? partOf(target) : spec;
      if (from.startsWith('src/') && from !== 'src/cli') {
        if (
          ADAPTERS.includes(to) ||
          spec === 'fuse-shared-library' ||
          spec.startsWith('@modelcontextprotocol/')
        )
          out.push(
            `${file} imports ${spec}: src/ never imports an adapter (only src/cli/ wires them)`,
          );
      }
      if (ADAPTERS.includes(from)) {
        if (to === 'src/sandbox')
          out.push(`${file} imports ${spec}: adapters go through the store, never the sandbox`);
        if (ADAPTERS.includes(to) && to !== from)
          out.push(`${file} imports ${spec}: an adapter never imports another adapter`);
      }
      if (from === 'native' && target !== undefined)
        out.push(
          `${file} imports ${spec}: native/ is a leaf — it loads the addon and imports nothing of mnemofs`,
        );
      const fileOp =
        to === 'src/sandbox' && SANDBOX_FILE_OPS.includes(path.posix.basename(target ?? '', '.js'));
      if (fileOp && from.startsWith('src/') && !HOLDERS.includes(from))
        out.push(
          `${file} imports ${spec}: only the store holds the sandbox — add a store method instead`,
        );
    }
  }
  return out;
}
