import type { PaymentService } from '@/lib/generated/prisma/enums';

/** A payment service as PostgreSQL stores it (the schema maps `bulk_payments` to "bulk-payments"), for raw SQL (D37). */
export function storedService(service: PaymentService): string {
  return service.replace('_', '-');
}
