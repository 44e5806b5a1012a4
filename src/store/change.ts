// Change events: what a successful operation tells search and history, once, with who made
// it (the op, the principal, the call's trace id) — the same shape from every front end.

import type { OpContext } from './context.js';

/** Who made a change, for the history: the op, the principal and the call's trace id. */
export interface ChangeSource {
  op: string;
  principal: string;
  traceId?: string;
  /** Said after the path in the history (`to 2fa5319`). */
  detail?: string;
}

/** A successful change of the tree: a file written, an entry removed, or an entry moved. */
export type Change =
  | { kind: 'file'; path: string }
  | { kind: 'removed'; path: string }
  | { kind: 'moved'; from: string; to: string };

export type ChangeEvent = Change & { by: ChangeSource };

export function source(ctx: OpContext, op: string): ChangeSource {
  return { op: ctx.op ?? op, principal: ctx.principal.id, traceId: ctx.traceId };
}

export type ChangeListener = (event: ChangeEvent) => Promise<void> | void;
