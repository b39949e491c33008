// The Chromium every browser run uses (the browser tests and Lighthouse in `npm run bench`): the one inside
// the @sparticuz/chromium package, so nothing is installed on the system, or CHROMIUM_PATH when set.
import sparticuz from '@sparticuz/chromium';

/** For a closed network: no background calls home, no sandbox as root. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export async function chromiumPath(): Promise<string> {
  return process.env.CHROMIUM_PATH ?? (await sparticuz.executablePath());
}
