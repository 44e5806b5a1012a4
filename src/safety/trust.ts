// Trust is set by the system and by people, never by an agent: an agent (an MCP caller)
// that writes `trust: trusted` into a file's front matter has it stored as `unverified`.
// Lower states (`unverified`, `candidate`, `quarantined`) are an agent's to choose.

const TRUSTED_LINE = /^(---\n(?:(?!---\n)[\s\S])*?^trust:[ \t]*)["']?trusted["']?[ \t]*$/m;

/** The text with an agent's `trust: trusted` lowered to `unverified`, or undefined if none. */
export function lowerAgentTrust(text: string): string | undefined {
  if (!text.startsWith('---\n')) return undefined;
  const lowered = text.replace(TRUSTED_LINE, '$1unverified');
  return lowered === text ? undefined : lowered;
}
