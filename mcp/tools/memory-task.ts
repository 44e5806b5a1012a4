// memory_task_save, memory_task_resume, memory_task_list, memory_task_close: tasks that
// outlive a session (src/tasks/). Formatting only; the rules live in TaskService.

import { z } from 'zod';
import { TASK_STATUSES, type Task } from '../../src/tasks/task-file.js';
import { commit, time } from '../output.js';
import { okResult } from '../result.js';
import { defineTool, hints } from '../tool.js';

const taskId = z.string().max(128).describe('The task id (letters, digits, "-", "_").');
const items = (what: string) =>
  z.array(z.string().max(2000)).max(200).optional().describe(`${what} (replaces the whole list).`);

const task = z.looseObject({
  id: z.string(),
  title: z.string(),
  status: z.enum(TASK_STATUSES),
  progress: z.number(),
  next_steps: z.array(z.string()),
  blockers: z.array(z.string()),
  files_modified: z.array(z.string()),
  decisions: z.array(z.string()),
  sessions: z.array(z.string()).describe('the MCP sessions that saved or closed it'),
  created: time,
  updated: time,
  context: z.string(),
});

/** The task as a briefing a model can act on. */
function brief(t: Task, path: string): string {
  const list = (head: string, xs: string[], fmt = (x: string) => x) =>
    xs.length ? `\n\n### ${head}\n${xs.map((x, i) => `${i + 1}. ${fmt(x)}`).join('\n')}` : '';
  return (
    `## Task ${t.id}: ${t.title} (${t.status}, ${t.progress}%)\n(${path}; updated ${t.updated})` +
    list('Next steps', t.next_steps) +
    list('Blockers', t.blockers) +
    list('Files modified', t.files_modified, (f) => `\`${f}\``) +
    list('Decisions', t.decisions) +
    (t.context ? `\n\n### Context\n${t.context}` : '')
  );
}

export const memoryTaskSave = defineTool({
  name: 'memory_task_save',
  title: 'Save a task',
  description:
    'Save what you are working on so a later session can resume it: a new task (give a title; an id is made unless you give one) or an update of an existing one by id (only the fields you give change; a list replaces the whole list). Kept as a Markdown file in your namespace (tasks/<id>.md), versioned and searchable.',
  input: z.object({
    id: taskId.optional(),
    title: z.string().min(1).max(300).optional().describe('Required for a new task.'),
    status: z.enum(TASK_STATUSES).optional().describe('Default in-progress.'),
    progress: z.number().int().min(0).max(100).optional().describe('Percent done, 0–100.'),
    next_steps: items('What to do next'),
    blockers: items('What stands in the way'),
    files_modified: items('Files touched'),
    decisions: items('Decisions made and why'),
    context: z.string().max(100_000).optional().describe('What someone resuming needs to know.'),
  }),
  output: z.looseObject({ task, path: z.string(), created: z.boolean() }),
  annotations: hints({ readOnly: false, destructive: false, idempotent: false }),
  async run({ tasks }, ctx, args) {
    const r = await tasks.save(ctx, args);
    return okResult(
      `task ${r.created ? 'created' : 'saved'}: ${r.task.id} (${r.task.status}, ${r.task.progress}%) in ${r.path}`,
      r,
    );
  },
});

export const memoryTaskResume = defineTool({
  name: 'memory_task_resume',
  title: 'Resume a task',
  description:
    'Load a task by id to continue it: its status, progress, next steps, blockers, files, decisions and context, the sessions that worked on it, and the commits that changed it.',
  input: z.object({ id: taskId }),
  output: z.looseObject({ task, path: z.string(), commits: z.array(commit) }),
  annotations: hints({ readOnly: true, destructive: false, idempotent: true }),
  async run({ tasks }, ctx, args) {
    const r = await tasks.resume(ctx, args.id);
    const sessions = r.task.sessions.length ? `\n\nSessions: ${r.task.sessions.join(', ')}` : '';
    return okResult(`${brief(r.task, r.path)}${sessions}`, r);
  },
});

export const memoryTaskList = defineTool({
  name: 'memory_task_list',
  title: 'List tasks',
  description:
    'List tasks in the namespaces you may read, most recently updated first. Without a status: the open ones (in-progress and blocked).',
  input: z.object({
    status: z
      .enum(TASK_STATUSES)
      .optional()
      .describe('Only tasks with this status (default: in-progress and blocked).'),
  }),
  output: z.looseObject({
    tasks: z.array(
      z.looseObject({
        id: z.string(),
        path: z.string(),
        title: z.string(),
        status: z.enum(TASK_STATUSES),
        progress: z.number(),
        next_steps: z.number().describe('how many'),
        blockers: z.number().describe('how many'),
        updated: time,
      }),
    ),
    unreadable: z
      .array(z.looseObject({ path: z.string(), error: z.string() }))
      .describe('task files that could not be parsed (edited by hand), with the reason'),
  }),
  annotations: hints({ readOnly: true, destructive: false, idempotent: true }),
  async run({ tasks }, ctx, args) {
    const r = await tasks.list(ctx, args.status);
    const lines = r.tasks.map((t) => `${t.id}  ${t.status} ${t.progress}%  ${t.title}`);
    const bad = r.unreadable.map((u) => `unreadable: ${u.path}: ${u.error}`);
    return okResult([...lines, ...bad].join('\n') || 'no tasks', r);
  },
});

export const memoryTaskClose = defineTool({
  name: 'memory_task_close',
  title: 'Close a task',
  description:
    'Mark a task done (progress 100%), with an optional reason added to its context. The task stays, as history of what was done.',
  input: z.object({
    id: taskId,
    reason: z.string().max(2000).optional().describe('Why it is done; added to its context.'),
  }),
  output: z.looseObject({ task, path: z.string() }),
  annotations: hints({ readOnly: false, destructive: false, idempotent: true }),
  async run({ tasks }, ctx, args) {
    const r = await tasks.close(ctx, args.id, args.reason);
    return okResult(`task ${r.task.id} closed (done) in ${r.path}`, r);
  },
});
