import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { launcherArguments } from './launcher-command';

describe('the launcher command (D31)', () => {
  it('npm start runs the launcher with the same Node.js flags the tests and benchmarks use', () => {
    const packageJson = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
    expect(packageJson.scripts.start).toBe(`node ${launcherArguments.join(' ')}`);
    expect(launcherArguments).toContain('--max-semi-space-size=64');
  });
});
