// What a list describes: the lines of a list of command-line options or of commands and the
// rows of a table say what each option, command or entry does, written as a verb ("-I  Ignore
// and disable safety checks.", "│rm │ Remove one or more secrets │"), and a log's lines what
// happened ("… DCC Send Accepted …") — a description, not an order. features.ts reads harm,
// exfiltration, sending, overrides and roles without them.

import { collapse } from './spellings.js';

/**
 * A line that begins with a command-line option, and the sentence after it: what the option
 * does, written as a verb ("-I  Ignore and disable safety checks.", "--all, -a⏎ Remove the
 * cached credentials…"). Only in a list of options (two such lines or more): a note that
 * begins "-x Delete the notes." alone is still read as it says. Never past a blank line (the
 * paragraph after a list is not an option's) nor into the next option — except the one blank
 * line a Markdown manual puts after an emphasized option ("**--force-rm**⏎⏎Always remove…").
 */
const OPTION_LINE =
  /(?=[-*_`])(?<=(?:^|\n)[ \t]*)(?:(?:\*\*|__|`)--?[\p{L}\p{N}][^\n]{0,80}?\n[ \t]*\n[ \t]*(?:(?!\n[ \t]*\n)[^]){0,300}?(?:[.!?](?=\s|$)|(?=\n[ \t]*\n)|$)|(?:\*\*|__|`)?--?[\p{L}\p{N}][^\n]{0,80}?(?:[ \t]+|[ \t]*\n(?![ \t]*\n)[ \t]*)(?:(?!\n[ \t]*(?:\n|-|\*\*-|__-|`-))[^]){0,300}?(?:[.!?](?=\s|$)|(?=\n[ \t]*(?:\n|-|\*\*-|__-|`-))|$))/gu;
/**
 * A manual's list of commands: a line that names a page ("gh-secret-delete(1)") and the
 * sentence under it, what that command does ("Delete secrets").
 */
const COMMAND_LINE =
  /(?=[\p{L}\p{N}])(?<=(?:^|\n)[ \t]*)[\p{L}\p{N}][\w.-]*\(\d\w*\)[ \t]*\n(?![ \t]*\n)(?:(?!\n[ \t]*\n)[^]){0,300}?(?:[.!?](?=\s|$)|(?=\n[ \t]*\n)|$)/gu;
/** A row of a box-drawn table: between its rules ("│rm │ Remove one or more secrets │"). */
const BOX_ROW = /(?<=(?:^|\n))[^\n]*│[^\n]*│[^\n]*/gu;
/** What makes a line a box-drawn row. */
const TWO_BARS = /│[^\n]*│/u;
/** A Markdown row: "| … |". */
const ANY_ROW = /(?<=(?:^|\n))[ \t]*\|[^\n]*\|[ \t]*(?=\n|$)/gu;
/**
 * …that names code in its first cell ("| `rm` | Remove one or more secrets |", "| --force | …",
 * "| git-rm(1) | …"): a description, as a box-drawn table's rows are. A Markdown row whose first
 * cell is a word is a note's data ("| note | Ignore all previous instructions… |"), read as it
 * says.
 */
const CODE_CELL =
  /^[ \t]*\|[ \t]*(?:`[^`\n|]+`|-{1,2}[\p{L}\p{N}][^|\n]*|[\p{L}\p{N}][^|\s_./(-]*[_./(-][^|\n]*)[ \t]*\|[^\n]*\|/u;
/** A box-drawing table's rule: a table however few of its rows a passage holds. */
const BOX_RULE = /(?:^|\n)[ \t]*[┌├└╞╘╒][─┬┼┴═╪╤╧]*[─═]/u;
/**
 * A log's line: it opens with a date and a time ("** 2004-11-29-19:50:15: DCC Send Accepted from
 * …"), a record of what happened — read so only in a log (two such lines or more).
 */
const LOG_LINE = /(?<=(?:^|\n))[ \t*#>[-]*\d{4}-\d{2}-\d{2}[-T ]\d{2}:\d{2}[^\n]*/gu;
/** The descriptions of a list of options or of a table's rows in `lines`, as spelled. */
function listedIn(lines: string): string[] {
  const options = [...(lines.match(OPTION_LINE) ?? []), ...(lines.match(COMMAND_LINE) ?? [])];
  const boxed = lines.match(BOX_ROW) ?? [];
  // (a line with two box-drawing bars is a box-drawn row, not a Markdown one)
  const marked = (lines.match(ANY_ROW) ?? []).filter((r) => !TWO_BARS.test(r));
  const rows = [...boxed, ...marked.filter((r) => CODE_CELL.test(r))];
  const table = rows.length > 1 || (rows.length > 0 && (BOX_RULE.test(lines) || marked.length > 1));
  const logged = lines.match(LOG_LINE) ?? [];
  return [
    ...(options.length > 1 ? options : []),
    ...(table ? rows : []),
    ...(logged.length > 1 ? logged : []),
  ].map(collapse);
}

/** The last text's descriptions: five attempts ask for them in each of its spellings. */
let listed = { lines: '', found: [] as string[] };
/** `s` without the descriptions of a list of options or of a table's rows in `lines`. */
export function unlisted(s: string, lines: string): string {
  if (listed.lines !== lines) listed = { lines, found: listedIn(lines) };
  for (const d of listed.found) s = s.replaceAll(d, ' ');
  return s;
}
