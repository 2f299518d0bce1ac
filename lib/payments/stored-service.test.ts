import { describe, expect, it } from 'vitest';
import { storedService } from './stored-service';

describe('storedService', () => {
  it('names each service as the schema maps it', () => {
    expect(
      ['payments', 'periodic_payments', 'bulk_payments'].map((service) => storedService(service as never)),
    ).toEqual(['payments', 'periodic-payments', 'bulk-payments']);
  });
});
