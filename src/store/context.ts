// Who is calling and from where. Every store call takes an OpContext; nothing about the
// caller is global. Today one principal (the owner, granted every namespace) exists; the
// grants are still checked on every call so scopes can be added without touching callers.

import crypto from 'node:crypto';
import type { Origin } from '../audit/audit-entry.js';

export interface Principal {
  /** `owner`, `agent:<id>`, `team:<id>`. */
  id: string;
  /** Namespaces this principal may use (`user`, `agents/coder`), or `*` for all. */
  grants: readonly string[];
}

export const OWNER: Principal = { id: 'owner', grants: ['*'] };

export interface OpContext {
  principal: Principal;
  origin: Origin;
  /** One per MCP request or FUSE file handle. */
  traceId: string;
  /** MCP session id. */
  session?: string;
  /** The front end's name for the op (`mem_write`, `fuse.unlink`); defaults to the store's. */
  op?: string;
}

export function newTraceId(): string {
  return crypto.randomBytes(8).toString('hex');
}

export function context(
  principal: Principal,
  origin: Origin,
  extra: Partial<Omit<OpContext, 'principal' | 'origin'>> = {},
): OpContext {
  return { principal, origin, traceId: extra.traceId ?? newTraceId(), ...extra };
}
