import { db } from '@/lib/db';

export type DashboardProgress = {
  tpp: { name: string; organizationIdentifier: string } | null;
  hasSandboxData: boolean;
  hasConsent: boolean;
  hasReadAccounts: boolean;
};

/** D27: how far the developer's TPP is on the way to a first consented call, for the dashboard. */
export async function dashboardProgress(tppId: string | null): Promise<DashboardProgress> {
  const tpp = tppId
    ? await db.tpp.findUnique({
        where: { id: tppId },
        // A consent counts once a customer approved it (its SCA set lastScaAt), not when it was only asked for.
        select: {
          name: true,
          organizationIdentifier: true,
          _count: { select: { customers: true, consents: { where: { lastScaAt: { not: null } } } } },
        },
      })
    : null;
  // The last step is done once the request log holds an answered GET /v1/accounts of the TPP (D14, D28).
  const accountRead =
    tpp && tppId
      ? await db.requestLog.findFirst({
          where: { tppId, operation: 'listAccounts', status: 200 },
          select: { id: true },
        })
      : null;
  return {
    tpp: tpp ? { name: tpp.name, organizationIdentifier: tpp.organizationIdentifier } : null,
    hasSandboxData: (tpp?._count.customers ?? 0) > 0,
    hasConsent: (tpp?._count.consents ?? 0) > 0,
    hasReadAccounts: accountRead !== null,
  };
}
