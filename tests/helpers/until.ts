// Waiting for an effect another process brings about (a reload, a commit, an exit), polled
// every 100 ms; a timeout fails with what was awaited. Tests assert effects, never timings.

export async function until(what: string, ok: () => boolean, ms = 15_000): Promise<void> {
  const end = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
