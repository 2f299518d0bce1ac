import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// `npm run db:migration` diffs prisma/schema.prisma against this snapshot and then updates it (D13).
describe('prisma/migrations/migrated-schema.prisma', () => {
  it('equals prisma/schema.prisma: every schema change comes with its migration', () => {
    expect(readFileSync('prisma/migrations/migrated-schema.prisma', 'utf8')).toBe(
      readFileSync('prisma/schema.prisma', 'utf8'),
    );
  });
});
