import { featuresOf } from '../src/safety/features.js';
import { signalsOf, SIGNALS } from '../src/safety/signals.js';
const t = process.argv[2]!;
const sents = t.split(/(?<=[.!?])\s+|\n\s*\n/);
for (const s of sents) { const a = featuresOf(s).named.filter((n) => n.startsWith('attempt:')); if (a.length) console.log(a.join(' '), '|', s.replace(/\s+/g, ' ')); }
for (const k of ['send','share','answer','secret','act'] as const) { const m = t.toLowerCase().match(new RegExp(SIGNALS[k].source, 'gu')); if (m) console.log(k, [...new Set(m)].slice(0, 10)); }
