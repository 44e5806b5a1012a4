// Output schemas: the shape of each tool's `structuredContent` (SPEC lists the contract
// keys), declared as `outputSchema` in tools/list so a client can validate results and a
// model knows what comes back. Loose objects: fields may be added, never taken away.
// Shapes two or more tools share live here; each tool names its own in its file.

import { z } from 'zod';

export const time = z.string().describe('RFC 3339 time');

/** mem_write, mem_append, mem_edit, mem_insert: the file after the change. */
export const fileChange = z.looseObject({
  path: z.string(),
  bytes: z.number().describe('mem_append: bytes appended; otherwise the size of the file now'),
  created: z.boolean().describe('true when the call made a new file'),
});

export const snapshotInfo = z.looseObject({
  id: z.string(),
  label: z.string(),
  created_at: time,
  principal: z.string(),
  auto: z.boolean().describe('taken automatically before a restore'),
  files: z.number(),
  dirs: z.number(),
  bytes: z.number(),
  archive_bytes: z.number(),
  sha256: z.string(),
});

export const commit = z.looseObject({
  id: z.string(),
  time,
  message: z.string(),
  principal: z.string(),
});

export const fact = z.looseObject({
  id: z.string(),
  title: z.string(),
  trust: z.string(),
  kind: z.string(),
  valid_from: time,
  valid_to: time.nullable(),
  recorded_at: time,
  path: z.string(),
  text: z.string(),
});
