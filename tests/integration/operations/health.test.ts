import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';

const baseUrl = inject('baseUrl');

describe('health endpoints', () => {
  it('GET /healthz says the process is up', async () => {
    const response = await fetch(`${baseUrl}/healthz`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual({ status: 'up' });
  });

  it('GET /readyz says the database is reachable and the migrations are applied', async () => {
    const response = await fetch(`${baseUrl}/readyz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ready', database: 'reachable', migrations: 'applied' });
  });
});
