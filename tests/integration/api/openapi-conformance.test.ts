import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bankDate } from '@/lib/berlin-group/bank-date';
import { addDays } from '@/lib/sandbox/shared/calendar';
import {
  documentOperations,
  isValidComponent,
  type DocumentOperation,
} from '@/tests/integration/support/conformance/document-operations';
import {
  invalidCase,
  isValidCase,
  toConformanceWire,
  usualHeaders,
  validCase,
  type ConformanceCase,
} from '@/tests/integration/support/conformance/conformance-request';
import { fuzzContractProblems } from '@/tests/integration/support/fuzz/fuzz-contract';
import {
  describeFailure,
  problemOf,
  send,
  type Resolution,
  type WireRequest,
  type WireResponse,
} from '@/tests/integration/support/fuzz/fuzz-request';
import { announceFuzzSeed, fuzzSeed, operationSeed } from '@/tests/integration/support/fuzz/fuzz-seed';
import { buildFuzzWorld } from '@/tests/integration/support/fuzz/fuzz-world';
import { sandboxOperations } from '@/tests/integration/support/fuzz/sandbox-operations';
import { xs2aOperations } from '@/tests/integration/support/fuzz/xs2a-operations';

// The published document (openapi/xs2a.openapi.json) as a contract a client generates requests from: every operation
// driven with headers, query parameters and bodies generated from its own schemas, valid and broken. Every answer is one
// the document lists for the operation (status, code, headers, body); a request valid against the document is never
// refused with 400 FORMAT_ERROR or 406 naming a header or query parameter (their rules are ones a schema can state), and
// each request example of the document succeeds. The seed is the fuzz suite's (fuzz-seed: fixed in CI, FUZZ_SEED replays).

/** Valid and broken requests per operation: about 1,400 requests in all. */
const runs = Number(process.env.CONFORMANCE_RUNS ?? 15);

/** 400 FORMAT_ERROR naming a parameter for a reason no schema can state, by operation path, parameter and text. */
const semanticRefusals: { path: RegExp; parameter: string; text: RegExp; why: string }[] = [
  {
    path: /^\/v1\/(signing-baskets|\{payment-service\})/,
    parameter: 'PSU-ID',
    text: /another PSU|initiated for/,
    why: 'names another PSU than the one the payments were initiated for (D25)',
  },
  {
    path: /./,
    parameter: 'TPP-Redirect-URI',
    text: /is required/,
    why: 'needed only when the answer sends the PSU to the bank (no consent yet, an SCA to start): it depends on the PSU and its consents',
  },
  {
    path: /./,
    parameter: 'TPP-Nok-Redirect-URI',
    text: /same origin/,
    why: 'on the origin of TPP-Redirect-URI: a rule across two headers',
  },
  {
    path: /\/transactions$/,
    parameter: 'cursor',
    text: /not one this bank issued/,
    why: 'an opaque token from _links.next: only what the bank issued is one',
  },
];

/**
 * 400 FORMAT_ERROR naming a body field for a rule no schema can state, by text: the body of a request valid against
 * the document is refused only for one of these (a pattern, enum, format, length, range or required field is stated).
 */
