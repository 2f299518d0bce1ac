import { describe, expect, inject, it } from 'vitest';
import { headlessPsu, inputValues, type HeadlessPsu, type PsuPage } from '@/e2e/fixtures/headless-psu';
import { db } from '@/lib/db';
import { approveConsent } from '@/lib/consents/approve-consent';
import { listAvailableAccounts } from '@/lib/consents/available-accounts';
import { runHousekeeping } from '@/lib/housekeeping/run-housekeeping';
import { approvePayment } from '@/lib/payments/approval/approve-payment';
import { readSessionCookie } from '@/lib/psu/sessions/session-cookie';
import { readWebSession } from '@/lib/psu/sessions/web-session';
import { contextApprovalKey } from '@/lib/sca/context-approval-key';
import { endUnfinishableScas } from '@/lib/sca/end-unfinishable-sca';
import { presentScaStatus } from '@/lib/sca/present-sca-status';
import { getScaFlow } from '@/lib/sca/sca-flow';
import { domesticPaymentPath, tokenOf, type StartedSca } from '@/tests/integration/support/started-sca';
import { backToTpp, openLinkAfresh, unfinishedScaTppOfFile } from '@/tests/integration/support/unfinished-sca';

// D29: opening the link starts the SCA's only session, of 15 minutes. A PSU who let it end (a phone call, a tab left
// open) and opens the link again is told that the request was not completed and given the way back to the TPP with
// the failure; the SCA fails then, instead of staying open with no browser able to finish it.
const baseUrl = inject('baseUrl');
const { tpp, startConsent, startPayment, startPaymentAuthorisation, startBasket, get } = unfinishedScaTppOfFile();

// The way back to the TPP that the link opened again offers, by what the SCA was for.
const notFinished = 'The customer did not finish within 15 minutes of opening the authorisation link.';
const wayBack = {
  consent: { system: 'SCA', status: '401', code: 'CONSENT_INVALID', message: notFinished },
  payment: { system: 'SCA', status: '400', code: 'PAYMENT_FAILED', message: notFinished },
};

const ola = '12085592767';

/** The PSU opens the link and signs in, then leaves the page (the one returned) for longer than the session lives. */
async function openSignInAndLeave(
  scaRedirect: string,
  authorisationId: string,
  opened?: HeadlessPsu,
): Promise<{ psu: HeadlessPsu; page: PsuPage }> {
  const psu = opened ?? headlessPsu(baseUrl);
  if (!opened) await psu.open(scaRedirect);
  const page = await psu.submit('/sca/actions/sign-in', { nationalIdentityNumber: ola });
  const ended = new Date(Date.now() - 15 * 60_000 - 1000);
  await db.authorisation.update({ where: { id: authorisationId }, data: { linkUsedAt: ended } });
  await db.psuWebSession.updateMany({ where: { authorisationId }, data: { expiresAt: new Date(Date.now() - 1000) } });
  return { psu, page };
}

/** A consent whose SCA link the PSU opened, signed in at, and left until the session ended. */
async function leftConsent(): Promise<StartedSca> {
  const consent = await startConsent();
  await openSignInAndLeave(consent.scaRedirect, consent.authorisationId);
  return consent;
}

/** A payment whose SCA link the PSU opened, then left at sign-in after a later authorisation (`fresh`) started. */
async function paymentLeftAfterLaterAuthorisation() {
  const payment = await startPayment();
  // Opened before the later authorisation starts, which then does not take it over (D22).
  const psu = headlessPsu(baseUrl);
  await psu.open(payment.scaRedirect);
  const fresh = await startPaymentAuthorisation(payment.id);
  await openSignInAndLeave(payment.scaRedirect, payment.authorisationId, psu);
  return { payment, fresh };
}

