// A Markdown code fence that the text inside it cannot close: how untrusted text is shown
// to a model as data (recall, the second opinion on a borderline proposal).

/** A fence no run of backticks in `text` can close. */
export function fenceFor(text: string): string {
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  return '`'.repeat(Math.max(3, longest + 1));
}