const bodyRefusals: { text: RegExp; why: string }[] = [
  {
    text: /check digit|MOD ?11|MOD ?10|national identity number|KID/i,
    why: 'a checksum: an IBAN, BBAN, national identity number or KID whose check digits do not add up',
  },
  {
    text: /is given twice/,
    why: 'uniqueness among array items by one field (a balance type, a role, a month): JSON Schema only knows whole-item uniqueness',
  },
  {
    text: /iban and bban name different accounts|give iban or bban|Give either/i,
    why: 'across fields: which of two account fields, and that both name one account',
  },
  {
    text: /as in payments\[0\]|decimals for [A-Z]{3}|too many digits|more than 18 digits/,
    why: 'across fields: a currency must match another field, or an amount the decimals of its currency',
  },
  {
    text: /must be after startDate|booking date must not be after|transactionDate must not be later|pending transaction has no booking date|required for a booked transaction|frequency|An exchange rate needs/,
    why: "across fields: one date after another, or a field that another field's value asks for or forbids",
  },
  {
    text: /expected the (card )?account's currency|owned by|may pay from|is a (private|corporate) customer/i,
    why: 'the resources named: a currency their account has, whose they are, what kind of customer',
  },
  { text: /in the future|in the past|the bank's date/, why: 'a date against today: the schema is the same every day' },
  {
    text: /was replaced by \S+ on \d{4}-\d{2}-\d{2}/,
    why: "a dated rule of the bank's change registry, in force for this TPP by the date: the document still describes the field for those it is not",
  },
  {
    text: /clock only moves forward|clock runs at most/,
    why: "a time against the TPP's sandbox clock, which an earlier case may have moved: the schema is the same at every time",
  },
  {
    text: /already has|unknown|does not exist|no (customer|account|agreement)|not found/i,
    why: 'existence: a resource the body names must exist, or one it creates must not yet',
  },
];

const fuzzOperations = new Map(
  [...xs2aOperations, ...sandboxOperations].map((operation) => [`${operation.method} ${operation.path}`, operation]),
);
// The sandbox's own operations change the world (balances, transactions, a batch run), so they go last.
const ordered = [...documentOperations].sort(
  (first, second) => Number(first.path.startsWith('/v1/sandbox/')) - Number(second.path.startsWith('/v1/sandbox/')),
);

announceFuzzSeed('openapi-conformance');

describe('openapi/xs2a.openapi.json driven from its own schemas', async () => {
  const world = await buildFuzzWorld();

  async function sent(
    operation: DocumentOperation,
    generated: ConformanceCase,
  ): Promise<{ request: WireRequest; response: WireResponse; resolution: Resolution }> {
    const resolve = fuzzOperations.get(`${operation.method} ${operation.path}`)?.resolve;
    const resolution: Resolution = {
      ids: {},
      psu: 'none',
      signer: 'main',
      ...(await resolve?.(world, generated.index)),
    };
    const request = toConformanceWire(world, operation, generated, resolution);
    return { request, response: await send(request), resolution };
  }

  /**
   * An example as a TPP would send it today: a payment's dates moved so that the first is tomorrow (they are fixed in
   * the document and would fall into the past), and a basket's payment ids those of payments made for it.
   */
  async function asSentToday(operation: DocumentOperation, example: unknown): Promise<unknown> {
    if (operation.path === '/v1/signing-baskets') {
      const paymentIds = await Promise.all(
        (example as { paymentIds: string[] }).paymentIds.map(() => createdPaymentId()),
      );
      return { ...(example as object), paymentIds };
    }
    return operation.path.startsWith('/v1/{payment-service}') ? fromTomorrow(example) : example;
  }

  async function createdPaymentId(): Promise<string> {
    const payment = documentOperations.find(
      (candidate) => candidate.method === 'POST' && candidate.path === '/v1/{payment-service}/{payment-product}',
    )?.body?.examples[0];
    const response = await world.tpp.client.request('POST', '/v1/payments/norwegian-domestic-credit-transfers', {
      body: JSON.stringify(fromTomorrow(payment)),
    });
    if (response.status !== 201)
      throw new Error(
        `Initiating a payment for the basket example answered ${response.status}: ${response.text.slice(0, 200)}`,
      );
    return (response.body as { paymentId: string }).paymentId;
  }

  /**
   * Which of the world's ids an example's path gets: the agreement of Fjordbygg AS (D10) for the engagement example;
   * else the example's own place (a payment's examples are a single, a periodic and a bulk one, as the services go).
   */
  function exampleIndex(operation: DocumentOperation, index: number): number {
    if (operation.path !== '/v1/sandbox/agreements/{mockAgreementId}/engagements') return index;
    return world.agreements
      .filter((agreement) => agreement.isCorporate)
      .findIndex((agreement) => agreement.owner === '18129215603');
  }

  function contractFailure(request: WireRequest, response: WireResponse): string | undefined {
    const problem = problemOf(request, response) ?? fuzzContractProblems(request, response).join('; ');
    return problem ? describeFailure(request, response, problem) : undefined;
  }

  it.each(ordered.map((operation) => [`${operation.method} ${operation.path}`, operation] as const))(
    '%s',
    async (name, operation) => {
      for (const [index, example] of (operation.body?.examples ?? []).entries()) {
        const value = await asSentToday(operation, example);
        const { request, response } = await sent(operation, {
          headers: usualHeaders(operation),
          query: {},
          body: { value },
          index: exampleIndex(operation, index),
        });
        expect(contractFailure(request, response)).toBeUndefined();
        expect(response.status, `the document's example ${index + 1} of ${name}: ${response.text.slice(0, 300)}`).toBe(
          operation.successStatus,
        );
      }

      const valid = fc.asyncProperty(validCase(operation, world), async (generated) => {
        fc.pre(isValidCase(operation, generated));
        const { request, response, resolution } = await sent(operation, generated);
        const failure =
          contractFailure(request, response) ??
          refusedForSchemaRule(operation, request, response) ??
          bodyRefusedForSchemaRule(operation, generated, resolution, request, response);
        if (failure) throw new Error(failure);
      });
      const invalid = fc.asyncProperty(invalidCase(operation, world), async (generated) => {
        fc.pre(!isValidCase(operation, generated));
        const { request, response } = await sent(operation, generated);
        const failure = contractFailure(request, response);
        if (failure) throw new Error(failure);
      });
      for (const [kind, property] of [
        ['valid', valid],
        ['invalid', invalid],
      ] as const) {
        const details = await fc.check(property as fc.IAsyncProperty<[unknown]>, {
          numRuns: runs,
          seed: operationSeed(fuzzSeed, `${kind} ${name}`),
        });
        if (details.failed)
          throw new Error(
            `${kind} requests: ${fc.defaultReportMessage(details)}\n${String(details.errorInstance)}\nFUZZ_SEED=${fuzzSeed} replays this run.`,
          );
      }
    },
    120_000,
  );
});

/** The value with every date (YYYY-MM-DD) moved by the same number of days, so that the earliest is tomorrow. */
function fromTomorrow(value: unknown): unknown {
  const text = JSON.stringify(value);
  const dates = [...text.matchAll(/"(\d{4}-\d{2}-\d{2})"/g)].map((match) => match[1] as string).sort();
  if (dates.length === 0) return value;
  const tomorrow = addDays(bankDate(new Date()), 1);
  const shift = Math.round((Date.parse(tomorrow) - Date.parse(dates[0] as string)) / 86_400_000);
  return JSON.parse(text.replace(/"(\d{4}-\d{2}-\d{2})"/g, (_match, date: string) => `"${addDays(date, shift)}"`));
}

/** A schema-valid request refused for one of its headers or query parameters (400 FORMAT_ERROR, 406): the document misses a rule. */
function refusedForSchemaRule(
  operation: DocumentOperation,
  request: WireRequest,
  response: WireResponse,
): string | undefined {
  if (response.status !== 400 && response.status !== 406) return undefined;
  const messages = (JSON.parse(response.text) as { tppMessages: { code: string; path?: string; text: string }[] })
    .tppMessages;
  const names = [...operation.headers, ...operation.query].map((parameter) => parameter.name.toLowerCase());
  const named = messages.find(
    (message) =>
      ['FORMAT_ERROR', 'REQUESTED_FORMATS_INVALID'].includes(message.code) &&
      message.path !== undefined &&
      names.includes(message.path.toLowerCase()),
  );
  if (
    !named ||
    semanticRefusals.some(
      (refusal) =>
        refusal.path.test(operation.path) && refusal.parameter === named.path && refusal.text.test(named.text),
    )
  )
    return undefined;
  return describeFailure(
    request,
    response,
    `refused a request valid against the document: ${named.path} (a rule its schema does not state)`,
  );
}

/** The payment body each payment service takes: the path's {payment-service} picks one branch of the document's anyOf. */
const paymentBodies: Record<string, string> = {
  payments: 'PaymentInitiationRequest',
  'periodic-payments': 'PeriodicPaymentInitiationRequest',
  'bulk-payments': 'BulkPaymentInitiationRequest',
};

/** A schema-valid body refused with 400 FORMAT_ERROR naming a body field for a rule not in bodyRefusals: the document misses a rule. */
function bodyRefusedForSchemaRule(
  operation: DocumentOperation,
  generated: ConformanceCase,
  resolution: Resolution,
  request: WireRequest,
  response: WireResponse,
): string | undefined {
  if (response.status !== 400 || !operation.body || !generated.body) return undefined;
  // One templated path, three bodies: which one the body must be is a rule across the path and the body.
  const service = resolution.ids['payment-service'];
  if (
    operation.path === '/v1/{payment-service}/{payment-product}' &&
    service &&
    !isValidComponent(paymentBodies[service] ?? '', generated.body.value)
  )
    return undefined;
  const messages = (JSON.parse(response.text) as { tppMessages: { code: string; path?: string; text: string }[] })
    .tppMessages;
  const names = [...operation.headers, ...operation.query].map((parameter) => parameter.name.toLowerCase());
  const refused = messages.find(
    (message) =>
      message.code === 'FORMAT_ERROR' &&
      !names.includes((message.path ?? '').toLowerCase()) &&
      !bodyRefusals.some((refusal) => refusal.text.test(message.text)),
  );
  return refused
    ? describeFailure(
        request,
        response,
        `refused a body valid against the document: ${refused.path ?? ''} ${refused.text} (a rule its schema does not state)`,
      )
    : undefined;
}
