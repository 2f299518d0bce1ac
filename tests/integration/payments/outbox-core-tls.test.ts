import { createPrivateKey, X509Certificate } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { connectToCore, type CoreConnection } from '@/lib/payments/outbox/core-connection';
import { dispatchPaymentOutbox } from '@/lib/payments/outbox/dispatch-payment-outbox';
import { pollCorePaymentStatuses } from '@/lib/payments/outbox/poll-core-payment-statuses';
import { createTestTlsAuthority, issueTestTlsCertificate } from '@/tests/support/pki/core-test-pki';
import { issueRevocationList } from '@/tests/support/pki/issue-revocation-list';
import { createTempFiles } from '@/tests/support/pki/temp-files';
import { startFakeCore, type FakeCore } from '@/tests/integration/support/fake-core';
import { approve, createOutboxTpp, outboxRowOf, receivedPayment } from '@/tests/integration/support/outbox-payments';
import { startProductionApp } from '@/tests/integration/support/production-app';
import { waitFor } from '@/tests/integration/support/wait-for';

// D32: the payment outbox reaches the core over https with mutual TLS: the bank's client certificate and key, and the
// CA its server certificate must chain to, from files. The fake core is a real TLS server that requires a client
// certificate of the bank's CA.
const files = createTempFiles();
const coreCa = createTestTlsAuthority('Test Core CA');
const bankCa = createTestTlsAuthority('Test Bank Client CA');
const coreServer = issueTestTlsCertificate(coreCa, { commonName: 'core.bank.test', usage: 'server' });
const bank = issueTestTlsCertificate(bankCa, { commonName: 'xs2a.bank.test', usage: 'client' });
const caFile = files.writeFile('core-ca.pem', coreCa.certPem);
const crlFile = files.writeFile('core-ca.crl', issueRevocationList({ ca: coreCa, revokedSerials: [] }));
let core: FakeCore;
let tppId: string;

beforeAll(async () => {
  core = await startFakeCore({ certPem: coreServer.certPem, keyPem: coreServer.keyPem, clientCaPem: bankCa.certPem });
  tppId = await createOutboxTpp();
});

afterAll(async () => {
  await core.close();
  files.remove();
  await db.$disconnect();
});

/** Dispatches over `connection` and expects nothing handed over: the row waits for a retry, with `reason` as its error. */
async function expectHandshakeFailed(connection: CoreConnection, paymentId: string, reason: RegExp) {
  expect((await dispatchPaymentOutbox({ core: connection, now: new Date(), limit: 1000 })).retried).toContain(
    paymentId,
  );
  expect(core.handoffs.filter((handoff) => handoff.paymentId === paymentId)).toEqual([]);
  expect(await outboxRowOf(paymentId)).toMatchObject({
    status: 'PENDING',
    attempts: 1,
    lastError: expect.stringMatching(reason),
  });
}

