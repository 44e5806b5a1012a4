// Builds the line matcher of mem_grep: a literal (default) or a JavaScript regular
// expression. Regex syntax errors become MEM_INVALID_ARG with the fix.

import { MemError } from '../errors/mem-error.js';

export function grepMatcher(
  pattern: string,
  regex: boolean,
  ignoreCase: boolean,
): (line: string) => boolean {
  if (pattern === '')
    throw new MemError('MEM_INVALID_ARG', 'pattern is empty; give the text to search for');
  if (!regex) {
    const needle = ignoreCase ? pattern.toLowerCase() : pattern;
    return ignoreCase
      ? (line) => line.toLowerCase().includes(needle)
      : (line) => line.includes(needle);
  }
  let re: RegExp;
  try {
    re = new RegExp(pattern, grepFlags(ignoreCase));
  } catch (err) {
    throw new MemError(
      'MEM_INVALID_ARG',
      `pattern is not a valid regular expression (${(err as Error).message}); fix it, or pass regex: false to search for the literal text`,
      {},
      err,
    );
  }
  return (line) => re.test(line);
}

/** The flags mem_grep compiles a regular expression with (here and on its worker). */
export const grepFlags = (ignoreCase: boolean): string => (ignoreCase ? 'iu' : 'u');
