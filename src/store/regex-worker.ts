// mem_grep's regular expressions run here, on a worker thread with a deadline: a pattern
// comes from the caller, and one like (a+)+$ against a long line backtracks for minutes —
// on the main thread that would stall every mount request and MCP call. A search that
// runs past its budget ends the worker (the only way to stop a running RegExp) and fails
// with the cause and the fix; the next search starts a fresh worker.

import { MemError } from '../errors/mem-error.js';
import { serveCalls, workerRole, WorkerThread } from './worker-thread.js';

const ROLE = 'mem_grep regex';

/** How long one mem_grep may spend matching, in all its files together. */
export const REGEX_BUDGET_MS = 5_000;

export class RegexWorker {
  private thread: WorkerThread | undefined;

  /**
   * Indices of the lines of `rel` that `pattern` (with `flags`) matches, if the search is
   * still before `deadline` (a Date.now() value) when they are done.
   */
  async matching(
    pattern: string,
    flags: string,
    lines: string[],
    deadline: number,
    rel: string,
  ): Promise<number[]> {
    const thread = (this.thread ??= new WorkerThread(import.meta.url, { role: ROLE }, ROLE));
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), Math.max(0, deadline - Date.now()));
    });
    try {
      const found = await Promise.race([
        thread.call<number[]>('match', [pattern, flags, lines]),
        late,
      ]);
      if (found !== 'late') return found;
      this.thread = undefined;
      await thread.close();
      throw new MemError(
        'MEM_INVALID_ARG',
        `the regular expression ran for more than ${REGEX_BUDGET_MS / 1000} s (reached ${rel}): a pattern with nested repetition such as (a+)+ backtracks without end on some lines; simplify it, narrow path, or pass regex: false to search for literal text`,
        { path: rel },
      );
    } finally {
      clearTimeout(timer);
    }
  }

  async close(): Promise<void> {
    await this.thread?.close();
    this.thread = undefined;
  }
}

if (workerRole(ROLE)) {
  // One search posts every file with the same pattern: compile it once.
  let compiled = { key: '', re: /(?:)/u };
  serveCalls({
    match(pattern: string, flags: string, lines: string[]): number[] {
      const key = `${flags}/${pattern}`;
      if (compiled.key !== key) compiled = { key, re: new RegExp(pattern, flags) };
      const { re } = compiled;
      const out: number[] = [];
      lines.forEach((line, i) => {
        if (re.test(line)) out.push(i);
      });
      return out;
    },
  });
}
