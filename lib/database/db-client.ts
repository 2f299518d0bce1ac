import type { Prisma } from '@/lib/generated/prisma/client';

/** The Prisma client or an interactive transaction: reads that run inside initialize take either. */
export type DbClient = Prisma.TransactionClient;
