// `mnemofs review list|show|approve|reject`: a person's decisions on fact candidates (the
// web page makes the same calls). There is deliberately no MCP tool for this: an agent can
// propose memory, never approve it.

import { MemError } from '../../errors/mem-error.js';
import { context, OWNER } from '../../store/context.js';
import { storeDir } from '../config.js';
import type { Verb } from '../verb.js';
import { openOrInitStore } from '../open-store.js';
import { startServices } from '../services.js';

const USAGE =
  'mnemofs review list | show ID | approve ID [--edit TEXT] | reject ID [--reason R] | resolve ID --take local|remote|edit [--edit TEXT]  [--store DIR] [--json]';

export const reviewCommand: Verb = {
  summary:
    'a person’s review of fact candidates and sync conflicts: list, show, approve, reject, resolve',
  usage: USAGE,
  args: [
    ['list', 'the fact candidates waiting for a decision'],
    ['show ID', 'one candidate: text, kind, source'],
    ['approve ID', 'make it a fact (user/facts/…), superseding a contradicted one'],
    [
      '--edit TEXT',
      'approve the statement as you corrected it (a `key: value` line stays an attribute)',
    ],
    ['reject ID', 'drop it and leave a tombstone so it is not learned again'],
    [
      'resolve ID --take local|remote|edit',
      'end a sync conflict (c-…): keep this store’s version, the remote’s, or --edit TEXT; the next sync carries it',
    ],
    ['--reason R', 'why it was rejected (default: "rejected in review")'],
    [
      '--json',
      'print {candidates: [{id, title, kind, recorded_at, source, confidence}]} or the result',
    ],
  ],
  examples: [
    'mnemofs review list',
    'mnemofs review approve f-1a2b3c4d5e6f',
    'mnemofs review approve f-1a2b3c4d5e6f --edit "editor: neovim"',
    'mnemofs review reject f-1a2b3c4d5e6f --reason "not true"',
  ],
  options: { reason: { type: 'string' }, edit: { type: 'string' }, take: { type: 'string' } },
  async run(values, [action, id]) {
    if (action !== 'list' && !id)
      throw new MemError('MEM_INVALID_ARG', `give a candidate or conflict id: ${USAGE}`);
    const services = await startServices(
      openOrInitStore(storeDir(values.store as string | undefined)),
      {
        watch: false,
      },
    );
    const ctx = context(OWNER, 'cli', { op: `review.${action}` });
    const out = (json: object, text: string) =>
      console.log(values.json ? JSON.stringify(json) : text);
    try {
      const { memory, sync } = services;
      if (action === 'show' && id?.startsWith('c-')) {
        const c = sync.conflicts.get(id);
        const side = (label: string, text: string | null) =>
          `--- ${label} ---\n${text ?? '(removed)'}`;
        out(
          c,
          `${c.id} conflict on ${c.path} with remote ${c.remote}\n\n${side('base', c.base)}\n${side('here', c.local)}\n${side(`remote ${c.remote}`, c.theirs)}`,
        );
        return 0;
      }
      switch (action) {
        case 'resolve': {
          const take = values.take as string | undefined;
          if (take !== 'local' && take !== 'remote' && take !== 'edit')
            throw new MemError('MEM_INVALID_ARG', `--take local, remote or edit: ${USAGE}`);
          if (take === 'edit' && values.edit === undefined)
            throw new MemError(
              'MEM_INVALID_ARG',
              '--take edit needs --edit TEXT, the text to keep',
            );
          const r = await sync.resolve(
            ctx,
            id as string,
            take === 'edit' ? { text: values.edit as string } : take,
          );
          out(
            r,
            `resolved ${r.id}: ${r.path} keeps the ${r.kept} version; the next sync carries it`,
          );
          return 0;
        }
        case 'list': {
          const candidates = memory.candidates().map((c) => ({
            id: c.id,
            title: c.title,
            kind: c.kind,
            recorded_at: c.recorded_at,
            source: c.source,
            confidence: c.confidence,
          }));
          const conflicts = sync.conflicts.list().map((c) => ({
            id: c.id,
            path: c.path,
            remote: c.remote,
            at: c.at,
          }));
          const lines = conflicts.map(
            (c) => `${c.id}  conflict    ${c.path}  (with remote ${c.remote}; review show ${c.id})`,
          );
          if (lines.length && !values.json) console.log(lines.join('\n'));
          out(
            { candidates, conflicts },
            candidates.length || conflicts.length
              ? candidates
                  .map(
                    (c) =>
                      `${c.id}  ${c.kind.padEnd(11)} ${c.title}  (from ${c.source.via}, ${c.source.principal})`,
                  )
                  .join('\n')
              : 'no candidates waiting',
          );
          return 0;
        }
        case 'show': {
          const c = memory.show(id as string);
          out(
            c,
            `${c.id} [${c.kind}] ${c.title}\n\n${c.text}\n\nsource: ${JSON.stringify(c.source)}`,
          );
          return 0;
        }
        case 'approve': {
          const r = await memory.approve(ctx, id as string, values.edit as string | undefined);
          out(
            r,
            `approved ${r.id}${r.edited ? ' as edited' : ''} → ${r.path}${r.supersedes ? ` (supersedes ${r.supersedes})` : ''}`,
          );
          return 0;
        }
        case 'reject': {
          const reason = (values.reason as string | undefined) ?? 'rejected in review';
          const r = memory.reject(ctx, id as string, reason);
          out(r, `rejected ${r.id}; it will not be learned again`);
          return 0;
        }
        default:
          throw new MemError(
            'MEM_INVALID_ARG',
            `unknown review action "${action ?? ''}"; ${USAGE}`,
          );
      }
    } finally {
      await services.close();
    }
  },
};