/** Where the page's "Back to <TPP>" link goes, or null. */
function backHref(html: string): string | null {
  return />Back to [^<]+</.test(html)
    ? (/<a href="([^"]+)"[^>]*>Back to /.exec(html)?.[1]?.replaceAll('&amp;', '&') ?? null)
    : null;
}

describe('a page reloaded after its session ended (D29)', () => {
  it('"Your session has ended" names the SCA, ends it, and offers the way back with the failure', async () => {
    const consent = await startConsent();
    const { psu, page } = await openSignInAndLeave(consent.scaRedirect, consent.authorisationId);
    const ended = await psu.get(`/sca/consent?sca=${page.sca}`);
    expect([ended.path, ended.sca]).toEqual(['/sca/ended?reason=session-expired', consent.authorisationId]);
    expect(ended.html).toContain('Your session has ended');
    expect(ended.html).toMatch(/>Back to [^<]+</);
    expect(backToTpp(ended.html)).toMatchObject(wayBack.consent);
    expect((await db.authorisation.findUniqueOrThrow({ where: { id: consent.authorisationId } })).scaStatus).toBe(
      'FAILED',
    );
  });

  it('a form posted after the session ended also names the SCA and offers the way back with the failure', async () => {
    const consent = await startConsent();
    const { psu, page } = await openSignInAndLeave(consent.scaRedirect, consent.authorisationId);
    const ended = await psu.submit('/sca/actions/consent', { account: inputValues(page, 'account').slice(0, 1) });
    expect([ended.path, ended.sca]).toEqual(['/sca/ended?reason=session-expired', consent.authorisationId]);
    expect(ended.html).toContain('Your session has ended');
    expect(backToTpp(ended.html)).toMatchObject(wayBack.consent);
  });

  it('a form posted with no session in the browser names only an SCA handle of the right shape', async () => {
    const psu = headlessPsu(baseUrl);
    for (const [sca, named] of [
      ['<script>', null],
      ['x'.repeat(65), null],
      ['no-such-sca', 'no-such-sca'],
    ] as const) {
      const ended = await psu.submit('/sca/actions/consent', { csrfToken: 'none', sca });
      expect([ended.path, ended.sca]).toEqual(['/sca/ended?reason=session-expired', named]);
      expect(backHref(ended.html)).toBeNull();
    }
  });

  it('"Your session has ended" naming no SCA, or one that does not exist, offers no way back', async () => {
    for (const path of ['/sca/ended?reason=session-expired', '/sca/ended?reason=session-expired&sca=no-such-sca'])
      expect(backHref(await (await fetch(`${baseUrl}${path}`)).text()), path).toBeNull();
  });
});

describe('a used link opened in another browser after the approval (D29)', () => {
  /** The SCA as an approval leaves it: its link used, its status finalised. */
  const approve = (authorisationId: string) =>
    db.authorisation.update({
      where: { id: authorisationId },
      data: { linkUsedAt: new Date(), scaStatus: 'FINALISED' },
    });

  it('says what was approved in the words of what it was: one payment, or the payments of a basket', async () => {
    const payment = await startPayment();
    await approve(payment.authorisationId);
    expect((await openLinkAfresh(payment.scaRedirect)).html).toContain('The payment was approved.');

    const basket = await startBasket([(await startPayment()).id, (await startPayment()).id]);
    await approve(basket.authorisationId);
    const again = await openLinkAfresh(basket.scaRedirect);
    expect(again.html).toContain('The payments were approved.');
    expect(again.html).not.toContain('The payment was approved.');
  });
});

