import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { executeStatement } from '@/lib/database/raw-sql';
import { Prisma } from '@/lib/generated/prisma/client';
import { issueTestCertificate } from '@/lib/certificate-issuer/issue-certificate';
import { newOrganizationIdentifier } from '@/tools/tpp-kit/create-sandbox-tpp';
import { signRequest, type SignRequestInput } from '@/tools/tpp-kit/sign-request';
import { firstResponseWaitMilliseconds } from '@/lib/xs2a/request-id-replay';
import { withXs2a, type Xs2aContext } from '@/lib/xs2a/with-xs2a';
import type { Xs2aResult } from '@/lib/xs2a/xs2a-response';
import { Xs2aError } from '@/lib/xs2a/xs2a-error';
import { waitFor } from '@/tests/integration/support/wait-for';
import { whileSettleFails } from '@/tests/integration/support/while-settle-fails';

// The wrapper in-process, with handlers made for the test: roles, the typed context, replay of POSTs (D5), error
// mapping (D2) and the request log.
const organizationIdentifier = newOrganizationIdentifier();
const aisp = issueTestCertificate({ organizationIdentifier, organizationName: 'Wrapper AISP AS', roles: ['PSP_AI'] });

afterAll(async () => {
  await db.$disconnect();
});

type Handler = Parameters<typeof withXs2a>[0];

async function call(
  handler: Handler,
  options: Parameters<typeof withXs2a>[1],
  request: Partial<SignRequestInput> = {},
  params: Record<string, string> = {},
) {
  const url = request.url ?? '/v1/wrapper-test';
  const signed = signRequest({ method: 'GET', url, certificate: aisp, ...request });
  const response = await withXs2a(handler, options)(
    new Request(`http://localhost${url}`, {
      method: request.method ?? 'GET',
      headers: signed.headers,
      body: signed.body ? Buffer.from(signed.body) : undefined,
    }),
    { params: Promise.resolve(params) },
  );
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: text ? JSON.parse(text) : undefined,
    requestId: signed.headers['X-Request-ID'] as string,
  };
}

/** A POST of the `create` operation carrying this X-Request-ID. */
function postCreate(handler: Handler, requestId: string) {
  return call(handler, { operation: 'create' }, { method: 'POST', headers: { 'X-Request-ID': requestId } });
}

