// Polls a condition with a deadline (never a fixed sleep): resolves once `check` is true,
// fails with `what` (and the last observed state) when the deadline passes. Resolves with
// the milliseconds it took.

export async function eventually(
  what: string,
  check: () => boolean | Promise<boolean>,
  ms = 5000,
  last?: () => unknown,
): Promise<number> {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > ms)
      throw new Error(
        `${what}: not within ${ms} ms${last ? ` (last: ${JSON.stringify(last())})` : ''}`,
      );
    await new Promise((r) => setTimeout(r, 20));
  }
  return Date.now() - start;
}
