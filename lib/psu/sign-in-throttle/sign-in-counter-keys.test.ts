import { describe, expect, it, vi } from 'vitest';
import { signInCounterKeys } from './sign-in-counter-keys';

// D19 in the sandbox (the unit tests' environment): a number counts within its TPP's sandbox world (D4).
const keys = (customerNumber: string | null, sandboxWorld: string | null, clientAddress = '192.0.2.10') =>
  signInCounterKeys({ clientAddress, customerNumber, sandboxWorld });

describe('signInCounterKeys (D19)', () => {
  it('keys the client by its address and the number by a digest, never the number in clear', () => {
    const { clientKey, numberKey } = keys('13039319955', 'PSDNO-FSA-12345678');
    expect(clientKey).toBe('psu-sign-in:client:192.0.2.10');
    expect(numberKey).toMatch(/^psu-sign-in:number:[0-9a-f]{64}$/);
    expect(numberKey).not.toContain('13039319955');
  });

  it('gives the same number the same key on both pages and from any client', () => {
    expect(keys('13039319955', 'PSDNO-FSA-12345678').numberKey).toBe(
      keys('13039319955', 'PSDNO-FSA-12345678', '198.51.100.1').numberKey,
    );
  });

  it('keeps numbers, and one number in two sandbox worlds, apart', () => {
    const kari = keys('13039319955', 'PSDNO-FSA-12345678').numberKey;
    expect(keys('12085592767', 'PSDNO-FSA-12345678').numberKey).not.toBe(kari);
    expect(keys('13039319955', 'PSDNO-FSA-87654321').numberKey).not.toBe(kari);
  });

  it.each([
    ['a malformed number', null, 'PSDNO-FSA-12345678'],
    ['a sandbox number without its world', '13039319955', null],
  ])('counts only the client for %s', (_name, customerNumber, sandboxWorld) => {
    expect(keys(customerNumber, sandboxWorld)).toEqual({ clientKey: 'psu-sign-in:client:192.0.2.10', numberKey: null });
  });
});

describe('signInCounterKeys in production (D19)', () => {
  it('counts a number once, whatever world is named, since a number is one person there', async () => {
    vi.resetModules();
    vi.doMock('@/lib/env', () => ({ isSandbox: false }));
    const { signInCounterKeys: productionKeys } = await import('./sign-in-counter-keys');
    vi.doUnmock('@/lib/env');
    const kari = productionKeys({
      clientAddress: '192.0.2.10',
      customerNumber: '13039319955',
      sandboxWorld: null,
    }).numberKey;
    expect(kari).toMatch(/^psu-sign-in:number:[0-9a-f]{64}$/);
    expect(
      productionKeys({
        clientAddress: '198.51.100.1',
        customerNumber: '13039319955',
        sandboxWorld: 'PSDNO-FSA-12345678',
      }).numberKey,
    ).toBe(kari);
    expect(kari).not.toBe(keys('13039319955', 'PSDNO-FSA-12345678').numberKey);
  });
});
