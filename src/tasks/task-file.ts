// A task as a file: Markdown with YAML front matter in `<namespace>/tasks/<id>.md`, so a
// task is a note like any other — versioned by the history, found by search, readable and
// editable through the mount. The front matter is parsed, never trusted: a hand-edited
// task with a bad field is named with the field and the fix.

import { MemError } from '../errors/mem-error.js';
import { joinFrontMatter, splitFrontMatter } from '../store/front-matter.js';

export const TASK_STATUSES = ['in-progress', 'blocked', 'done', 'cancelled'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];
/** What "open" means for a listing without a status. */
export const OPEN_STATUSES: readonly TaskStatus[] = ['in-progress', 'blocked'];

export const TASK_LISTS = ['next_steps', 'blockers', 'files_modified', 'decisions'] as const;
export type TaskList = (typeof TASK_LISTS)[number];

export interface Task {
  id: string;
  title: string;
  status: TaskStatus;
  /** Percent done, 0–100 (an integer; anything else is refused, never wrapped). */
  progress: number;
  next_steps: string[];
  blockers: string[];
  files_modified: string[];
  decisions: string[];
  /** The MCP sessions that saved or closed it, oldest first. */
  sessions: string[];
  created: string;
  updated: string;
  /** Free text: what someone resuming needs to know. The body of the file. */
  context: string;
}

const ID = /^[A-Za-z0-9_-]{1,128}$/;

/** Refuses an id that is not 1–128 of `[A-Za-z0-9_-]` (no path can be made of one). */
export function checkTaskId(id: string): string {
  if (!ID.test(id)) {
    throw new MemError(
      'MEM_INVALID_ARG',
      `task id "${id.slice(0, 140)}" is not valid: use 1–128 letters, digits, "-" or "_"`,
    );
  }
  return id;
}

export function taskPath(ns: string, id: string): string {
  return `${ns}/tasks/${checkTaskId(id)}.md`;
}

export function renderTask(t: Task): string {
  const { context, ...front } = t;
  return joinFrontMatter(front, context ? `${context.trimEnd()}\n` : '');
}

function bad(rel: string, what: string): MemError {
  return new MemError(
    'MEM_INVALID_ARG',
    `task file "${rel}" ${what}; fix it by hand or save the task again with memory_task_save`,
    { path: rel },
  );
}

function strings(rel: string, value: unknown, field: string): string[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string'))
    throw bad(rel, `has "${field}" that is not a list of strings`);
  return value as string[];
}

/** Parses a task file; `rel` names it in errors. */
export function parseTask(rel: string, text: string): Task {
  const { meta: f, body } = splitFrontMatter(text);
  if (Object.keys(f).length === 0) throw bad(rel, 'has no front matter (--- … ---) that is YAML');
  const text_ = (field: string): string => {
    const v = f[field];
    if (typeof v !== 'string' || v === '') throw bad(rel, `has no "${field}"`);
    return v;
  };
  const status = text_('status');
  if (!(TASK_STATUSES as readonly string[]).includes(status))
    throw bad(rel, `has status "${status}" (use one of ${TASK_STATUSES.join(', ')})`);
  const progress = f.progress;
  if (typeof progress !== 'number' || !Number.isInteger(progress) || progress < 0 || progress > 100)
    throw bad(rel, `has progress ${JSON.stringify(progress)} (a whole number 0–100)`);
  return {
    id: checkTaskId(text_('id')),
    title: text_('title'),
    status: status as TaskStatus,
    progress,
    next_steps: strings(rel, f.next_steps, 'next_steps'),
    blockers: strings(rel, f.blockers, 'blockers'),
    files_modified: strings(rel, f.files_modified, 'files_modified'),
    decisions: strings(rel, f.decisions, 'decisions'),
    sessions: strings(rel, f.sessions, 'sessions'),
    created: text_('created'),
    updated: text_('updated'),
    context: body.trimEnd(),
  };
}
