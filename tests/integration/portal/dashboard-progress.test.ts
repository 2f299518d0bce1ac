import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { newId } from '@/lib/ids/new-id';
import { dashboardProgress } from '@/lib/portal/account/dashboard-progress';
import { newOrganizationIdentifier } from '@/tools/tpp-kit/create-sandbox-tpp';

// D27: the portal dashboard's steps to a first consented call are done when the TPP has done them, not before.
let tppId: string;

beforeAll(async () => {
  tppId = newId();
  await db.tpp.create({
    data: { id: tppId, organizationIdentifier: newOrganizationIdentifier(), name: 'Dashboard AS', roles: ['PSP_AI'] },
  });
});

afterAll(async () => {
  await db.tpp.delete({ where: { id: tppId } });
  await db.$disconnect();
});

/** A request-log row of the TPP's GET /v1/accounts answered with `status` and these error codes. */
const logListAccounts = (status: number, errorCodes: string[]) =>
  db.requestLog.create({
    data: { tppId, method: 'GET', path: '/v1/accounts', operation: 'listAccounts', status, errorCodes, durationMs: 2 },
  });

describe('dashboardProgress', () => {
  it('counts a consent once a customer approved it, and the last step once the TPP read accounts', async () => {
    expect(await dashboardProgress(tppId)).toMatchObject({
      hasSandboxData: false,
      hasConsent: false,
      hasReadAccounts: false,
    });
    const consentId = newId();
    await db.consent.create({ data: { id: consentId, tppId } });
    expect((await dashboardProgress(tppId)).hasConsent).toBe(false);
    await db.consent.update({ where: { id: consentId }, data: { status: 'valid', lastScaAt: new Date() } });
    expect((await dashboardProgress(tppId)).hasConsent).toBe(true);
    await logListAccounts(401, ['CONSENT_INVALID']);
    expect((await dashboardProgress(tppId)).hasReadAccounts).toBe(false);
    await logListAccounts(200, []);
    expect((await dashboardProgress(tppId)).hasReadAccounts).toBe(true);
    await db.requestLog.deleteMany({ where: { tppId } });
  });

  it('shows nothing done for a developer without a TPP', async () => {
    expect(await dashboardProgress(null)).toEqual({
      tpp: null,
      hasSandboxData: false,
      hasConsent: false,
      hasReadAccounts: false,
    });
  });
});
