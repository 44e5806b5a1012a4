// The one mapping from core results and MemErrors to MCP tool results. A failure is a tool
// result the model can read (`isError: true`, the code, the cause and the fix), invalid
// arguments included; only unknown tools are JSON-RPC errors (mcp/server.ts).

import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { asMemError } from '../src/errors/mem-error.js';

export function okResult(text: string, structured?: object): CallToolResult {
  return {
    content: [{ type: 'text', text }],
    ...(structured ? { structuredContent: structured as Record<string, unknown> } : {}),
  };
}

export function errorResult(err: unknown): CallToolResult {
  const e = asMemError(err);
  return {
    content: [{ type: 'text', text: `${e.code}: ${e.message}` }],
    structuredContent: { error: { code: e.code, message: e.message } },
    isError: true,
  };
}
