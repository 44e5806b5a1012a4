// Translation of a failed system call into the core's MemError, in one place. Callers may
// add the fix that fits their operation (e.g. "pass overwrite: true"); this table only
// knows what the kernel said about which path.

import { MemError } from '../errors/mem-error.js';
import { SysError } from './ffi.js';

export function sysToMem(err: unknown, rel: string): MemError {
  if (err instanceof MemError) return err;
  const code = err instanceof SysError ? err.code : (err as NodeJS.ErrnoException)?.code;
  if (code === undefined) throw err;
  const data = { path: rel, errno: code };
  switch (code) {
    case 'ENOENT':
      return new MemError('MEM_NOT_FOUND', `"${rel}" does not exist`, data, err);
    case 'EEXIST':
      return new MemError('MEM_EXISTS', `"${rel}" already exists`, data, err);
    case 'EXDEV':
    case 'ELOOP':
      return new MemError(
        'MEM_OUTSIDE_ROOT',
        `"${rel}" leads through a symbolic link or out of the store; mnemofs never follows links — use the real path inside the store`,
        data,
        err,
      );
    case 'ENOTDIR':
      return new MemError(
        'MEM_NOT_DIR',
        `a component of "${rel}" is a file, not a directory`,
        data,
        err,
      );
    case 'EISDIR':
      return new MemError('MEM_IS_DIR', `"${rel}" is a directory`, data, err);
    case 'ENOTEMPTY':
      return new MemError('MEM_NOT_EMPTY', `directory "${rel}" is not empty`, data, err);
    case 'ENXIO':
      return new MemError('MEM_NOT_REGULAR', `"${rel}" is not a regular file`, data, err);
    case 'ENAMETOOLONG':
      return new MemError('MEM_INVALID_ARG', `"${rel}" is too long for the filesystem`, data, err);
    case 'EINVAL':
      return new MemError(
        'MEM_INVALID_ARG',
        `the filesystem refused "${rel}" as invalid`,
        data,
        err,
      );
    case 'ENOSPC':
    case 'EDQUOT':
      return new MemError('MEM_TOO_LARGE', `no space left to write "${rel}"`, data, err);
    default:
      return new MemError('MEM_IO', `system error ${code} on "${rel}"`, data, err);
  }
}
