// The ordered tool registry: this order is the `tools/list` order.

import type { ToolDef } from './tool.js';
import { memAppend } from './tools/mem-append.js';
import { memEdit } from './tools/mem-edit.js';
import { memGrep } from './tools/mem-grep.js';
import { memInsert } from './tools/mem-insert.js';
import { memList } from './tools/mem-list.js';
import { memMkdir } from './tools/mem-mkdir.js';
import { memMove } from './tools/mem-move.js';
import { memRead } from './tools/mem-read.js';
import { memRemove } from './tools/mem-remove.js';
import { memWrite } from './tools/mem-write.js';
import { memorySearch } from './tools/memory-search.js';
import { memIndexRefresh } from './tools/mem-index-refresh.js';
import { memDiff } from './tools/mem-diff.js';
import { memLog } from './tools/mem-log.js';
import { memRevert } from './tools/mem-revert.js';
import { memSnapshot, memSnapshotList, memSnapshotRestore } from './tools/mem-snapshot.js';
import {
  memConsolidate,
  memoryFacts,
  memoryForget,
  memoryGetContext,
  memoryObserve,
} from './tools/memory.js';
import {
  memoryTaskClose,
  memoryTaskList,
  memoryTaskResume,
  memoryTaskSave,
} from './tools/memory-task.js';
import {
  memDream,
  memSessionLog,
  memorySessionContext,
  memorySessions,
  memoryTimeline,
} from './tools/memory-session.js';
import {
  memoryAbout,
  memoryAutoCreated,
  memoryConsent,
  memorySummary,
} from './tools/memory-sovereignty.js';
import { memExport, memImport } from './tools/mem-archive.js';
import { memPromote } from './tools/mem-promote.js';
import { memCompact } from './tools/mem-compact.js';
import { memSync } from './tools/mem-sync.js';

export const TOOLS: readonly ToolDef[] = [
  memRead,
  memWrite,
  memAppend,
  memEdit,
  memInsert,
  memMove,
  memPromote,
  memList,
  memGrep,
  memMkdir,
  memRemove,
  memDiff,
  memorySearch,
  memoryObserve,
  memoryGetContext,
  memIndexRefresh,
  memCompact,
  memLog,
  memRevert,
  memSnapshot,
  memSnapshotList,
  memSnapshotRestore,
  memSync,
  memConsolidate,
  memoryForget,
  memoryFacts,
  memoryTaskSave,
  memoryTaskResume,
  memoryTaskList,
  memoryTaskClose,
  memorySessions,
  memoryTimeline,
  memSessionLog,
  memorySessionContext,
  memorySummary,
  memDream,
  memoryConsent,
  memoryAbout,
  memoryAutoCreated,
  memExport,
  memImport,
];
