// memory_consent: the owner's say over what memory learns by itself (src/memory/consent.ts).

import { z } from 'zod';
import { CONSENT_SCOPES } from '../../src/memory/consent.js';
import { time } from '../output.js';
import { okResult } from '../result.js';
import { defineTool, hints } from '../tool.js';

export const memoryConsent = defineTool({
  name: 'memory_consent',
  title: 'Consent to learning',
  description:
    "Ask or set whether memory learns by itself. `capture`: observations (memory_observe) and the rules that read what sessions wrote; `consolidation`: mining past sessions at all (mem_consolidate). `query` (the default) tells the current state; `allow` and `deny` change it and are the owner's alone. Sessions that run while consolidation is off are never learned from later.",
  input: z.object({
    action: z
      .enum(['query', 'allow', 'deny'])
      .optional()
      .describe('query (default), allow or deny.'),
    scope: z
      .enum(['all', ...CONSENT_SCOPES])
      .optional()
      .describe('all (default), capture or consolidation.'),
  }),
  output: z.looseObject({
    consent: z.looseObject({
      capture: z.boolean(),
      consolidation: z.boolean(),
      updated: time.optional(),
      by: z.string().optional(),
    }),
    changed: z.boolean(),
  }),
  annotations: hints({ readOnly: false, destructive: false, idempotent: true }),
  async run({ memory }, ctx, args) {
    const r = memory.consent(ctx, args);
    const on = (b: boolean) => (b ? 'on' : 'off');
    return okResult(
      `capture ${on(r.consent.capture)}, consolidation ${on(r.consent.consolidation)}${r.changed ? ' (changed)' : ''}`,
      r,
    );
  },
});
