// Cross-session tasks (memory_task_save, _resume, _list, _close): what an agent was doing,
// how far it got and what comes next, kept so that the next session picks it up. A task is
// a file in the principal's own namespace (task-file.ts) written through the store: one
// audit line per call, a change event (history, search), the size cap, and the reader's
// grants — a principal lists and resumes tasks only in namespaces it may read, and saves or
// closes only in ones it may write.

import crypto from 'node:crypto';
import { MemError } from '../errors/mem-error.js';
import type { HistoryService } from '../history/history-service.js';
import type { CommitInfo } from '../history/repository.js';
import { source } from '../store/change.js';
import type { OpContext } from '../store/context.js';
import { canUse, homeNamespace } from '../store/namespace.js';
import type { Store } from '../store/store.js';
import { vanished } from '../store/walk.js';
import {
  OPEN_STATUSES,
  checkTaskId,
  parseTask,
  renderTask,
  taskPath,
  type Task,
  type TaskList,
  type TaskStatus,
} from './task-file.js';

export type TaskFields = Partial<
  Pick<Task, 'title' | 'status' | 'progress' | 'context' | TaskList>
>;

export interface TaskSummary {
  id: string;
  path: string;
  title: string;
  status: TaskStatus;
  progress: number;
  next_steps: number;
  blockers: number;
  updated: string;
}

/** A time-ordered id: later tasks sort after earlier ones. */
function newTaskId(): string {
  return `t${Date.now().toString(36)}-${crypto.randomBytes(3).toString('hex')}`;
}

export class TaskService {
  constructor(
    private readonly store: Store,
    private readonly history: HistoryService,
  ) {}

  /** Creates a task, or updates one of the caller's (fields given replace, lists whole). */
  save(ctx: OpContext, args: TaskFields & { id?: string }) {
    return this.store.auditedAsync(ctx, 'memory_task_save', args.id, async (d) => {
      const ns = homeNamespace(ctx.principal.id);
      if (!canUse(ctx.principal, ns, 'write'))
        throw new MemError(
          'MEM_FORBIDDEN',
          `${ctx.principal.id} may not write ${ns}/, where its tasks are kept`,
        );
      const id = args.id === undefined ? newTaskId() : checkTaskId(args.id);
      const rel = taskPath(ns, id);
      d.path = rel;
      d.ns = ns;
      const existing = this.load(rel);
      if (!existing && !args.title)
        throw new MemError('MEM_INVALID_ARG', `task "${id}" does not exist yet: give it a title`);
      const now = new Date().toISOString();
      const fields = Object.fromEntries(
        Object.entries(args).filter(([k, v]) => k !== 'id' && v !== undefined),
      );
      const task: Task = {
        ...(existing ?? emptyTask(id, now)),
        ...fields,
        updated: now,
      };
      task.sessions = withSession(task.sessions, ctx.session);
      d.bytes = await this.write(ctx, 'memory_task_save', rel, task);
      return { task, path: rel, created: existing === undefined };
    });
  }

  /** A task by id, with the commits that changed it (what was done, when, by whom). */
  resume(ctx: OpContext, id: string) {
    return this.store.auditedAsync(ctx, 'memory_task_resume', id, async (d) => {
      const { rel, task } = this.find(ctx, id, 'read');
      d.path = rel;
      const commits: CommitInfo[] = await this.history.log({ ...ctx, op: 'mem_log' }, rel, 20);
      return { task, path: rel, commits };
    });
  }

  /** Tasks in every namespace the caller may read; open ones (in progress, blocked) by default. */
  list(ctx: OpContext, status?: TaskStatus) {
    return this.store.auditedAsync(ctx, 'memory_task_list', undefined, async (d) => {
      const wanted: readonly TaskStatus[] = status ? [status] : OPEN_STATUSES;
      const tasks: TaskSummary[] = [];
      const unreadable: { path: string; error: string }[] = [];
      for (const ns of this.store.files.namespaces(ctx.principal)) {
        for (const name of this.names(`${ns}/tasks`)) {
          if (!name.endsWith('.md')) continue;
          const rel = `${ns}/tasks/${name}`;
          try {
            const t = this.load(rel);
            if (t && wanted.includes(t.status)) tasks.push(summary(rel, t));
          } catch (err) {
            unreadable.push({ path: rel, error: (err as Error).message });
          }
        }
      }
      tasks.sort((a, b) => (a.updated < b.updated ? 1 : a.updated > b.updated ? -1 : 0));
      d.count = tasks.length;
      return { tasks, unreadable };
    });
  }

  /** Marks a task done (progress 100), with the reason appended to its context. */
  close(ctx: OpContext, id: string, reason?: string) {
    return this.store.auditedAsync(ctx, 'memory_task_close', id, async (d) => {
      const { rel, task } = this.find(ctx, id, 'write');
      d.path = rel;
      const now = new Date().toISOString();
      task.status = 'done';
      task.progress = 100;
      task.updated = now;
      task.context = [task.context, `**Closed** ${now}${reason ? `: ${reason}` : ''}`]
        .filter((s) => s !== '')
        .join('\n\n');
      task.sessions = withSession(task.sessions, ctx.session);
      d.bytes = await this.write(ctx, 'memory_task_close', rel, task);
      return { task, path: rel };
    });
  }

  /** The task `id`: the caller's own first, then any namespace it may use so. */
  private find(ctx: OpContext, id: string, access: 'read' | 'write'): { rel: string; task: Task } {
    checkTaskId(id);
    const home = homeNamespace(ctx.principal.id);
    const others = this.store.files.namespaces(ctx.principal).filter((ns) => ns !== home);
    for (const ns of [home, ...others]) {
      if (!canUse(ctx.principal, ns, access)) continue;
      const rel = taskPath(ns, id);
      const task = this.load(rel);
      if (task) return { rel, task };
    }
    throw new MemError(
      'MEM_NOT_FOUND',
      `no task "${id}" in a namespace ${ctx.principal.id} may ${access}; memory_task_list shows the tasks there are`,
    );
  }

  private load(rel: string): Task | undefined {
    let buf: Buffer;
    try {
      buf = this.store.files.read(rel, this.store.limits.maxWriteBytes);
    } catch (err) {
      if (vanished(err)) return undefined;
      throw err;
    }
    return parseTask(rel, buf.toString('utf8'));
  }

  private names(dir: string): string[] {
    try {
      return this.store.files.names(dir);
    } catch (err) {
      if (vanished(err)) return [];
      throw err;
    }
  }

  private async write(ctx: OpContext, op: string, rel: string, task: Task): Promise<number> {
    const data = Buffer.from(renderTask(task), 'utf8');
    this.store.checkSize(data.length, 'saving', rel);
    this.store.files.write(rel, data);
    await this.store.changed({ kind: 'file', path: rel, by: source(ctx, op) });
    return data.length;
  }
}

function emptyTask(id: string, now: string): Task {
  return {
    id,
    title: '',
    status: 'in-progress',
    progress: 0,
    next_steps: [],
    blockers: [],
    files_modified: [],
    decisions: [],
    sessions: [],
    created: now,
    updated: now,
    context: '',
  };
}

function withSession(sessions: string[], session: string | undefined): string[] {
  return session && !sessions.includes(session) ? [...sessions, session] : sessions;
}

function summary(path: string, t: Task): TaskSummary {
  return {
    id: t.id,
    path,
    title: t.title,
    status: t.status,
    progress: t.progress,
    next_steps: t.next_steps.length,
    blockers: t.blockers.length,
    updated: t.updated,
  };
}
