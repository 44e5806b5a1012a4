// A real headless browser for the web page's tests: playwright-core driving Debian's
// chromium (`apt-get install chromium`; .ci/run installs it). Playwright's own browser
// download cannot work here, so the executable is the system's.

import fs from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

export function chromiumPath(): string | undefined {
  return process.env.MNEMOFS_CHROMIUM ?? CANDIDATES.find((p) => fs.existsSync(p));
}

/** Why the browser tests cannot run here, or undefined when they can. */
export function browserUnavailable(): string | undefined {
  return chromiumPath()
    ? undefined
    : `no chromium at ${CANDIDATES.join(' or ')} (apt-get install chromium, or set MNEMOFS_CHROMIUM)`;
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    // Root has no user namespace sandbox for chromium; the pages are our own, on loopback.
    args: process.getuid?.() === 0 ? ['--no-sandbox'] : [],
  });
}
