// What a view gets: the services it calls (the same the CLI and the tools call), the
// owner's context for this request (origin `web`, one trace id), the query, the posted form,
// and the session's CSRF token for the forms it draws.

import { MemError } from '../src/errors/mem-error.js';
import type { OpContext } from '../src/store/context.js';
import type { Store } from '../src/store/store.js';
import type { SearchService } from '../src/search/search-service.js';
import type { HistoryService } from '../src/history/history-service.js';
import type { Snapshots } from '../src/snapshot/snapshots.js';
import type { MemoryService } from '../src/memory/memory-service.js';
import type { SyncService } from '../src/sync/sync-service.js';
import type { Html } from './html.js';

export interface WebServices {
  store: Store;
  search: SearchService;
  history: HistoryService;
  snapshots: Snapshots;
  memory: MemoryService;
  sync: SyncService;
}

export interface ViewRequest {
  services: WebServices;
  ctx: OpContext;
  query: URLSearchParams;
  form: URLSearchParams;
  csrf: string;
}

/** A page: its title, the nav entry it belongs to, its body. */
export interface Rendered {
  title: string;
  nav: string;
  body: Html;
}

export type View = (r: ViewRequest) => Promise<Rendered>;

/** A change: done through a service, then the page to see its result, with a message. */
export type Action = (r: ViewRequest) => Promise<{ location: string; flash: string }>;

/** A required form or query field, or MEM_INVALID_ARG naming it. */
export function field(params: URLSearchParams, name: string): string {
  const v = params.get(name);
  if (v === null || v === '')
    throw new MemError(
      'MEM_INVALID_ARG',
      `the request has no "${name}"; use the page's own forms`,
      { field: name },
    );
  return v;
}

/** A time for the page: `2026-12-01 10:13 UTC` (full ISO in the title attribute). */
export function when(iso: string | null | undefined): string {
  if (!iso) return '—';
  return iso.replace('T', ' ').replace(/:\d\d(\.\d+)?Z$/, ' UTC');
}
