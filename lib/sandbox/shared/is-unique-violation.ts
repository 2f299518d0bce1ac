import { Prisma } from '@/lib/generated/prisma/client';

/** True when the database refused a row because a unique key (customer number, IBAN) is taken: a race the checks lost. */
export function isUniqueViolation(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002';
}
