// The one table from core errors to errno for the mount. A MemError that came from a system
// call keeps the kernel's own errno (so the mount answers as the backing filesystem would);
// the others map by code.

import os from 'node:os';
import { asMemError, type MemCode } from '../src/errors/mem-error.js';

const E = os.constants.errno;

const BY_CODE: Record<MemCode, number> = {
  MEM_NOT_FOUND: E.ENOENT,
  MEM_EXISTS: E.EEXIST,
  MEM_OUTSIDE_ROOT: E.ELOOP,
  MEM_RESERVED: E.EACCES,
  MEM_FORBIDDEN: E.EACCES,
  MEM_TOO_LARGE: E.EFBIG,
  MEM_INVALID_ARG: E.EINVAL,
  MEM_CONFLICT: E.EBUSY,
  MEM_NOT_DIR: E.ENOTDIR,
  MEM_IS_DIR: E.EISDIR,
  MEM_NOT_EMPTY: E.ENOTEMPTY,
  MEM_NOT_REGULAR: E.EACCES,
  MEM_NO_MATCH: E.EINVAL,
  MEM_UNSUPPORTED: E.EPERM,
  MEM_IO: E.EIO,
};

/** Negative errno for the op table's callbacks. */
export function toErrno(err: unknown): number {
  const e = asMemError(err);
  const fromKernel =
    typeof e.data.errno === 'string' ? (E as Record<string, number>)[e.data.errno] : undefined;
  return -(fromKernel ?? BY_CODE[e.code]);
}
