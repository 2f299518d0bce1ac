import { describe, expect, it } from 'vitest';
import { onShutdown, runShutdownHooks } from './on-shutdown';

describe('shutdown hooks (D33)', () => {
  it('runs every hook once, reports failures without stopping the others', async () => {
    const ran: string[] = [];
    const failures: string[] = [];
    onShutdown(async () => void ran.push('queue'));
    onShutdown(() => {
      throw new Error('broken hook');
    });
    onShutdown(() => void ran.push('cache'));
    await runShutdownHooks((error) => failures.push(error.message));
    expect(ran.sort()).toEqual(['cache', 'queue']);
    expect(failures).toEqual(['broken hook']);
    await runShutdownHooks((error) => failures.push(error.message));
    expect(ran).toHaveLength(2);
  });
});
