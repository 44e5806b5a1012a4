// What the store's file operations return: the shapes the MCP tools put in
// structuredContent (mcp/output.ts declares them) and the CLI prints.

import type { ListEntry } from '../sandbox/stat.js';

export interface ReadResult {
  path: string;
  content: string;
  bytes: number;
  truncated: boolean;
  next_offset?: number;
  total_lines: number;
}

export interface WriteResult {
  path: string;
  bytes: number;
  created: boolean;
}

export interface Entry {
  path: string;
  type: ListEntry['type'];
  bytes: number;
  mtime: string;
  /** Permission bits in octal, as `ls -l` and chmod take them: `0644`. */
  mode: string;
}

export interface GrepMatch {
  path: string;
  line: number;
  text: string;
}
