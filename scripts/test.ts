// npm test: everything CI runs, in order, stopping at the first failure.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { integrationAppLog } from '@/tests/integration/support/integration-app-log';
import { berlinGroupCheckNotRun, berlinGroupFile } from '@/tests/support/berlin-group/berlin-group-file';
import { ensureChromium } from './ensure-chromium';

type Step = { name: string; command: string[]; appLog?: string };

const steps: Step[] = [
  { name: 'lint', command: ['npx', 'eslint', '.', '--max-warnings=0'] },
  { name: 'format (Prettier)', command: ['npx', 'prettier', '--check', '.', '--log-level', 'warn'] },
  { name: 'typecheck', command: ['npx', 'tsc', '--noEmit'] },
  { name: 'unit tests', command: ['npx', 'vitest', 'run', '--project', 'unit'] },
  { name: 'production build', command: ['npx', 'next', 'build'] },
  {
    name: 'integration tests (real PostgreSQL, built app)',
    command: ['npx', 'vitest', 'run', '--project', 'integration'],
    appLog: integrationAppLog,
  },
  { name: 'end-to-end tests (Playwright, Chromium)', command: ['npx', 'tsx', 'scripts/e2e.ts'] },
];

ensureChromium();
// Said up front, so that a run without the Berlin Group file never passes for one that checked conformance.
console.log(
  berlinGroupFile() ? `Berlin Group conformance check: against ${berlinGroupFile()}` : berlinGroupCheckNotRun,
);
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
const started = Date.now();
for (const [index, step] of steps.entries()) {
  console.log(`\n▶ ${index + 1}/${steps.length} ${step.name}`);
  const stepStarted = Date.now();
  if (step.appLog) rmSync(step.appLog, { force: true });
  const result = spawnSync(step.command[0]!, step.command.slice(1), { stdio: 'inherit', env });
  const seconds = ((Date.now() - stepStarted) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✗ ${step.name} failed after ${seconds} s (exit ${result.status ?? result.signal}).`);
    if (step.appLog) printAppWarnings(step.appLog);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${step.name} (${seconds} s)`);
}
console.log(`\nAll ${steps.length} steps passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);

/** The last warnings and errors the app under test wrote (pino lines at warn or above, and any line not pino's). */
function printAppWarnings(file: string): void {
  if (!existsSync(file)) return;
  const lines = readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '');
  const warnings = lines.filter((line) => !line.startsWith('{') || /"level":"(warn|error|fatal)"/.test(line));
  if (warnings.length === 0) return;
  console.error(`\nThe app's last ${Math.min(warnings.length, 40)} warnings and errors (all output: ${file}):`);
  for (const line of warnings.slice(-40)) console.error(line.length > 600 ? `${line.slice(0, 600)}…` : line);
}
