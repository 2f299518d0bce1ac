// npm run test:e2e [-- playwright args]: Playwright against the built app on a fresh embedded database.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { ensureChromium } from './ensure-chromium';

ensureChromium();
// Each run starts from an empty database; tests create their own TPPs and data.
rmSync('.data/e2e', { recursive: true, force: true });
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
});
process.exit(result.status ?? 1);
