// The one error type of the core. Every failure a front end can report is a MemError with
// a code from the closed set below; adapters translate codes once (mcp/result.ts, and the
// FUSE errno table) and never parse messages. Messages name the cause and the fix.

export const MEM_CODES = {
  /** The path (or a component of it) does not exist. */
  MEM_NOT_FOUND: 'MEM_NOT_FOUND',
  /** The target exists and the call did not ask to replace it. */
  MEM_EXISTS: 'MEM_EXISTS',
  /** The path leaves the store: `..`, absolute, or a symbolic link anywhere in it (EXDEV, ELOOP). */
  MEM_OUTSIDE_ROOT: 'MEM_OUTSIDE_ROOT',
  /** The path names a reserved entry (`.mnemofs`, `.git`, a git control file) or a look-alike of one. */
  MEM_RESERVED: 'MEM_RESERVED',
  /** The principal is not granted the namespace the path lies in, or the path has no namespace. */
  MEM_FORBIDDEN: 'MEM_FORBIDDEN',
  /** Content or a file is over a configured size cap. */
  MEM_TOO_LARGE: 'MEM_TOO_LARGE',
  /** An argument is malformed: NUL byte, overlong name, bad line number, bad regex, … */
  MEM_INVALID_ARG: 'MEM_INVALID_ARG',
  /** The store is in a state that refuses the call (held by another process, changed underneath). */
  MEM_CONFLICT: 'MEM_CONFLICT',
  /** A path component that must be a directory is a file (ENOTDIR). */
  MEM_NOT_DIR: 'MEM_NOT_DIR',
  /** A file operation named a directory (EISDIR). */
  MEM_IS_DIR: 'MEM_IS_DIR',
  /** A directory to remove is not empty and the call was not recursive (ENOTEMPTY). */
  MEM_NOT_EMPTY: 'MEM_NOT_EMPTY',
  /** The entry is not a regular file or directory (FIFO, device, socket), or is hard-linked. */
  MEM_NOT_REGULAR: 'MEM_NOT_REGULAR',
  /** `mem_edit` found its `old_str` zero times or more than once. */
  MEM_NO_MATCH: 'MEM_NO_MATCH',
  /** An operation this front end never performs: a symbolic or hard link, a device node, a FIFO. */
  MEM_UNSUPPORTED: 'MEM_UNSUPPORTED',
  /** An operating-system error with no better code; the errno is in `data.errno`. */
  MEM_IO: 'MEM_IO',
} as const;

export type MemCode = keyof typeof MEM_CODES;

export interface MemErrorData {
  /** Store-relative path the error is about, when there is one. */
  path?: string;
  /** OS error name (`ENOENT`, `ELOOP`, …) when the error came from a system call. */
  errno?: string;
  [key: string]: unknown;
}

export class MemError extends Error {
  override readonly name = 'MemError';
  readonly code: MemCode;
  readonly data: MemErrorData;

  constructor(code: MemCode, message: string, data: MemErrorData = {}, cause?: unknown) {
    super(message, cause === undefined ? undefined : { cause });
    this.code = code;
    this.data = data;
  }
}

/** A MemError for anything thrown that is not one already (a bug or an unexpected OS error). */
export function asMemError(err: unknown): MemError {
  if (err instanceof MemError) return err;
  const message = err instanceof Error ? err.message : String(err);
  return new MemError('MEM_IO', `internal error: ${message}`, {}, err);
}
