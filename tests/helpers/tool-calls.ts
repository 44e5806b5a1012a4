// For each MCP tool, the calls that put a given path in each of its path arguments — so
// escape tests cover every tool and every path slot without listing them by hand.

export interface PathCall {
  tool: string;
  args: Record<string, unknown>;
}

export function callsWithPath(p: string, own = 'user/own.md'): PathCall[] {
  return [
    { tool: 'mem_read', args: { path: p } },
    { tool: 'mem_write', args: { path: p, content: 'PWNED', overwrite: true } },
    { tool: 'mem_write', args: { path: `${p}/child.md`, content: 'PWNED' } },
    { tool: 'mem_append', args: { path: p, content: 'PWNED' } },
    { tool: 'mem_edit', args: { path: p, old_str: 'ORIGINAL', new_str: 'PWNED' } },
    { tool: 'mem_insert', args: { path: p, line: 1, text: 'PWNED' } },
    { tool: 'mem_move', args: { from: p, to: 'user/moved.md' } },
    { tool: 'mem_move', args: { from: own, to: p, overwrite: true } },
    { tool: 'mem_list', args: { path: p, recursive: true } },
    { tool: 'mem_grep', args: { pattern: 'ORIGINAL', path: p } },
    { tool: 'mem_mkdir', args: { path: p } },
    { tool: 'mem_mkdir', args: { path: `${p}/newdir` } },
    { tool: 'mem_remove', args: { path: p, recursive: true } },
  ];
}
