// Namespaces and grants, decided in one place (issue 13): which namespace a store path is
// in, which namespace is a principal's own, and whether a principal may read or change a
// namespace. Every caller — the store's path parser, the mount, search, memory, the
// sandbox's compartments — asks here, so a rule changes once.

import type { Principal } from './context.js';
import { NS_CONTAINERS, USER_NS } from './layout.js';

/** Reading, or changing: a namespace may be granted for reading only. */
export type Access = 'read' | 'write';

const CONTAINERS: readonly string[] = NS_CONTAINERS;

/** Components of `rel` that name its namespace (`user` 1, `agents/<id>` 2), 0 if none. */
export function namespaceDepth(rel: string): number {
  const slash = rel.indexOf('/');
  const first = slash < 0 ? rel : rel.slice(0, slash);
  if (first === USER_NS) return 1;
  return CONTAINERS.includes(first) && slash >= 0 && slash < rel.length - 1 ? 2 : 0;
}

/** The namespace of a store path (`user`, `agents/x`), or undefined when it has none. */
export function namespaceOf(rel: string): string | undefined {
  const depth = namespaceDepth(rel);
  if (depth === 0) return undefined;
  if (depth === 1) return USER_NS;
  const second = rel.indexOf('/', rel.indexOf('/') + 1);
  return second < 0 ? rel : rel.slice(0, second);
}

/** A principal's own namespace, where what it learns is kept: `agents/<id>`, `teams/<id>`, `user`. */
export function homeNamespace(principalId: string): string {
  const [kind, id] = principalId.split(':');
  if (kind === 'agent' && id) return `agents/${id}`;
  if (kind === 'team' && id) return `teams/${id}`;
  return USER_NS;
}

/** May `principal` read (or, with 'write', change) namespace `ns`? */
export function canUse(principal: Principal, ns: string, access: Access = 'read'): boolean {
  if (principal.grants.includes('*') || principal.grants.includes(ns)) return true;
  return access === 'read' && (principal.reads ?? []).includes(ns);
}

/** May `principal` use anything inside container `container` (`agents`, `teams`)? */
export function hasGrantUnder(principal: Principal, container: string): boolean {
  if (principal.grants.includes('*')) return true;
  return [...principal.grants, ...(principal.reads ?? [])].some((g) =>
    g.startsWith(`${container}/`),
  );
}

/** How to write the namespaces a principal may use, for error messages. */
export function namespaceHint(principal: Principal, access: Access = 'read'): string {
  if (principal.grants.includes('*')) return 'user/, agents/<id>/, teams/<id>/';
  const usable =
    access === 'write' ? principal.grants : [...principal.grants, ...(principal.reads ?? [])];
  return usable.map((g) => `${g}/`).join(', ') || '(none)';
}
