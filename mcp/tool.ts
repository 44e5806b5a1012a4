// The shape of one MCP tool: schema, description for the model, annotations, and a thin
// handler that calls the core and formats. Business logic lives in src/, never here.

import type { CallToolResult, ToolAnnotations } from '@modelcontextprotocol/sdk/types.js';
import type { z } from 'zod';
import type { OpContext } from '../src/store/context.js';
import type { Store } from '../src/store/store.js';
import type { SearchService } from '../src/search/search-service.js';
import type { HistoryService } from '../src/history/history-service.js';
import type { Progress, Snapshots } from '../src/snapshot/snapshots.js';
import type { MemoryService } from '../src/memory/memory-service.js';
import type { Sampler } from '../src/memory/extract.js';
import type { TaskService } from '../src/tasks/task-service.js';
import type { SessionService } from '../src/sessions/session-service.js';
import type { ArchiveService } from '../src/archive/archive-service.js';
import type { SyncService } from '../src/sync/sync-service.js';

/** The core services a tool may call. */
export interface Services {
  store: Store;
  search: SearchService;
  history: HistoryService;
  snapshots: Snapshots;
  memory: MemoryService;
  tasks: TaskService;
  sessions: SessionService;
  archives: ArchiveService;
  sync: SyncService;
}

/** What a call gets from its session besides its arguments. */
export interface CallExtras {
  /** Reports to a client that asked for progress (a long job); else a no-op. */
  progress: Progress;
  /** The client's model, when the client offers MCP sampling. */
  sample?: Sampler;
}

export interface ToolDef<S extends z.ZodObject = z.ZodObject> {
  name: string;
  title: string;
  description: string;
  input: S;
  /** The shape of `structuredContent` on success (declared as the tool's outputSchema). */
  output: z.ZodObject;
  annotations: ToolAnnotations;
  /** The argument holding the path, so a refusal before the store is reached logs it. */
  pathArg?: string;
  run(
    services: Services,
    ctx: OpContext,
    args: z.output<S>,
    extras: CallExtras,
  ): Promise<CallToolResult>;
}

/** Identity helper that keeps each tool's argument types tied to its own schema. */
export function defineTool<S extends z.ZodObject>(def: ToolDef<S>): ToolDef {
  return def as unknown as ToolDef;
}

/** A tool's MCP annotations; only mem_sync reaches outside the store (openWorldHint). */
export function hints(h: {
  readOnly: boolean;
  destructive: boolean;
  idempotent: boolean;
}): ToolAnnotations {
  return {
    readOnlyHint: h.readOnly,
    destructiveHint: h.destructive,
    idempotentHint: h.idempotent,
    openWorldHint: false,
  };
}
