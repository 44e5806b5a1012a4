// The test hook for crash safety: MNEMOFS_CRASH_AT=<point> kills this process with SIGKILL
// when it reaches that point of a multi-step operation (a snapshot restore, a
// consolidation), so tests can prove what a real crash there leaves behind.

export function crashPoint(name: string): void {
  if (process.env.MNEMOFS_CRASH_AT === name) process.kill(process.pid, 'SIGKILL');
}
