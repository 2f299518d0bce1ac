import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The repository stands on its own: a user clones it and nothing else. Only CI's .ci/run may hand the tests a file from
// outside (BG_OPENAPI_FILE), and every decision the code cites (`D5`) is a record in docs/decisions/.
const trackedFiles = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' })
  .split('\0')
  .filter((file) => file !== '' && !file.endsWith('package-lock.json') && !/\.(png|ico|svg|woff2?)$/.test(file));
const texts = trackedFiles.map((file) => ({ file, text: readFileSync(file, 'utf8') }));
const thisFile = 'scripts/repository-self-contained.test.ts';

function filesMatching(pattern: RegExp, except: string[] = []): string[] {
  return texts.filter(({ file, text }) => !except.includes(file) && pattern.test(text)).map(({ file }) => file);
}

describe('the repository stands on its own', () => {
  it('reads and cites nothing beside the clone (only .ci/run may pass a file in)', () => {
    expect(filesMatching(/\.\.\/shared\b/, ['.ci/run', thisFile])).toEqual([]);
  });

  it('cites decision records, not tracker issue numbers', () => {
    expect(filesMatching(/\bissue \d/i, [thisFile])).toEqual([]);
  });

  it('has a decision record for every decision the code and docs cite', () => {
    const records = new Set(
      readdirSync('docs/decisions')
        .map((name) => /^(\d{3})-/.exec(name)?.[1])
        .filter((number): number is string => number !== undefined)
        .map(Number),
    );
    const cited = new Set(
      texts.flatMap(({ text }) => [...text.matchAll(/\bD(\d{1,3})\b/g)].map((match) => Number(match[1]))),
    );
    expect([...cited].filter((number) => !records.has(number)).sort((left, right) => left - right)).toEqual([]);
  });
});
