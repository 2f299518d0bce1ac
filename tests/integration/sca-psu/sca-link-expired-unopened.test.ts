import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { headlessPsu } from '@/e2e/fixtures/headless-psu';
import { db } from '@/lib/db';
import { runHousekeeping } from '@/lib/housekeeping/run-housekeeping';
import { consumeScaLink } from '@/lib/sca/consume-sca-link';
import { endUnfinishableScas } from '@/lib/sca/end-unfinishable-sca';
import { domesticPaymentPath, startedScaOf, tokenOf } from '@/tests/integration/support/started-sca';
import { backToTpp, openLinkAfresh, unfinishedScaTppOfFile } from '@/tests/integration/support/unfinished-sca';
import { approveWithFirstAccount } from '@/tests/integration/support/payment-fixture-psu';

// D17, D22, D29: a link never opened is dead after its 15 minutes, so its SCA can never be finished. The TPP reads it
// failed (an authorisation's status, the consent, the payment, the basket), housekeeping fails the ones nobody reads,
// and opening the link late gives the same outcome: the consent is rejected, a payment keeps waiting (RCVD) for the
// new authorisation the TPP may start. It used to stay `received` for ever unless someone opened the dead link.
const baseUrl = inject('baseUrl');
const { tpp, startConsent, startPayment, startPaymentAuthorisation, startBasket, get } = unfinishedScaTppOfFile();

// The way back to the TPP that the link opened late offers, by what the SCA was for.
const expiredUnopened = 'The authorisation link expired before the customer opened it.';
const wayBack = {
  consent: { system: 'SCA', status: '401', code: 'CONSENT_INVALID', message: expiredUnopened },
  payment: { system: 'SCA', status: '400', code: 'PAYMENT_FAILED', message: expiredUnopened },
};

const expire = (authorisationId: string, at = new Date(Date.now() - 1000)) =>
  db.authorisation.update({ where: { id: authorisationId }, data: { linkExpiresAt: at } });
const rowOf = (authorisationId: string) =>
  db.authorisation.findUniqueOrThrow({
    where: { id: authorisationId },
    select: { scaStatus: true, linkUsedAt: true, linkExpiredAt: true, sessionEndedAt: true },
  });

describe('an SCA whose link expired unopened, read by the TPP', () => {
  it('of a consent: scaStatus failed and the consent rejected, as opening the link would; the link opened later says it expired', async () => {
    const consent = await startConsent();
    await expire(consent.authorisationId);
    expect(await get(`/v1/consents/${consent.id}/authorisations/${consent.authorisationId}`)).toEqual({
      scaStatus: 'failed',
    });
    expect(await get(`/v1/consents/${consent.id}/status`)).toEqual({ consentStatus: 'rejected' });
    expect(await rowOf(consent.authorisationId)).toMatchObject({
      scaStatus: 'FAILED',
      linkUsedAt: null,
      linkExpiredAt: expect.any(Date),
      sessionEndedAt: null,
    });
    const late = await openLinkAfresh(consent.scaRedirect);
    expect(late.location).toBe(`/sca/ended?reason=link-expired&link=${tokenOf(consent.scaRedirect)}`);
    expect(backToTpp(late.html)).toEqual(wayBack.consent);
  });

  it('of a consent: its status read alone ends the SCA', async () => {
    const consent = await startConsent();
    await expire(consent.authorisationId);
    expect(await get(`/v1/consents/${consent.id}`)).toMatchObject({ consentStatus: 'rejected' });
    expect(await rowOf(consent.authorisationId)).toMatchObject({
      scaStatus: 'FAILED',
      linkExpiredAt: expect.any(Date),
    });
  });

  it('of a payment: scaStatus failed, the payment still RCVD, and a new authorisation is approved', async () => {
    const payment = await startPayment();
    await expire(payment.authorisationId);
    expect(await get(`${domesticPaymentPath}/${payment.id}/authorisations/${payment.authorisationId}`)).toEqual({
      scaStatus: 'failed',
    });
    expect(await get(`${domesticPaymentPath}/${payment.id}/status`)).toEqual({ transactionStatus: 'RCVD' });
    const fresh = await startPaymentAuthorisation(payment.id);
    const psu = headlessPsu(baseUrl);
    await psu.open(fresh.scaRedirect);
    const page = await psu.submit('/sca/actions/sign-in', { nationalIdentityNumber: '12085592767' });
    expect((await approveWithFirstAccount(psu, page)).tppReturnUrl).toContain('psu-id=');
    expect(await get(`${domesticPaymentPath}/${payment.id}/status`)).toEqual({ transactionStatus: 'PDNG' });
    const late = await openLinkAfresh(payment.scaRedirect);
    expect(backToTpp(late.html)).toMatchObject(wayBack.payment);
  });

  it('of a signing basket: scaStatus failed, the basket and its payments still RCVD, and a new authorisation starts', async () => {
    const first = await startPayment();
    const second = await startPayment();
    const basket = await startBasket([first.id, second.id]);
    await expire(basket.authorisationId);
    expect(await get(`/v1/signing-baskets/${basket.id}/authorisations/${basket.authorisationId}`)).toEqual({
      scaStatus: 'failed',
    });
    expect(await get(`/v1/signing-baskets/${basket.id}/status`)).toEqual({ transactionStatus: 'RCVD' });
    expect(await get(`${domesticPaymentPath}/${first.id}/status`)).toEqual({ transactionStatus: 'RCVD' });
    const headers = {
      'x-accept-fix': 'amount-as-string',
      'TPP-Session-ID': `s-${randomUUID()}`,
      'PSU-ID': randomUUID(),
      'PSU-IP-Address': '192.0.2.10',
    };
    const fresh = startedScaOf(
      await tpp.post(`/v1/signing-baskets/${basket.id}/authorisations`, {}, headers),
      'basketId',
    );
    expect(await get(`/v1/signing-baskets/${basket.id}/authorisations/${fresh.authorisationId}`)).toEqual({
      scaStatus: 'received',
    });
  });

  it('while the link lives, reads and housekeeping leave it open', async () => {
    const payment = await startPayment();
    await runHousekeeping({ now: new Date(), requestLogRetentionDays: 90 });
    expect(await get(`${domesticPaymentPath}/${payment.id}/authorisations/${payment.authorisationId}`)).toEqual({
      scaStatus: 'received',
    });
    expect(await rowOf(payment.authorisationId)).toMatchObject({ scaStatus: 'RECEIVED', linkExpiredAt: null });
  });
});