describe('a used link whose session has ended', () => {
  it('of a consent: "not completed" with the way back to the TPP, which learns why; the SCA fails and the consent is rejected', async () => {
    const consent = await leftConsent();

    const again = await openLinkAfresh(consent.scaRedirect);
    expect(again.location).toBe(`/sca/ended?reason=link-used&link=${tokenOf(consent.scaRedirect)}`);
    expect(again.html).toContain('The request was not completed: nothing was approved.');
    expect(again.html).not.toContain('still open');
    expect(backToTpp(again.html)).toEqual(wayBack.consent);
    const row = await db.authorisation.findUniqueOrThrow({
      where: { id: consent.authorisationId },
      select: { scaStatus: true, sessionEndedAt: true, consent: { select: { status: true } } },
    });
    expect(row).toMatchObject({ scaStatus: 'FAILED', consent: { status: 'rejected' } });
    expect(row.sessionEndedAt).not.toBeNull();
  });

  it('of a payment: the way back says PAYMENT_FAILED and why, and the payment, which nothing else can authorise, is rejected', async () => {
    const payment = await startPayment();
    await openSignInAndLeave(payment.scaRedirect, payment.authorisationId);

    const again = await openLinkAfresh(payment.scaRedirect);
    expect(backToTpp(again.html)).toMatchObject(wayBack.payment);
    expect((await db.payment.findUniqueOrThrow({ where: { id: payment.id } })).status).toBe('RJCT');
  });

  it('while the session lives, another browser is still told the request is open where it was opened', async () => {
    const payment = await startPayment();
    const psu = headlessPsu(baseUrl);
    await psu.open(payment.scaRedirect);
    const again = await openLinkAfresh(payment.scaRedirect);
    expect(again.html).toContain('still open in the window where the link was first opened');
    // The way back names no failure that did not happen: the TPP's redirect URI as it wrote it.
    const { tppRedirectUri } = await db.authorisation.findUniqueOrThrow({ where: { id: payment.authorisationId } });
    expect(backHref(again.html)).toBe(new URL(tppRedirectUri).href);
    expect((await db.authorisation.findUniqueOrThrow({ where: { id: payment.authorisationId } })).scaStatus).toBe(
      'RECEIVED',
    );
  });

  it('no longer holds its payment, though nothing ended it yet: once a later link expired, the TPP reads the payment RJCT', async () => {
    const { payment, fresh } = await paymentLeftAfterLaterAuthorisation();
    await db.authorisation.update({
      where: { id: fresh.authorisationId },
      data: { linkExpiresAt: new Date(Date.now() - 1000) },
    });
    expect((await openLinkAfresh(fresh.scaRedirect)).location).toBe(
      `/sca/ended?reason=link-expired&link=${tokenOf(fresh.scaRedirect)}`,
    );
    // The expired link rejects nothing (D22); the ended session, which nothing else holds the payment for, does.
    expect((await tpp.client.request('GET', `${domesticPaymentPath}/${payment.id}/status`)).body).toEqual({
      transactionStatus: 'RJCT',
    });
  });
});

