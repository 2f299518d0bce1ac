import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const installCommand = 'apt-get update && apt-get install -y chromium';

/** Playwright drives Debian's Chromium. Installs it when missing and we are root; otherwise says exactly what to run. */
export function ensureChromium(): void {
  if (existsSync(chromiumPath)) return;
  if (process.getuid?.() !== 0) {
    console.error(`Chromium is missing at ${chromiumPath}. Install it with:\n  sudo sh -c '${installCommand}'`);
    process.exit(1);
  }
  console.log(`Chromium is missing: running \`${installCommand}\`…`);
  const result = spawnSync('sh', ['-c', `DEBIAN_FRONTEND=noninteractive ${installCommand}`], { stdio: 'inherit' });
  if (result.status !== 0 || !existsSync(chromiumPath)) {
    console.error(`Installing Chromium failed. Run this yourself, then \`npm test\` again:\n  ${installCommand}`);
    process.exit(1);
  }
}