describe('withXs2a', () => {
  it('hands the handler a typed context: TPP, certificate, PSU headers, decoded params, body and accept-fixes', async () => {
    let seen: Xs2aContext<Record<string, string>> | undefined;
    const response = await call(
      async (context) => {
        seen = context as Xs2aContext<Record<string, string>>;
        return { status: 200, body: { ok: true } };
      },
      { operation: 'test', roles: ['PSP_AI'] },
      {
        method: 'POST',
        url: '/v1/wrapper-test/a%20b',
        body: { note: 'æøå' },
        headers: {
          'PSU-ID': '6a0e6f8c-5b0f-4c4e-9d1c-2c3a7d0e1f22',
          'PSU-IP-Address': '192.0.2.10',
          'TPP-Redirect-Preferred': 'false',
          'x-accept-fix': 'amount-as-string',
        },
      },
      { id: 'a%20b' },
    );
    expect(response.status).toBe(200);
    expect(seen?.tpp).toMatchObject({ organizationIdentifier, name: 'Wrapper AISP AS', roles: ['PSP_AI'] });
    expect(seen?.params).toEqual({ id: 'a b' });
    expect(seen?.body).toEqual({ note: 'æøå' });
    expect(seen?.psu).toMatchObject({
      psuId: '6a0e6f8c-5b0f-4c4e-9d1c-2c3a7d0e1f22',
      psuIpAddress: '192.0.2.10',
      tppRedirectPreferred: false,
    });
    expect(seen?.acceptFixes.has('amount-as-string')).toBe(true);
    const tpp = await db.tpp.findUniqueOrThrow({ where: { organizationIdentifier }, include: { certificates: true } });
    expect(tpp.roles).toEqual(['PSP_AI']);
    expect(tpp.certificates[0]?.serialNumber).toBe(aisp.serialNumberHex.replace(/^0+/, ''));
  });

  it('serves a route without dynamic segments, where Next.js passes no params', async () => {
    const signed = signRequest({ method: 'GET', url: '/v1/static-route', certificate: aisp });
    const response = await withXs2a(async ({ params }) => ({ status: 200, body: { params } }), { operation: 'static' })(
      new Request('http://localhost/v1/static-route', { headers: signed.headers }),
      {},
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ params: {} });
  });

  it('refuses a service the certificate has no role for with 401 ROLE_INVALID (D3)', async () => {
    let isCalled = false;
    const response = await call(
      async () => {
        isCalled = true;
        return { status: 200 };
      },
      { operation: 'initiatePayment', roles: ['PSP_PI'] },
    );
    expect(response.status).toBe(401);
    expect(response.body.tppMessages[0]).toMatchObject({ code: 'ROLE_INVALID' });
    expect(response.body.tppMessages[0].text).toContain('payment initiation (PSP_PI)');
    expect(isCalled).toBe(false);
  });

  it('replays a repeated POST with the first response and does not run the handler again (D5)', async () => {
    let created = 0;
    const handler: Handler = async () => ({
      status: 201,
      body: { resourceId: `r-${++created}` },
      headers: { Location: `/v1/things/r-${created}` },
    });
    const requestId = randomUUID();
    const post = () =>
      call(
        handler,
        { operation: 'create' },
        { method: 'POST', body: { a: 1 }, headers: { 'X-Request-ID': requestId } },
      );
    const first = await post();
    const second = await post();
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('location')).toBe('/v1/things/r-1');
    expect(second.headers.get('x-request-id')).toBe(requestId);
    expect(created).toBe(1);
  });

  it('takes an X-Request-ID in upper case as the same UUID (RFC 4122): the repeat is replayed, echoing the id as sent', async () => {
    let created = 0;
    const handler: Handler = async () => ({ status: 201, body: { resourceId: `r-${++created}` } });
    const requestId = randomUUID();
    const first = await postCreate(handler, requestId);
    const second = await postCreate(handler, requestId.toUpperCase());
    expect([first.status, second.status, created]).toEqual([201, 201, 1]);
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('x-request-id')).toBe(requestId.toUpperCase());
    const read: Handler = async () => ({ status: 200, body: {} });
    const readId = randomUUID().toUpperCase();
    expect((await call(read, { operation: 'read' }, { headers: { 'X-Request-ID': readId } })).status).toBe(200);
    expect(
      (await call(read, { operation: 'read' }, { headers: { 'X-Request-ID': readId.toLowerCase() } })).status,
    ).toBe(400);
  });

  describe('a POST repeated while the first is still being processed (D5: a TPP retrying after a timeout)', () => {
    /** A handler whose runs all wait until the test releases them; `hasStarted` resolves once the first run began. */
    function heldHandler(
      outcome: (run: number) => Xs2aResult = (run) => ({ status: 201, body: { resourceId: `r-${run}` } }),
    ) {
      let runs = 0;
      let release = () => {};
      let started = () => {};
      const gate = new Promise<void>((resolve) => (release = resolve));
      const hasStarted = new Promise<void>((resolve) => (started = resolve));
      const handler: Handler = async () => {
        const run = ++runs;
        started();
        await gate;
        return outcome(run);
      };
      return { handler, release: () => release(), runs: () => runs, hasStarted: () => hasStarted };
    }
    const post = (handler: Handler, requestId: string) =>
      call(
        handler,
        { operation: 'create' },
        { method: 'POST', body: { a: 1 }, headers: { 'X-Request-ID': requestId } },
      );
    /** Sends the first POST with a new X-Request-ID and resolves once the held handler has begun its run. */
    async function startFirst(held: ReturnType<typeof heldHandler>) {
      const requestId = randomUUID();
      const first = post(held.handler, requestId);
      await held.hasStarted();
      return { requestId, first };
    }
    const isStillWaiting = async (answer: Promise<unknown>, milliseconds = 500) =>
      (await Promise.race([
        answer.then(() => false),
        new Promise((resolve) => setTimeout(() => resolve(true), milliseconds)),
      ])) as boolean;

    it('waits for the first to finish and gets its response; the handler runs once', async () => {
      const held = heldHandler();
      const { requestId, first } = await startFirst(held);
      const repeat = post(held.handler, requestId);
      expect(await isStillWaiting(repeat)).toBe(true);
      held.release();
      const [firstAnswer, repeatAnswer] = await Promise.all([first, repeat]);
      expect([firstAnswer.status, repeatAnswer.status, repeatAnswer.body, held.runs()]).toEqual([
        201,
        201,
        { resourceId: 'r-1' },
        1,
      ]);
    });

    it('holds no database connection while it waits: more repeats than the pool has connections all get the first response', async () => {
      const held = heldHandler();
      const { requestId, first } = await startFirst(held);
      const repeats = Array.from({ length: 15 }, () => post(held.handler, requestId));
      expect(await isStillWaiting(Promise.race(repeats))).toBe(true);
      expect((await call(async () => ({ status: 200, body: { read: true } }), { operation: 'read' })).status).toBe(200);
      held.release();
      const answers = await Promise.all([first, ...repeats]);
      expect(new Set(answers.map((answer) => `${answer.status} ${JSON.stringify(answer.body)}`))).toEqual(
        new Set(['201 {"resourceId":"r-1"}']),
      );
      expect(held.runs()).toBe(1);
    });

    it(`gives up after ${firstResponseWaitMilliseconds / 1000} s with 409 STATUS_INVALID and Retry-After; once the first answered, a repeat gets its response`, async () => {
      const held = heldHandler();
      const { requestId, first } = await startFirst(held);
      const startedWaiting = Date.now();
      const repeat = await post(held.handler, requestId);
      expect(Date.now() - startedWaiting).toBeGreaterThanOrEqual(firstResponseWaitMilliseconds - 300);
      expect([repeat.status, repeat.headers.get('retry-after'), repeat.body.tppMessages[0]]).toEqual([
        409,
        '1',
        {
          category: 'ERROR',
          code: 'STATUS_INVALID',
          path: 'X-Request-ID',
          text: expect.stringMatching(/still being processed.*send it again/),
        },
      ]);
      held.release();
      await first;
      expect((await post(held.handler, requestId)).body).toEqual({ resourceId: 'r-1' });
      expect(held.runs()).toBe(1);
    }, 20_000);

    it('runs the request itself when the first fails on our side (5xx releases the id)', async () => {
      const held = heldHandler((run) => {
        if (run === 1) throw new Error('the store is away');
        return { status: 201, body: { resourceId: `r-${run}` } };
      });
      const { requestId, first } = await startFirst(held);
      const repeat = post(held.handler, requestId);
      expect(await isStillWaiting(repeat)).toBe(true);
      held.release();
      expect((await first).status).toBe(500);
      expect([(await repeat).status, (await repeat).body]).toEqual([201, { resourceId: 'r-2' }]);
    });
  });

  it('gives a POST repeating an X-Request-ID with another body, query or PSU headers the first response, and runs nothing; another path is 400', async () => {
    let runs = 0;
    const handler: Handler = async () => ({ status: 201, body: { run: ++runs } });
    const requestId = randomUUID();
    const first = {
      method: 'POST',
      url: '/v1/wrapper-test',
      body: { amount: '10.00' },
      headers: { 'X-Request-ID': requestId, 'PSU-ID': '6a0e6f8c-5b0f-4c4e-9d1c-2c3a7d0e1f22' },
    };
    expect((await call(handler, { operation: 'create' }, first)).status).toBe(201);
    const variants: Partial<SignRequestInput>[] = [
      { ...first, body: { amount: '10000.00' } },
      { ...first, url: '/v1/wrapper-test?debug=1' },
      { ...first, headers: { ...first.headers, 'PSU-ID': 'b7c1a1de-6f1e-4a59-9d55-0e6a1f7c2d10' } },
      { ...first, headers: { ...first.headers, 'TPP-Session-ID': 'another-session' } },
    ];
    for (const variant of variants) {
      const repeated = await call(handler, { operation: 'create' }, variant);
      expect([repeated.status, repeated.body]).toEqual([201, { run: 1 }]);
    }
    const otherPath = await call(handler, { operation: 'create' }, { ...first, url: '/v1/wrapper-other' });
    expect([otherPath.status, otherPath.body.tppMessages[0].code, otherPath.body.tppMessages[0].path]).toEqual([
      400,
      'FORMAT_ERROR',
      'X-Request-ID',
    ]);
    expect(runs).toBe(1);
  });

  it("keeps each TPP's X-Request-IDs apart: another TPP sending the same id gets a response of its own", async () => {
    let runs = 0;
    const handler: Handler = async ({ tpp }) => ({
      status: 201,
      body: { run: ++runs, organizationIdentifier: tpp.organizationIdentifier },
    });
    const requestId = randomUUID();
    const otherOrganization = newOrganizationIdentifier();
    const other = issueTestCertificate({
      organizationIdentifier: otherOrganization,
      organizationName: 'Other AISP AS',
      roles: ['PSP_AI'],
    });
    const request = { method: 'POST', body: { a: 1 }, headers: { 'X-Request-ID': requestId } };
    const mine = await call(handler, { operation: 'create' }, request);
    const theirs = await call(handler, { operation: 'create' }, { ...request, certificate: other });
    expect(mine.body).toEqual({ run: 1, organizationIdentifier });
    expect(theirs.body).toEqual({ run: 2, organizationIdentifier: otherOrganization });
  });

  it('refuses any other repeated X-Request-ID with 400 FORMAT_ERROR', async () => {
    const requestId = randomUUID();
    const handler: Handler = async () => ({ status: 200, body: {} });
    expect((await call(handler, { operation: 'read' }, { headers: { 'X-Request-ID': requestId } })).status).toBe(200);
    const repeated = await call(handler, { operation: 'read' }, { headers: { 'X-Request-ID': requestId } });
    expect(repeated.status).toBe(400);
    expect(repeated.body.tppMessages[0]).toMatchObject({ code: 'FORMAT_ERROR', path: 'X-Request-ID' });
    const postAfterGet = await call(
      handler,
      { operation: 'read' },
      { method: 'POST', headers: { 'X-Request-ID': requestId } },
    );
    expect(postAfterGet.status).toBe(400);
  });

  it('makes a deferred claim the handler did not carry (D31): after a success, and before a refusal is answered', async () => {
    const requestId = randomUUID();
    let runs = 0;
    const carriesNothing: Handler = async () => ({ status: 200, body: { run: ++runs } });
    const deferred = { operation: 'read', defersRequestIdClaim: true };
    expect((await call(carriesNothing, deferred, { headers: { 'X-Request-ID': requestId } })).status).toBe(200);
    expect(await db.seenRequestId.count({ where: { xRequestId: requestId } })).toBe(1);
    const repeated = await call(carriesNothing, deferred, { headers: { 'X-Request-ID': requestId } });
    expect([repeated.status, repeated.body.tppMessages[0].path]).toEqual([400, 'X-Request-ID']);

    const refusedFirst = randomUUID();
    const refuses: Handler = async () => {
      throw new Xs2aError('PARAMETER_NOT_SUPPORTED', { path: 'withBalance', text: 'Not here.' });
    };
    expect(
      (await call(refuses, deferred, { headers: { 'X-Request-ID': refusedFirst } })).body.tppMessages[0].code,
    ).toBe('PARAMETER_NOT_SUPPORTED');
    const again = await call(carriesNothing, deferred, { headers: { 'X-Request-ID': refusedFirst } });
    expect([again.status, again.body.tppMessages[0].code, again.body.tppMessages[0].path]).toEqual([
      400,
      'FORMAT_ERROR',
      'X-Request-ID',
    ]);
  });

  it('releases a claim the handler carried when it then fails with a 500, so the TPP can retry with the same id', async () => {
    const requestId = randomUUID();
    const deferred = { operation: 'read', defersRequestIdClaim: true };
    const carriesThenFails: Handler = async ({ requestIdClaim }) => {
      await requestIdClaim.settle(await executeStatement(requestIdClaim.pendingStatement() as Prisma.Sql));
      expect(requestIdClaim.isClaimed).toBe(true);
      throw new Error('the store is away');
    };
    expect((await call(carriesThenFails, deferred, { headers: { 'X-Request-ID': requestId } })).status).toBe(500);
    expect(await db.seenRequestId.count({ where: { xRequestId: requestId } })).toBe(0);
    expect(
      (await call(async () => ({ status: 200, body: {} }), deferred, { headers: { 'X-Request-ID': requestId } }))
        .status,
    ).toBe(200);
  });

  it('answers what the handler did when the claim cannot be settled afterwards (the database gone), and logs it', async () => {
    const requestId = randomUUID();
    // The database fails the statement that keeps the response for replays, for this request alone.
    await whileSettleFails(requestId, 'UPDATE', async () => {
      const created = await postCreate(async () => ({ status: 201, body: { created: true } }), requestId);
      expect([created.status, created.body]).toEqual([201, { created: true }]);
      const logged = await waitFor(() => db.requestLog.findFirst({ where: { xRequestId: requestId } }));
      expect(logged.status).toBe(201);
    });
  });

  // While the database is away, a repeat is refused as in flight and runs nothing; once it is back, the retry is
  // replayed when the first POST committed, and runs as new when the first failed and could not release its id.
  const settleFailures = [
    {
      title: 'replays a committed POST whose response could not be stored once the database is back, creating nothing',
      failingStatement: 'UPDATE' as const,
      outcome: (run: number): Xs2aResult => ({ status: 201, body: { created: run } }),
      firstStatus: 201,
      retried: { body: { created: 1 }, runs: 1 },
    },
    {
      title: 'runs a retried POST as new once the database is back when the first failed and could not release its id',
      failingStatement: 'DELETE' as const,
      outcome: (run: number): Xs2aResult => {
        if (run === 1) throw new Error('the database went away');
        return { status: 201, body: { attempt: run } };
      },
      firstStatus: 500,
      retried: { body: { attempt: 2 }, runs: 2 },
    },
  ];
  for (const { title, failingStatement, outcome, firstStatus, retried } of settleFailures) {
    it(`${title} (D14)`, async () => {
      const requestId = randomUUID();
      let runs = 0;
      const post = () => postCreate(async () => outcome(++runs), requestId);
      await whileSettleFails(requestId, failingStatement, async () => {
        expect((await post()).status).toBe(firstStatus);
        const inFlight = await post();
        expect([inFlight.status, inFlight.body.tppMessages[0].code, runs]).toEqual([409, 'STATUS_INVALID', 1]);
      });
      const retry = await post();
      expect([retry.status, retry.body, runs]).toEqual([201, retried.body, retried.runs]);
      expect((await post()).body).toEqual(retried.body);
    });
  }

  it(
    'settles the claim once the database is back with no further request, for a repeat on another instance (D14)',
    { timeout: 60_000 },
    async () => {
      const requestId = randomUUID();
      const created = await whileSettleFails(requestId, 'UPDATE', () =>
        postCreate(async () => ({ status: 201, body: { created: true } }), requestId),
      );
      expect(created.status).toBe(201);
      // The instance's timer writes the response (after 1 s, doubling to 30 s); the row is all another instance reads.
      const settled = await waitFor(
        () => db.seenRequestId.findFirst({ where: { xRequestId: requestId, responseStatus: { not: null } } }),
        45_000,
      );
      expect([settled.responseStatus, JSON.parse(settled.responseBody ?? '')]).toEqual([201, { created: true }]);
    },
  );

  it('claims first for a POST even on a route that defers its claim, so a repeated POST is replayed (D5)', async () => {
    const requestId = randomUUID();
    let created = 0;
    const handler: Handler = async ({ requestIdClaim }) => {
      expect([requestIdClaim.isClaimed, requestIdClaim.pendingStatement()]).toEqual([true, null]);
      return { status: 201, body: { created: ++created } };
    };
    const options = { operation: 'create', defersRequestIdClaim: true };
    const first = await call(handler, options, { method: 'POST', headers: { 'X-Request-ID': requestId } });
    const second = await call(handler, options, { method: 'POST', headers: { 'X-Request-ID': requestId } });
    expect([first.status, second.status, second.body, created]).toEqual([201, 201, { created: 1 }, 1]);
  });

  it('turns an unexpected error into a 500 that reveals nothing, and lets the TPP retry with the same X-Request-ID', async () => {
    const requestId = randomUUID();
    let attempts = 0;
    const handler: Handler = async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('relation "Secret" does not exist at /srv/app/lib/x.ts:12');
      return { status: 201, body: { done: true } };
    };
    const failed = await postCreate(handler, requestId);
    expect(failed.status).toBe(500);
    expect(failed.body.tppMessages[0].code).toBe('INTERNAL_SERVER_ERROR');
    expect(JSON.stringify(failed.body)).not.toMatch(/relation|Secret|\/srv|\.ts/);
    const retried = await postCreate(handler, requestId);
    expect(retried.status).toBe(201);
  });

  it("answers a deadlock 409 STATUS_INVALID and releases the X-Request-ID, but keeps a lost race's 404 for replays (D21)", async () => {
    const databaseError = (code: string, sqlState: string) =>
      new Prisma.PrismaClientKnownRequestError('Invalid `tx.account.create()` invocation', {
        code,
        clientVersion: '7.10.0',
        meta: { driverAdapterError: { name: 'DriverAdapterError', cause: { originalCode: sqlState } } },
      });
    const conflictId = randomUUID();
    let attempts = 0;
    const flaky: Handler = async () => {
      attempts += 1;
      if (attempts === 1) throw databaseError('P2034', '40P01');
      return { status: 201, body: { done: true } };
    };
    const conflict = await postCreate(flaky, conflictId);
    expect(conflict.status).toBe(409);
    expect(conflict.body.tppMessages[0]).toMatchObject({
      category: 'ERROR',
      code: 'STATUS_INVALID',
      text: expect.stringMatching(/again/),
    });
    expect((await postCreate(flaky, conflictId)).status).toBe(201);

    const goneId = randomUUID();
    let runs = 0;
    const gone: Handler = async () => {
      runs += 1;
      throw databaseError('P2003', '23503');
    };
    const first = await postCreate(gone, goneId);
    expect(first.status).toBe(404);
    expect(first.body.tppMessages[0].code).toBe('RESOURCE_UNKNOWN');
    expect((await postCreate(gone, goneId)).body).toEqual(first.body);
    expect(runs).toBe(1);
  });

  it('maps a domain Xs2aError to its tppMessages body with path and _links', async () => {
    const response = await call(
      async () => {
        throw new Xs2aError('CONSENT_INVALID', {
          text: 'SCA needed',
          links: { scaRedirect: { href: 'https://bank.example/sca/x', verbs: ['GET'] } },
        });
      },
      { operation: 'listAccounts' },
    );
    expect(response.status).toBe(401);
    expect(response.body).toEqual({
      tppMessages: [{ category: 'ERROR', code: 'CONSENT_INVALID', text: 'SCA needed' }],
      _links: { scaRedirect: { href: 'https://bank.example/sca/x', verbs: ['GET'] } },
    });
  });

  it('leaves one request-log row per request, accepted or refused, with the operation and the signature diagnosis of a refusal', async () => {
    const accepted = await call(async () => ({ status: 200, body: {} }), { operation: 'read' });
    const refused = await call(
      async () => ({ status: 200, body: {} }),
      { operation: 'read' },
      { options: { signedHeaders: ['date'] } },
    );
    const [acceptedRow, refusedRow] = await Promise.all(
      [accepted, refused].map((response) =>
        waitFor(() => db.requestLog.findFirst({ where: { xRequestId: response.requestId } })),
      ),
    );
    expect(acceptedRow).toMatchObject({
      method: 'GET',
      path: '/v1/wrapper-test',
      operation: 'read',
      status: 200,
      errorCodes: [],
      signatureDiagnosis: null,
    });
    expect(acceptedRow?.tppId).toBeTruthy();
    expect(acceptedRow?.durationMs).toBeGreaterThanOrEqual(0);
    expect(refusedRow).toMatchObject({
      status: 400,
      errorCodes: ['SIGNATURE_INVALID'],
      tppId: null,
      operation: 'read',
    });
    expect(refusedRow?.signatureDiagnosis).toMatchObject({
      failure: { step: 'signed-headers', code: 'SIGNATURE_INVALID' },
    });
  });
});