describe('an SCA whose link expired unopened and that nobody reads', () => {
  it('housekeeping fails it as the link opened late would: the consent rejected, the payment still RCVD', async () => {
    const consent = await startConsent();
    const payment = await startPayment();
    await expire(consent.authorisationId);
    await expire(payment.authorisationId);
    // Files running beside this one sweep the same database, so one of them may end these SCAs first: the rows tell.
    await runHousekeeping({ now: new Date(), requestLogRetentionDays: 90 });
    expect(await rowOf(consent.authorisationId)).toMatchObject({
      scaStatus: 'FAILED',
      linkExpiredAt: expect.any(Date),
    });
    expect((await db.consent.findUniqueOrThrow({ where: { id: consent.id } })).status).toBe('rejected');
    expect(await rowOf(payment.authorisationId)).toMatchObject({
      scaStatus: 'FAILED',
      linkExpiredAt: expect.any(Date),
    });
    expect((await db.payment.findUniqueOrThrow({ where: { id: payment.id } })).status).toBe('RCVD');
    expect((await openLinkAfresh(payment.scaRedirect)).location).toBe(
      `/sca/ended?reason=link-expired&link=${tokenOf(payment.scaRedirect)}`,
    );
  });

  // The PSU's request came in just before the link's end (its `now`), housekeeping's sweep runs just after it, on two
  // instances: whichever takes the SCA's row lock first decides. Never a PSU let in beside a failure, and the payment
  // waits either way. The PSU's claim is started a little after the sweeps, so that it lands between a sweep's look
  // and its lock as often as before or after them.
  it('the PSU opening the link at the moment it expires, with housekeeping at once: exactly one outcome', async () => {
    for (let round = 0; round < 12; round += 1) {
      const payment = await startPayment();
      const end = new Date();
      await expire(payment.authorisationId, end);
      const sweep = () =>
        endUnfinishableScas({ of: { id: payment.authorisationId }, now: new Date(end.getTime() + 1) });
      const open = async () => {
        await new Promise((resolve) => setTimeout(resolve, round % 4));
        return consumeScaLink({ token: tokenOf(payment.scaRedirect), now: new Date(end.getTime() - 1) });
      };
      const [opened] = await Promise.all([
        open(),
        sweep(),
        runHousekeeping({ now: new Date(end.getTime() + 1), requestLogRetentionDays: 90 }),
      ]);
      const row = await rowOf(payment.authorisationId);
      if (opened.kind === 'opened')
        expect(row).toEqual({
          scaStatus: 'RECEIVED',
          linkUsedAt: expect.any(Date),
          linkExpiredAt: null,
          sessionEndedAt: null,
        });
      else
        expect([opened.kind, row]).toEqual([
          'expired',
          { scaStatus: 'FAILED', linkUsedAt: null, linkExpiredAt: expect.any(Date), sessionEndedAt: null },
        ]);
      expect((await db.payment.findUniqueOrThrow({ where: { id: payment.id } })).status).toBe('RCVD');
    }
  });
});
