import type { AccountStatus } from '@/lib/generated/prisma/client';
import type { SandboxBalanceView } from '@/lib/sandbox/balances/present-sandbox-balances';
import type { Link } from '@/lib/xs2a/links';

/** What a sandbox account and a sandbox card account both answer, around the fields of their own kind. */
export type SandboxAccountBaseView = {
  resourceId: string;
  customerNumber: string;
  currency: string;
  name: string | null;
  product: string | null;
  status: AccountStatus;
  balances: SandboxBalanceView[];
  _links: { self: Link; transactions: Link };
};
