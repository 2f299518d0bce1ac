import type { Prisma } from '@/lib/generated/prisma/client';

// What the presenters need from the database, in one place so that every read loads the same shape.

export const accountInclude = {
  owner: { select: { customerNumber: true, customerName: true, customerType: true } },
  balances: true,
} satisfies Prisma.AccountInclude;
export type AccountRecord = Prisma.AccountGetPayload<{ include: typeof accountInclude }>;

export const cardAccountInclude = {
  owner: { select: { customerNumber: true, customerName: true, customerType: true } },
  balances: true,
} satisfies Prisma.CardAccountInclude;
export type CardAccountRecord = Prisma.CardAccountGetPayload<{ include: typeof cardAccountInclude }>;

export const engagementInclude = {
  customer: { select: { customerNumber: true } },
  account: { select: { iban: true } },
  cardAccount: { select: { maskedPan: true } },
} satisfies Prisma.EngagementInclude;
export type EngagementRecord = Prisma.EngagementGetPayload<{ include: typeof engagementInclude }>;

export const agreementInclude = {
  owner: { select: { customerNumber: true, customerType: true } },
  engagements: { include: engagementInclude },
} satisfies Prisma.AgreementInclude;
export type AgreementRecord = Prisma.AgreementGetPayload<{ include: typeof agreementInclude }>;
