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
 * Files outside the store that still do their own I/O through the sandbox (issue 13, step
 * 1 not finished: docs/ARCHITECTURE.md, "Debt"). The list may only shrink: a file on it
 * that no longer imports the sandbox fails the test until it is taken off.
 */
export const SANDBOX_DEBT = [
  'src/audit/audit-log.ts',
  'src/audit/audit-reader.ts',
  'src/cli/commands/doctor.ts',
  'src/cli/config.ts',
  'src/cli/serve-socket.ts',
  'src/snapshot/snapshots.ts',
  'src/snapshot/tar-reader.ts',
  'src/snapshot/tar-writer.ts',
];

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
export function importViolations(files: SourceFile[], debt: string[] = SANDBOX_DEBT): string[] {
  const out: string[] = [];
  const onDebt = new Set<string>();
  for (const { file, imports } of files) {
    const from = partOf(file);
    for (const spec of imports) {
      const target = resolve(file, spec);
      const to = target ? partOf(target) : spec;
      if (from.startsWith('src/') && from !== 'src/cli') {
        if (
          ADAPTERS.includes(to) ||
          spec === 'fuse-native' ||
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
      const fileOp =
        to === 'src/sandbox' && SANDBOX_FILE_OPS.includes(path.posix.basename(target ?? '', '.js'));
      if (fileOp && from.startsWith('src/') && !['src/sandbox', 'src/store'].includes(from)) {
        if (debt.includes(file)) onDebt.add(file);
        else
          out.push(
            `${file} imports ${spec}: only the store holds the sandbox — add a store method instead`,
          );
      }
    }
  }
  const scanned = new Set(files.map((f) => f.file));
  for (const file of debt)
    if (scanned.has(file) && !onDebt.has(file))
      out.push(`${file} no longer imports the sandbox: take it off SANDBOX_DEBT`);
  return out;
}
