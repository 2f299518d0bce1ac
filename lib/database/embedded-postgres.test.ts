import { describe, expect, it } from 'vitest';
import { socketDirFor } from './embedded-postgres';

describe('socketDirFor', () => {
  it('puts the socket in the cluster folder when its path fits the operating system', () => {
    expect(socketDirFor('/work/main/.data/pg', 54321)).toBe('/work/main/.data/pg');
  });

  it('keeps TCP when the socket path would pass 107 bytes', () => {
    const deep = `/home/someone/${'projects/'.repeat(9)}pg`;
    expect(Buffer.byteLength(`${deep}/.s.PGSQL.54321`)).toBeGreaterThan(107);
    expect(socketDirFor(deep, 54321)).toBeNull();
    // Counted in bytes: a folder name in Norwegian letters takes two bytes a letter.
    const norwegian = `/home/${'æøå'.repeat(15)}/${'x'.repeat(3)}/pg`;
    expect(norwegian.length + '/.s.PGSQL.54321'.length).toBeLessThanOrEqual(107);
    expect(socketDirFor(norwegian, 54321)).toBeNull();
  });
});
