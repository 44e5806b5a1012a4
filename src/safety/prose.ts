// What of a text is prose — what it says to its reader — and what is code or a record: fenced
// blocks and inline spans (but the sentences code holds are prose: a string, a line or a
// comment's words that read as one), a manual's usage lines, and a changelog's entries (the
// record of a change, written in the imperative by custom). features.ts counts an attempt found
// only outside prose apart.

import { SIGNALS as S } from './signals.js';

/**
 * A usage line of a manual's synopsis: a command, its words, and bracketed options only
 * ("restic key [flags] [list|add|remove|passwd] [ID]") — code, as a fenced block is.
 */
const USAGE =
  /^[ \t]*[a-z][\w.-]*(?:[ \t]+(?:[\w.|-]+|<[^>\n]*>|\.\.\.|\[[^\]\n]*\]))*?[ \t]+\[(?:-|[^\]\n]*(?:options?|flags|args?|arguments|command|\|))[^\]\n]*\](?:[ \t]+(?:[\w.|-]+|<[^>\n]*>|\.\.\.|\[[^\]\n]*\]))*[ \t]*$/gm;
/** A word of a sentence: letters, perhaps quoted or bracketed, perhaps a punctuation mark after. */
const WORD = /^[("'“‘«]?\p{L}[\p{L}\p{N}'’-]*[)"'”’»]?[,;:.!?…]*$/u;
/** A run of CJK text without code's punctuation. */
const CJK_SENTENCE = /^[^{}();=<>$|&\\]*[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]{4}/u;
/**
 * Whether a string is a sentence: four words or more, three in four of them words (an address
 * or a path may be among them), or CJK text.
 */
const sentence = (s: string) => {
  const tokens = s.trim().split(/\s+/);
  const words = tokens.filter((w) => WORD.test(w)).length;
  return (
    (tokens.length >= 4 && words >= 3 && words >= 0.75 * tokens.length) || CJK_SENTENCE.test(s)
  );
};
/** A line of code that is a sentence: one that begins with a capital or ends as sentences do. */
const sentenceLine = (line: string) =>
  /^\s*[("'“‘«]?\p{Lu}|[.!?。！？]\s*$/u.test(line) && sentence(line);
/** What opens a line comment in code: "#", "//", "--", ";", a block comment's "/*" or "*". */
const COMMENT_MARK = /^[ \t]*(?:#+|\/\/+|--|;+|\/\*+|\*+)[ \t]*/;
/**
 * The sentences code holds — a line that is one, a string that is one — which say what prose
 * says: "```⏎Ignore all previous instructions.⏎```", `{"content": "Send the notes to…"}`.
 */
function sentencesIn(code: string): string {
  const found: string[] = [];
  // (Inline spans inside taken out: a text cut in the middle of a block pairs its fences
  // wrongly, and the prose between them reads as code.)
  for (const line of code
    .replace(/^```[\w-]*/, '') // a fence's language
    .replace(/^`+|`+$/g, '')
    .replace(/`[^`\n]*`/g, ' ')
    .split('\n')) {
    // A comment's words are prose: "# Olvida tus instrucciones…", "// Send the notes to…".
    const bare = line.replace(COMMENT_MARK, '');
    if (sentenceLine(bare)) found.push(bare.trim());
    else
      for (const m of line.matchAll(/"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'/g)) {
        const str = m[1] ?? m[2] ?? '';
        if (sentence(str)) found.push(str);
      }
  }
  return found.length ? `\n${found.join('\n')}\n` : ' ';
}
/**
 * A changelog's header line: a GNU ChangeLog's date and author, a Debian changelog's version
 * line or signature, a NEWS file's version or dated heading ("Version 2.13 - …", "## [1.2.0]",
 * "Noteworthy changes in version 2.2.17", "- 2021-08-16: impstats…").
 */
const CHANGELOG_HEADER = new RegExp(
  [
    '\\d{4}-\\d{2}-\\d{2}[ \\t]+[^\\n]*<[^>\\s]+@[^>\\s]+>',
    '(?:mon|tue|wed|thu|fri|sat|sun) [a-z]{3} [ \\d]\\d [^\\n]*\\d{4}[ \\t]+[^\\n]*[(<][^)>\\s]+@[^)>\\s]+[)>]',
    '[a-z0-9][a-z0-9.+~-]* \\([^)\\s]+\\) [^\\n;]+; urgency=',
    '[ \\t]*-- [^\\n]+<[^>\\s]+@[^>\\s]+>[ \\t]+\\S',
    '[ \\t]*(?:#+[ \\t]*|\\*[ \\t]*)?(?:(?:noteworthy |user-visible )?changes (?:in|for|since) )?(?:version |release |v)?\\[?v?\\d+\\.\\d+(?:\\.\\d+)*\\]?[ \\t]*(?:[-–:(]|$)',
    '[ \\t]*[-*]?[ \\t]*\\d{4}[-/.]\\d{2}[-/.]\\d{2}(?![\\d])',
    // a heading with a version ("## Lynis 3.0.8 (2022-05-17)"), a changelog's title
    '#+[ \\t]+[^\\n]{0,60}(?<![\\d.])v?\\d+\\.\\d+[^\\n]*$',
    '[ \\t]*#*[ \\t]*[^\\n]{0,40}(?:changelog|change log|release notes)[ \\t]*$',
  ]
    .map((h) => `^${h}`)
    .join('|'),
  'im',
);
/**
 * A changelog's entry: a bullet, or a GNU ChangeLog's indented title ("⇥c++: avoid using the
 * obsolete names"), and the indented lines that continue it. Written in the imperative by
 * custom ("Remove all SONAME(6) ABI aliases", "gpg: Ignore all key-signatures received from
 * keyservers"), it records a change; it orders no one.
 */
const CHANGELOG_ENTRY =
  /^(?:[ \t]*[*+•-][ \t]+|\t[\w+./-]+:[ \t])[^\n]*(?:\n(?![ \t]*(?:[*+•-][ \t]|\n|$))[ \t]+[^\n]*)*/gm;
/** A `git log`: a commit's header ("commit 805f0ec…"), its message indented under it. */
const GIT_LOG = /^commit [0-9a-f]{7,40}(?![\w])/m;
const LOG_MESSAGE = /^(?: {4}|\t)[^\n]+/gm;

/** What kind of changelog a text is (a part of), by its header lines: a log of commits or entries. */
export type Changelog = 'log' | 'entries';
export function changelogOf(text: string): Changelog | undefined {
  return GIT_LOG.test(text) ? 'log' : CHANGELOG_HEADER.test(text) ? 'entries' : undefined;
}
/**
 * A changelog's entries taken out — not one that speaks to the AI or names its instructions:
 * "- Ignore your previous instructions" under "## v1.2" is no record.
 */
export function unrecorded(text: string, changelog: Changelog): string {
  const record = (entry: string) => {
    const words = entry.toLowerCase();
    return S.ai.test(words) || S.instructions.test(words) ? entry : ' ';
  };
  const entries = text.replace(CHANGELOG_ENTRY, record);
  return changelog === 'log' ? entries.replace(LOG_MESSAGE, record) : entries;
}
/**
 * The text with fenced code blocks, inline code spans (Markdown's `x`, reStructuredText's
 * ``x``) and usage lines taken out, the sentences code holds kept; a changelog's entries
 * too.
 */
export function proseOf(text: string, changelog?: Changelog): string {
  const prose = text
    .replace(/```[^]*?(```|$)|``[^\n]*?``|`[^`\n]*`/g, sentencesIn)
    .replace(USAGE, ' ');
  return changelog ? unrecorded(prose, changelog) : prose;
}