describe('the payment outbox over mutual TLS (D32)', () => {
  it('hands a payment to the core as the bank, and reads its status the same way', async () => {
    const connection = connectToCore({
      url: core.url,
      clientCertFile: files.writeFile('bank.pem', bank.certPem),
      clientKeyFile: files.writeFile('bank-key.pem', bank.keyPem),
      caFile,
    });
    const paymentId = await receivedPayment(tppId);
    await approve(paymentId);
    expect((await dispatchPaymentOutbox({ core: connection, now: new Date(), limit: 1000 })).delivered).toContain(
      paymentId,
    );
    const row = await outboxRowOf(paymentId);
    expect(core.handoffs.filter((handoff) => handoff.paymentId === paymentId)).toEqual([
      { key: row?.idempotencyKey, paymentId, clientName: 'xs2a.bank.test' },
    ]);
    core.statuses.set(row?.idempotencyKey ?? '', 'ACSC');
    expect(
      (await pollCorePaymentStatuses({ core: connection, now: new Date(Date.now() + 60 * 60_000), limit: 1000 })).moved,
    ).toContain(paymentId);
    expect((await db.payment.findUniqueOrThrow({ where: { id: paymentId } })).status).toBe('ACSC');
    expect((await outboxRowOf(paymentId))?.status).toBe('DONE');
  });

  it('sends nothing without the client certificate: the handshake fails and the row waits for a retry', async () => {
    const paymentId = await receivedPayment(tppId);
    await approve(paymentId);
    const anonymous = connectToCore({ url: core.url, caFile });
    await expectHandshakeFailed(anonymous, paymentId, /^the core could not be reached: .*certificate required/);
  });

  it('sends nothing to a core whose certificate its CA revoked: the handshake fails and the row waits for a retry', async () => {
    const paymentId = await receivedPayment(tppId);
    await approve(paymentId);
    const revokedCrl = files.writeFile(
      'core-ca-revoked.crl',
      issueRevocationList({ ca: coreCa, revokedSerials: [new X509Certificate(coreServer.certPem).serialNumber] }),
    );
    const connection = connectToCore({
      url: core.url,
      clientCertFile: files.writeFile('bank-r.pem', bank.certPem),
      clientKeyFile: files.writeFile('bank-r-key.pem', bank.keyPem),
      caFile,
      crlFile: revokedCrl,
    });
    await expectHandshakeFailed(connection, paymentId, /^the core could not be reached: .*certificate revoked/);
  });

  it("is what a production start uses: the launcher hands payments over with the client certificate of its settings, an encrypted key and the CA's revocation lists", async () => {
    const passphrase = 'correct horse battery staple';
    const app = await startProductionApp({
      XS2A_CORE_PAYMENTS_URL: core.url,
      XS2A_CORE_CLIENT_CERT_FILE: files.writeFile('launcher-bank.pem', bank.certPem),
      XS2A_CORE_CLIENT_KEY_FILE: files.writeFile(
        'launcher-bank-key.pem',
        createPrivateKey(bank.keyPem)
          .export({ type: 'pkcs8', format: 'pem', cipher: 'aes-256-cbc', passphrase })
          .toString(),
      ),
      XS2A_CORE_CLIENT_KEY_PASSPHRASE: passphrase,
      XS2A_CORE_CA_FILE: caFile,
      XS2A_CORE_CRL_FILE: crlFile,
    });
    try {
      const paymentId = await receivedPayment(tppId);
      await approve(paymentId);
      const handoff = await waitFor(async () => core.handoffs.find((each) => each.paymentId === paymentId), 20_000);
      expect(handoff.clientName).toBe('xs2a.bank.test');
      await waitFor(async () => ((await outboxRowOf(paymentId))?.status === 'DELIVERED' ? true : null));
    } finally {
      await app.stop();
    }
  }, 60_000);
});

describe("a production start checks the core against its CA's revocation lists (D32)", () => {
  it('hands nothing to a core whose certificate is revoked: the row keeps the reason and waits', async () => {
    const revokedCrl = files.writeFile(
      'launcher-core-ca-revoked.crl',
      issueRevocationList({ ca: coreCa, revokedSerials: [new X509Certificate(coreServer.certPem).serialNumber] }),
    );
    const app = await startProductionApp({
      XS2A_CORE_PAYMENTS_URL: core.url,
      XS2A_CORE_CLIENT_CERT_FILE: files.writeFile('launcher-revoked-bank.pem', bank.certPem),
      XS2A_CORE_CLIENT_KEY_FILE: files.writeFile('launcher-revoked-bank-key.pem', bank.keyPem),
      XS2A_CORE_CA_FILE: caFile,
      XS2A_CORE_CRL_FILE: revokedCrl,
    });
    try {
      const paymentId = await receivedPayment(tppId);
      await approve(paymentId);
      const row = await waitFor(
        async () => ((await outboxRowOf(paymentId))?.lastError ? outboxRowOf(paymentId) : null),
        20_000,
      );
      expect(row).toMatchObject({ status: 'PENDING', lastError: expect.stringMatching(/certificate revoked/) });
      expect(core.handoffs.filter((handoff) => handoff.paymentId === paymentId)).toEqual([]);
    } finally {
      await app.stop();
    }
  }, 60_000);
});
