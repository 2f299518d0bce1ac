import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';

// Each model is written with its fields filled and read back unchanged: money as BigInt, dates as dates, JSON as JSON.
const id = () => randomUUID().replaceAll('-', '');
const day = (value: string) => new Date(`${value}T00:00:00.000Z`);

afterAll(async () => {
  await db.$disconnect();
});

async function createTpp() {
  return db.tpp.create({
    data: {
      id: id(),
      organizationIdentifier: `PSDNO-FSA-${id().slice(0, 8)}`,
      name: 'Round Trip TPP AS',
      roles: ['PSP_AI', 'PSP_PI'],
      ncaName: 'Finanstilsynet',
      ncaId: 'NO-FSA',
      contactEmail: 'openbanking@example.com',
      redirectHosts: ['tpp.example.com'],
    },
  });
}

describe('the Prisma schema round-trips every model', () => {
  it('keeps every digit of money read through a relation joined in PostgreSQL (D13)', async () => {
    const tpp = await createTpp();
    const owner = await db.customer.create({
      data: { id: id(), tppId: tpp.id, customerNumber: '13039319955', customerType: 'PRIVATE', customerName: 'Kari' },
    });
    const account = await db.account.create({
      data: {
        id: id(),
        tppId: tpp.id,
        ownerCustomerId: owner.id,
        iban: 'NO9386011117947',
        currency: 'NOK',
        name: 'Brukskonto',
        product: 'Brukskonto',
        cashAccountType: 'CACC',
        status: 'enabled',
      },
    });
    // 18 digits in minor units (D7), beyond what a JSON number holds exactly.
    const amount = -999_999_999_999_999_999n;
    await db.balance.create({
      data: { id: id(), tppId: tpp.id, accountId: account.id, balanceType: 'expected', amount, currency: 'NOK' },
    });
    const read = await db.account.findUniqueOrThrow({ where: { id: account.id }, include: { balances: true } });
    expect(read.balances.map((balance) => balance.amount)).toEqual([amount]);
  });

  it('TPP, certificate, developer', async () => {
    const tpp = await createTpp();
    const certificate = {
      id: id(),
      tppId: tpp.id,
      serialNumber: 'A1B2C3',
      issuerDn: 'CN=PSD2 Sandbox Test CA,C=NO',
      subjectDn: 'CN=TPP,O=TPP AS,C=NO',
      fingerprint: id().toUpperCase(),
      organizationIdentifier: tpp.organizationIdentifier,
      roles: ['PSP_AI' as const],
      notBefore: new Date('2026-01-01T00:00:00Z'),
      notAfter: new Date('2027-01-01T00:00:00Z'),
      pem: '-----BEGIN CERTIFICATE-----',
      isPortalIssued: true,
    };
    await db.tppCertificate.create({ data: certificate });
    await db.developer.create({ data: { id: id(), email: `${id()}@example.com`, name: 'Dev', tppId: tpp.id } });
    const read = await db.tpp.findUniqueOrThrow({
      where: { id: tpp.id },
      include: { certificates: true, developers: true },
    });
    expect(read.roles).toEqual(['PSP_AI', 'PSP_PI']);
    expect(read.redirectHosts).toEqual(['tpp.example.com']);
    expect(read.certificates[0]).toMatchObject(certificate);
    expect(read.developers).toHaveLength(1);
  });

  it('customers, agreements, engagements, accounts, card accounts, balances', async () => {
    const tpp = await createTpp();
    const person = await db.customer.create({
      data: {
        id: id(),
        tppId: tpp.id,
        customerNumber: '13039319955',
        customerType: 'PRIVATE',
        customerName: 'Kari Nordmann',
      },
    });
    const company = await db.customer.create({
      data: {
        id: id(),
        tppId: tpp.id,
        customerNumber: '18129215603',
        customerType: 'CORPORATE',
        customerName: 'Fjord Bygg AS',
      },
    });
    const account = await db.account.create({
      data: {
        id: id(),
        tppId: tpp.id,
        ownerCustomerId: company.id,
        iban: 'NO9386011117947',
        bban: '86011117947',
        bic: 'NORDNOKK',
        currency: 'NOK',
        name: 'D'.repeat(70),
        product: 'Bedriftskonto',
        cashAccountType: 'CACC',
        status: 'blocked',
      },
    });
    const card = await db.cardAccount.create({
      data: {
        id: id(),
        tppId: tpp.id,
        ownerCustomerId: person.id,
        maskedPan: '525412******3241',
        currency: 'NOK',
        creditLimitAmount: 5_000_000n,
        creditLimitCurrency: 'NOK',
        cardId: 'card-1',
        cardIdVNo: '01',
        accountNumber: '12345678903',
        expiry: '2029-12',
        name: 'Visa',
        product: 'Gold',
        status: 'enabled',
      },
    });
    const agreement = await db.agreement.create({
      data: { id: id(), tppId: tpp.id, ownerCustomerId: company.id, name: 'Fjord Bygg AS' },
    });
    const engagement = await db.engagement.create({
      data: {
        id: id(),
        tppId: tpp.id,
        agreementId: agreement.id,
        customerId: person.id,
        accountId: account.id,
        roles: ['REGISTER', 'VIEW'],
        registerLimit: 10_000_000n,
        approvalLimit: 2_147_483_647n,
      },
    });
    await db.balance.create({
      data: {
        id: id(),
        tppId: tpp.id,
        accountId: account.id,
        balanceType: 'closingBooked',
        amount: -12_345n,
        currency: 'NOK',
        referenceDate: day('2026-11-20'),
      },
    });
    await db.balance.create({
      data: {
        id: id(),
        tppId: tpp.id,
        cardAccountId: card.id,
        balanceType: 'interimBooked',
        amount: 99n,
        currency: 'NOK',
      },
    });

    const readEngagement = await db.engagement.findUniqueOrThrow({
      where: { id: engagement.id },
      include: { account: { include: { balances: true } }, customer: true, agreement: { include: { owner: true } } },
    });
    expect(readEngagement.roles).toEqual(['REGISTER', 'VIEW']);
    expect(readEngagement.approvalLimit).toBe(2_147_483_647n);
    expect(readEngagement.account?.name).toHaveLength(70);
    expect(readEngagement.account?.status).toBe('blocked');
    expect(readEngagement.account?.balances[0]).toMatchObject({ amount: -12_345n, referenceDate: day('2026-11-20') });
    expect(readEngagement.agreement.owner.customerType).toBe('CORPORATE');
    const readCard = await db.cardAccount.findUniqueOrThrow({ where: { id: card.id }, include: { balances: true } });
    expect(readCard).toMatchObject({ creditLimitAmount: 5_000_000n, maskedPan: '525412******3241' });
    expect(readCard.balances[0]?.balanceType).toBe('interimBooked');
    await expect(
      db.account.create({
        data: { id: id(), tppId: tpp.id, ownerCustomerId: company.id, iban: 'NO9386011117947', currency: 'NOK' },
      }),
    ).rejects.toThrow();
  });

  it('transactions with every field, including structured remittance arrays and card fields', async () => {
    const tpp = await createTpp();
    const owner = await db.customer.create({
      data: { id: id(), tppId: tpp.id, customerNumber: '12085592767', customerType: 'PRIVATE', customerName: 'Ola' },
    });
    const account = await db.account.create({
      data: { id: id(), tppId: tpp.id, ownerCustomerId: owner.id, iban: 'NO9386011117947', currency: 'NOK' },
    });
    const data = {
      id: id(),
      tppId: tpp.id,
      accountId: account.id,
      bookingStatus: 'booked' as const,
      entryReference: 'E-1',
      endToEndId: 'E2E-1',
      bookingDate: day('2026-11-02'),
      valueDate: day('2026-11-03'),
      transactionDate: day('2026-11-01'),
      amount: -250_075n,
      currency: 'NOK',
      creditorName: 'Kiwi Majorstuen',
      creditorIban: 'NO8330001234567',
      creditorBban: '30001234567',
      ultimateCreditor: 'Kiwi Norge AS',
      debtorName: 'Ola',
      debtorIban: 'NO9386011117947',
      debtorBban: '86011117947',
      ultimateDebtor: 'Ola Nordmann',
      bankTransactionCode: 'PMNT-RCDT-ESCT',
      proprietaryBankTransactionCode: 'VAREKJØP',
      purposeCode: 'GDDS',
      remittanceInformationUnstructured: 'Varekjøp æøå',
      remittanceInformationStructured: [{ reference: '1234567890', referenceType: 'SCOR' }],
      additionalInformation: 'Extra',
      additionalInformationProprietary: { additionalInformationProprietary1: 'ref-1' },
      cardTransactionId: 'CT-1',
      terminalId: 'T-9',
      maskedPan: '525412******3241',
      originalAmount: -2_500n,
      originalCurrency: 'EUR',
      exchangeRate: new Prisma.Decimal('11.73251234'),
      markupFee: 125n,
      cardAcceptorId: 'ACC-1',
      cardAcceptorName: 'Café',
      cardAcceptorCity: 'Oslo',
      cardAcceptorCountry: 'NO',
      merchantCategoryCode: '5812',
      transactionDetails: 'Card purchase',
    };
    await db.transaction.create({ data });
    const read = await db.transaction.findUniqueOrThrow({ where: { id: data.id } });
    expect({ ...read, exchangeRate: read.exchangeRate?.toString() }).toMatchObject({
      ...data,
      exchangeRate: '11.73251234',
    });
  });

  it('PSU pseudonyms, consents, authorisations, TPP sessions and PSU web sessions', async () => {
    const tpp = await createTpp();
    const psu = await db.customer.create({
      data: { id: id(), tppId: tpp.id, customerNumber: '13039319955', customerType: 'PRIVATE', customerName: 'Kari' },
    });
    const company = await db.customer.create({
      data: { id: id(), tppId: tpp.id, customerNumber: '18129215603', customerType: 'CORPORATE', customerName: 'AS' },
    });
    const agreement = await db.agreement.create({ data: { id: id(), tppId: tpp.id, ownerCustomerId: company.id } });
    const account = await db.account.create({
      data: { id: id(), tppId: tpp.id, ownerCustomerId: psu.id, iban: 'NO9386011117947', currency: 'NOK' },
    });
    const psuId = randomUUID();
    await db.psuPseudonym.create({ data: { id: psuId, tppId: tpp.id, customerNumber: psu.customerNumber } });
    await db.corporatePseudonym.create({ data: { id: randomUUID(), tppId: tpp.id, agreementId: agreement.id } });
    await expect(
      db.psuPseudonym.create({ data: { id: randomUUID(), tppId: tpp.id, customerNumber: psu.customerNumber } }),
    ).rejects.toThrow();

    const consent = await db.consent.create({
      data: {
        id: id(),
        tppId: tpp.id,
        customerId: psu.id,
        context: 'CORPORATE',
        agreementId: agreement.id,
        status: 'valid',
        validUntil: day('2027-02-19'),
        lastScaAt: new Date(),
        accounts: { create: [{ id: id(), accountId: account.id }] },
      },
    });
    await db.authorisation.create({
      data: {
        id: id(),
        tppId: tpp.id,
        kind: 'CONSENT',
        consentId: consent.id,
        scaStatus: 'PSU_IDENTIFIED',
        customerId: psu.id,
        context: 'CORPORATE',
        linkTokenHash: id(),
        linkExpiresAt: new Date(Date.now() + 900_000),
        tppRedirectUri: 'https://tpp.example.com/cb?state=1',
        tppSessionId: 'session-1',
        redirectPreferred: false,
        language: 'nb',
      },
    });
    await db.tppSession.create({
      data: {
        id: id(),
        tppId: tpp.id,
        sessionId: 'session-1',
        customerId: psu.id,
        status: 'ACTIVE',
        scaCompletedAt: new Date(),
        expiresAt: new Date(),
      },
    });
    await db.psuWebSession.create({ data: { id: id(), tokenHash: id(), csrfTokenHash: id(), expiresAt: new Date() } });

    const read = await db.consent.findUniqueOrThrow({
      where: { id: consent.id },
      include: { accounts: true, authorisations: true },
    });
    expect(read).toMatchObject({
      status: 'valid',
      context: 'CORPORATE',
      validUntil: day('2027-02-19'),
      frequencyPerDay: 4,
    });
    expect(read.accounts[0]?.accountId).toBe(account.id);
    expect(read.authorisations[0]).toMatchObject({
      scaStatus: 'PSU_IDENTIFIED',
      redirectPreferred: false,
      failedAttempts: 0,
    });
    expect(await db.tppSession.count({ where: { tppId: tpp.id, status: 'ACTIVE' } })).toBe(1);
  });

  it('payments (single, periodic, bulk) with instructions, signing baskets and ledger entries', async () => {
    const tpp = await createTpp();
    const basket = await db.signingBasket.create({ data: { id: id(), tppId: tpp.id } });
    const periodic = await db.payment.create({
      data: {
        id: id(),
        tppId: tpp.id,
        service: 'periodic_payments',
        product: 'norwegian-domestic-credit-transfers',
        totalAmount: 150_000n,
        currency: 'NOK',
        startDate: day('2026-12-01'),
        endDate: day('2027-12-01'),
        frequency: 'MonthlyVariable',
        executionRule: 'following',
        dayOfExecution: '1',
        monthsOfExecution: ['1', '4', '7'],
        requestBody: { instructedAmount: { currency: 'NOK', amount: '1500.00' } },
        instructions: {
          create: [
            {
              id: id(),
              position: 0,
              amount: 150_000n,
              currency: 'NOK',
              creditorName: 'Husleie AS',
              creditorBban: '12345678903',
            },
          ],
        },
      },
    });
    const bulk = await db.payment.create({
      data: {
        id: id(),
        tppId: tpp.id,
        service: 'bulk_payments',
        product: 'sepa-credit-transfers',
        totalAmount: 300n,
        currency: 'EUR',
        batchBookingPreferred: true,
        requestBody: {},
        basketId: basket.id,
        status: 'PDNG',
        instructions: {
          create: [1, 2].map((position) => ({
            id: id(),
            position,
            amount: BigInt(position * 100),
            currency: 'EUR',
            creditorName: `C${position}`,
            creditorIban: 'DE89370400440532013000',
            creditorAddress: { townName: 'Berlin', country: 'DE' },
          })),
        },
      },
    });
    const readPeriodic = await db.payment.findUniqueOrThrow({
      where: { id: periodic.id },
      include: { instructions: true },
    });
    expect(readPeriodic).toMatchObject({
      service: 'periodic_payments',
      monthsOfExecution: ['1', '4', '7'],
      status: 'RCVD',
      totalAmount: 150_000n,
    });
    const readBasket = await db.signingBasket.findUniqueOrThrow({
      where: { id: basket.id },
      include: { payments: { include: { instructions: { orderBy: { position: 'asc' } } } } },
    });
    expect(readBasket.payments.map((payment) => payment.id)).toEqual([bulk.id]);
    expect(readBasket.payments[0]?.instructions.map((instruction) => instruction.creditorAddress)).toEqual([
      { townName: 'Berlin', country: 'DE' },
      { townName: 'Berlin', country: 'DE' },
    ]);
  });

  it('request log, seen request ids, rate-limit counters and batch runs', async () => {
    const tpp = await createTpp();
    const log = await db.requestLog.create({
      data: {
        tppId: tpp.id,
        method: 'GET',
        path: '/v1/accounts',
        status: 400,
        errorCodes: ['SIGNATURE_INVALID'],
        durationMs: 12,
        xRequestId: randomUUID(),
        signatureDiagnosis: { steps: [] },
      },
    });
    expect(typeof log.id).toBe('bigint');
    const requestId = randomUUID();
    // D36: the key holds createdAt (the partition key); the 24 hours' uniqueness is the claim function's.
    const createdAt = new Date();
    await db.seenRequestId.create({
      data: {
        tppId: tpp.id,
        xRequestId: requestId,
        method: 'POST',
        path: '/v1/consents',
        responseStatus: 201,
        responseBody: '{}',
        createdAt,
      },
    });
    await expect(
      db.seenRequestId.create({
        data: { tppId: tpp.id, xRequestId: requestId, method: 'POST', path: '/v1/consents', createdAt },
      }),
    ).rejects.toThrow();
    const windowStart = new Date('2026-11-21T00:00:00Z');
    await db.rateLimitCounter.create({ data: { key: `${tpp.id}:balances:acc`, windowStart, count: 1 } });
    await db.rateLimitCounter.update({
      where: { key_windowStart: { key: `${tpp.id}:balances:acc`, windowStart } },
      data: { count: { increment: 1 } },
    });
    expect((await db.rateLimitCounter.findFirstOrThrow({ where: { key: `${tpp.id}:balances:acc` } })).count).toBe(2);
    const scheduledFor = new Date(
      Date.UTC(2026, 10, 21, 5, Math.floor(Math.random() * 60), Math.floor(Math.random() * 60)),
    );
    await db.batchRun.create({ data: { scheduledFor } });
    await expect(db.batchRun.create({ data: { scheduledFor } })).rejects.toThrow();
  });
});
