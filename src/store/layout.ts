// The on-disk layout of a store (SPEC "On disk"): names the rest of the code refers to.

export const META_DIR = '.mnemofs';
export const AUDIT_FILE = `${META_DIR}/audit.jsonl`;
export const TMP_DIR = `${META_DIR}/tmp`;
/** Each MCP session's scratch area (`scratch/…` in the file tools): never versioned or indexed. */
export const SCRATCH_DIR = `${META_DIR}/scratch`;
/** flock'ed around every change to `.git/`, across processes. */
export const GIT_LOCK = `${META_DIR}/git.lock`;
export const USER_NS = 'user';
/** Containers whose children are namespaces: `agents/<id>/`, `teams/<id>/`. */
export const NS_CONTAINERS = ['agents', 'teams'] as const;

/** Names reserved at any depth: never created, listed, written or removed by tools. */
export const RESERVED_ANYWHERE = ['.mnemofs', '.git'];
/** Git control files, reserved at the store root. */
export const RESERVED_AT_ROOT = ['.gitignore', '.gitattributes', '.gitmodules'];

export const GITIGNORE = `# written by mnemofs init: derived data and the audit log stay out of history\n/${META_DIR}/\n`;

/** True for the store's repository, `.git`, and anything under it. */
export function isGitPath(rel: string): boolean {
  return rel === '.git' || rel.startsWith('.git/');
}
