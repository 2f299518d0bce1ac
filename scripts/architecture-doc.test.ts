import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const architecture = readFileSync('docs/architecture.md', 'utf8');

describe('docs/architecture.md', () => {
  it('names every folder of lib/', () => {
    const folders = readdirSync('lib', { withFileTypes: true }).filter((entry) => entry.isDirectory());
    const unnamed = folders.map((folder) => `lib/${folder.name}/`).filter((folder) => !architecture.includes(folder));
    expect(unnamed).toEqual([]);
  });

  it('cites only paths that exist', () => {
    const cited = [
      ...architecture.matchAll(
        /`((?:lib|app|components|scripts|tests|tools|e2e|openapi|prisma|docs)\/[^`\s*{}<>…]+)`/g,
      ),
    ];
    const missing = cited.map((match) => match[1]!).filter((path) => !existsSync(path.replace(/\/$/, '')));
    expect(missing).toEqual([]);
  });
});