// D29: the TPP learns that outcome without anyone opening the link again. A read of the SCA, the consent, the payment
// or the basket ends an SCA whose session has ended before it answers, and housekeeping ends the rest; the outcome is
// the one the link opened again gives.
describe('an SCA whose session ended and whose link is never opened again', () => {
  const ended = async (authorisationId: string) =>
    db.authorisation.findUniqueOrThrow({
      where: { id: authorisationId },
      select: { scaStatus: true, sessionEndedAt: true },
    });

  it('of a consent: the TPP reads scaStatus failed and the consent rejected, and the link opened later says why', async () => {
    const consent = await leftConsent();
    expect(await get(`/v1/consents/${consent.id}/authorisations/${consent.authorisationId}`)).toEqual({
      scaStatus: 'failed',
    });
    expect(await get(`/v1/consents/${consent.id}/status`)).toEqual({ consentStatus: 'rejected' });
    expect((await ended(consent.authorisationId)).sessionEndedAt).not.toBeNull();
    const again = await openLinkAfresh(consent.scaRedirect);
    expect(backToTpp(again.html)).toEqual(wayBack.consent);
  });

  it('of a consent: its status read alone ends the SCA', async () => {
    const consent = await leftConsent();
    expect(await get(`/v1/consents/${consent.id}`)).toMatchObject({ consentStatus: 'rejected' });
    expect(await ended(consent.authorisationId)).toMatchObject({
      scaStatus: 'FAILED',
      sessionEndedAt: expect.any(Date),
    });
  });

  it('of a payment: the payment status read says RJCT and the SCA failed', async () => {
    const payment = await startPayment();
    await openSignInAndLeave(payment.scaRedirect, payment.authorisationId);
    expect(await get(`${domesticPaymentPath}/${payment.id}/status`)).toEqual({ transactionStatus: 'RJCT' });
    expect(await get(`${domesticPaymentPath}/${payment.id}/authorisations/${payment.authorisationId}`)).toEqual({
      scaStatus: 'failed',
    });
    const again = await openLinkAfresh(payment.scaRedirect);
    expect(backToTpp(again.html)).toMatchObject(wayBack.payment);
  });

  it('of a payment: the authorisation read says failed, and a later authorisation still open keeps the payment RCVD (D23)', async () => {
    const { payment, fresh } = await paymentLeftAfterLaterAuthorisation();
    expect(await get(`${domesticPaymentPath}/${payment.id}/authorisations/${payment.authorisationId}`)).toEqual({
      scaStatus: 'failed',
    });
    expect(await get(`${domesticPaymentPath}/${payment.id}/authorisations/${fresh.authorisationId}`)).toEqual({
      scaStatus: 'received',
    });
    expect(await get(`${domesticPaymentPath}/${payment.id}/status`)).toEqual({ transactionStatus: 'RCVD' });
  });

  it('of a signing basket: the basket and its payments read RJCT, its authorisation failed', async () => {
    const first = await startPayment();
    const second = await startPayment();
    const basket = await startBasket([first.id, second.id]);
    await openSignInAndLeave(basket.scaRedirect, basket.authorisationId);
    expect(await get(`/v1/signing-baskets/${basket.id}/status`)).toEqual({ transactionStatus: 'RJCT' });
    expect(await get(`/v1/signing-baskets/${basket.id}/authorisations/${basket.authorisationId}`)).toEqual({
      scaStatus: 'failed',
    });
    expect(await get(`${domesticPaymentPath}/${first.id}/status`)).toEqual({ transactionStatus: 'RJCT' });
  });

  it('while its session lives, the reads and housekeeping leave it open', async () => {
    const payment = await startPayment();
    const psu = headlessPsu(baseUrl);
    await psu.open(payment.scaRedirect);
    await psu.submit('/sca/actions/sign-in', { nationalIdentityNumber: ola });
    await runHousekeeping({ now: new Date(), requestLogRetentionDays: 90 });
    expect(await get(`${domesticPaymentPath}/${payment.id}/authorisations/${payment.authorisationId}`)).toEqual({
      scaStatus: 'psuAuthenticated',
    });
    expect(await get(`${domesticPaymentPath}/${payment.id}/status`)).toEqual({ transactionStatus: 'RCVD' });
  });

  it('housekeeping ends it with no read at all, as the link opened again would', async () => {
    const consent = await leftConsent();
    const report = await runHousekeeping({ now: new Date(), requestLogRetentionDays: 90 });
    expect(report.scasEnded).toBeGreaterThanOrEqual(1);
    const row = await db.authorisation.findUniqueOrThrow({
      where: { id: consent.authorisationId },
      select: { scaStatus: true, sessionEndedAt: true, consent: { select: { status: true } } },
    });
    expect(row).toMatchObject({
      scaStatus: 'FAILED',
      sessionEndedAt: expect.any(Date),
      consent: { status: 'rejected' },
    });
  });

  it('two instances sweeping at once end each SCA once', async () => {
    const left = [await leftConsent(), await leftConsent(), await leftConsent()];
    const of = { id: { in: left.map((consent) => consent.authorisationId) } };
    const passes = await Promise.all([
      endUnfinishableScas({ of, now: new Date(), limit: 2 }),
      endUnfinishableScas({ of, now: new Date() }),
      endUnfinishableScas({ of, now: new Date() }),
    ]);
    expect(passes.reduce((sum, ended) => sum + ended, 0)).toBe(3);
    expect(
      await db.consent.count({ where: { id: { in: left.map((consent) => consent.id) }, status: 'rejected' } }),
    ).toBe(3);
  });

  // The approval's request came in while the session still lived (its `now`); housekeeping and the TPP's read run
  // just after the session's end, at the same moment. Whichever takes the row locks first decides, and the read
  // answers that outcome: never psuAuthenticated, and never an approval beside a failure.
  async function race(approve: () => Promise<{ kind: string }>, authorisationId: string, read: string) {
    const [approval, , answer] = await Promise.all([
      approve(),
      runHousekeeping({ now: new Date(), requestLogRetentionDays: 90 }),
      get(read),
    ]);
    const row = await db.authorisation.findUniqueOrThrow({
      where: { id: authorisationId },
      select: { scaStatus: true, sessionEndedAt: true },
    });
    expect(answer).toEqual({ scaStatus: presentScaStatus(row.scaStatus, new Set()) });
    if (approval.kind === 'approved') expect(row).toEqual({ scaStatus: 'FINALISED', sessionEndedAt: null });
    else
      expect([approval.kind, row]).toEqual([
        expect.stringMatching(/^(out-of-step|retry)$/),
        { scaStatus: 'FAILED', sessionEndedAt: expect.any(Date) },
      ]);
    return row.scaStatus;
  }
  const beforeTheEnd = () => new Date(Date.now() - 15 * 60_000 - 2000);

  it('of a consent the PSU approves at the moment it ends, with housekeeping and a read at once: exactly one outcome', async () => {
    for (let round = 0; round < 3; round += 1) {
      const consent = await leftConsent();
      const flow = await getScaFlow(consent.authorisationId);
      if (!flow?.customerId || !flow.context) throw new Error('the PSU did not sign in');
      const accounts = await listAvailableAccounts({
        tppId: flow.tppId,
        customerId: flow.customerId,
        context: flow.context,
        agreementId: flow.agreementId,
      });
      const approve = () => approveConsent({ flow, choiceIds: [accounts[0]?.choiceId ?? ''], now: beforeTheEnd() });
      const outcome = await race(
        approve,
        consent.authorisationId,
        `/v1/consents/${consent.id}/authorisations/${consent.authorisationId}`,
      );
      expect(await get(`/v1/consents/${consent.id}/status`)).toEqual({
        consentStatus: outcome === 'FINALISED' ? 'valid' : 'rejected',
      });
    }
  });

  it('of a payment the PSU approves at the moment it ends, with housekeeping and a read at once: exactly one outcome', async () => {
    for (let round = 0; round < 3; round += 1) {
      const payment = await startPayment();
      const { psu, page } = await openSignInAndLeave(payment.scaRedirect, payment.authorisationId);
      const flow = await getScaFlow(payment.authorisationId);
      const cookie = [...psu.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
      const session = await readWebSession(readSessionCookie('sca', cookie), beforeTheEnd());
      if (!flow || !session) throw new Error('the PSU did not sign in');
      const approve = () =>
        approvePayment({
          flow,
          choice: inputValues(page, 'debtorAccount')[0] ?? null,
          approvalKey: contextApprovalKey(session.approvalKey, flow),
          now: beforeTheEnd(),
        });
      const outcome = await race(
        approve,
        payment.authorisationId,
        `${domesticPaymentPath}/${payment.id}/authorisations/${payment.authorisationId}`,
      );
      expect(await get(`${domesticPaymentPath}/${payment.id}/status`)).toEqual({
        transactionStatus: outcome === 'FINALISED' ? 'PDNG' : 'RJCT',
      });
    }
  });
});
