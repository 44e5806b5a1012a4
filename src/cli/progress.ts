// Progress of a long job (indexing, snapshot, restore) as one rewritten line on a TTY:
// what is done, of how many, and how fast. Quiet when stderr is not a terminal (SPEC, CLI).

/** `mnemofs: archiving files… 1200/5000 (24 %, 830/s)`. */
export function progressLine(
  label: string,
  done: number,
  total: number | undefined,
  began: number,
): string {
  const rate = Math.round(done / Math.max((Date.now() - began) / 1000, 0.001));
  const share = total ? `/${total} (${Math.floor((100 * done) / total)} %, ` : ' (';
  return `mnemofs: ${label}… ${done}${share}${rate}/s)`;
}
