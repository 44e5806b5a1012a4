// Who is calling and from where. Every store call takes an OpContext; nothing about the
// caller is global. Principals are the owner (granted every namespace), agents and teams
// from config (src/cli/principals.ts); their grants are checked on every call.

import crypto from 'node:crypto';
import type { Origin } from '../audit/audit-entry.js';

export interface Principal {
  /** `owner`, `agent:<id>`, `team:<id>`. */
  id: string;
  /** Namespaces this principal may read and change (`user`, `agents/coder`), or `*` for all. */
  grants: readonly string[];
  /** Namespaces this principal may only read. */
  reads?: readonly string[];
  /** The tools this principal sees and may call; all when absent. */
  tools?: readonly string[];
}

/** The owner (granted `*`): the only principal that restores snapshots or sees `.mnemofs/`. */
export function isOwner(principal: Principal): boolean {
  return principal.grants.includes('*');
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
