import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The Node.js versions a user is told work are the ones the server's own packages run on: Prisma 7's range is the
// narrowest of them (Next.js asks for 20.9, Prisma for 20.19 or 22.12), so a Node.js that npm accepts also starts.
const packageJson = (name: string): { engines?: { node?: string } } =>
  JSON.parse(readFileSync(name === '.' ? 'package.json' : `node_modules/${name}/package.json`, 'utf8'));

describe('the Node.js versions the project asks for', () => {
  it('are those of Prisma, whose range lies within Next.js’s', () => {
    expect(packageJson('.').engines?.node).toBe(packageJson('@prisma/client').engines?.node);
    expect(packageJson('prisma').engines?.node).toBe(packageJson('@prisma/client').engines?.node);
    expect(packageJson('next').engines?.node).toBe('>=20.9.0');
  });

  it('are the ones the README names for running the service', () => {
    expect(readFileSync('README.md', 'utf8')).toContain('(Node.js 20 from 20.19, 22 from 22.12, or 24 and later)');
  });
});
