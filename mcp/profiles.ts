// Tool profiles: which tools a principal sees in tools/list and may call. A tool outside
// the profile is absent from the list and refused (and audited) at tools/call.

import { MemError } from '../src/errors/mem-error.js';
import { TOOLS } from './tools.js';

/** Tools only the owner can use anyway (they refuse everyone else). */
const OWNER_ONLY = ['mem_snapshot', 'mem_snapshot_list', 'mem_snapshot_restore'];

const PROFILES: Record<string, string[]> = {
  reader: TOOLS.filter((t) => t.annotations.readOnlyHint && !OWNER_ONLY.includes(t.name)).map(
    (t) => t.name,
  ),
  writer: TOOLS.filter((t) => !OWNER_ONLY.includes(t.name)).map((t) => t.name),
  full: TOOLS.map((t) => t.name),
};

/** The tool names of a profile name or an explicit list, checked against the registry. */
export function profileTools(spec: unknown, where: string): string[] {
  if (typeof spec === 'string') {
    const tools = PROFILES[spec];
    if (tools) return tools;
    throw new MemError(
      'MEM_INVALID_ARG',
      `${where}: tools profile "${spec}" is unknown; use ${Object.keys(PROFILES).join(', ')} or a list of tool names`,
    );
  }
  if (Array.isArray(spec) && spec.every((s) => typeof s === 'string')) {
    const unknown = spec.filter((s) => !TOOLS.some((t) => t.name === s));
    if (unknown.length)
      throw new MemError(
        'MEM_INVALID_ARG',
        `${where}: unknown tools ${unknown.join(', ')}; the tools are ${TOOLS.map((t) => t.name).join(', ')}`,
      );
    return spec as string[];
  }
  throw new MemError(
    'MEM_INVALID_ARG',
    `${where}: tools must be a profile name or a list of tool names`,
  );
}
