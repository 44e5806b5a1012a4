// The shape of a CLI verb, its help page, and the one exit-code convention every verb
// follows: 0 done, 1 the operation failed, 2 the command line is wrong (unknown verb or
// option, a missing or malformed argument: MEM_INVALID_ARG). Numbers on the command line
// are parsed strictly here, so `--limit abc` names the flag instead of saying "NaN".

import type { ParseArgsConfig } from 'node:util';
import { MemError } from '../errors/mem-error.js';

export interface Verb {
  summary: string;
  usage: string;
  /** Arguments and options with meaning, default and format: [name, description]. */
  args: [string, string][];
  /** Command lines a person can copy, each optionally followed by `  # what it does`. */
  examples: string[];
  options: NonNullable<ParseArgsConfig['options']>;
  run(values: Record<string, string | boolean | undefined>, positionals: string[]): Promise<number>;
}

export const EXIT_CODES =
  'exit status: 0 done; 1 the operation failed (the message says why); 2 the command line is wrong (fix it as the message says)';

const COMMON_ARGS: [string, string][] = [
  ['--store DIR', 'the store (default: $MNEMOFS_STORE, else ~/.local/share/mnemofs)'],
  ['-h, --help', 'this page'],
];

/** `mnemofs VERB --help`: usage, what it does, every argument, examples, exit codes. */
export function verbHelp(name: string, verb: Verb): string {
  const rows = [...verb.args, ...COMMON_ARGS];
  const width = Math.min(24, Math.max(...rows.map(([a]) => a.length)) + 2);
  const fmt = ([a, d]: [string, string]) =>
    a.length >= width ? `  ${a}\n  ${' '.repeat(width)}${d}` : `  ${a.padEnd(width)}${d}`;
  return [
    `usage: ${verb.usage}`,
    '',
    `mnemofs ${name}: ${verb.summary}`,
    '',
    'arguments and options:',
    ...rows.map(fmt),
    '',
    'examples:',
    ...verb.examples.map((e) => `  ${e}`),
    '',
    EXIT_CODES,
  ].join('\n');
}

/** A usage error: exit status 2, the message names the argument and the fix. */
export function usageError(message: string, usage?: string): MemError {
  return new MemError('MEM_INVALID_ARG', usage ? `${message}\nusage: ${usage}` : message);
}

/** A whole number ≥ min from a flag, or undefined when the flag is absent. */
export function wholeNumber(
  value: string | boolean | undefined,
  flag: string,
  min = 1,
): number | undefined {
  if (value === undefined) return undefined;
  const text = String(value);
  if (!/^\d+$/.test(text) || Number(text) < min || !Number.isSafeInteger(Number(text)))
    throw usageError(`${flag} must be a whole number ≥ ${min}; got "${text}"`);
  return Number(text);
}

/** The exit status for an error that ended a verb. */
export function exitCodeOf(err: unknown): number {
  return err instanceof MemError && err.code === 'MEM_INVALID_ARG' ? 2 : 1;
}
