import { isSandbox } from '@/lib/env';
import type { TppRole } from '@/lib/generated/prisma/enums';
import type { ParsedCertificate } from '@/lib/signing/certificate';
import type { SignatureDiagnosis } from '@/lib/signing/diagnosis-types';
import type { TppIdentity } from '@/lib/tpp/resolve-tpp';
import { parseAcceptFix } from '@/lib/berlin-group/accept-fix';
import { usageChanges } from '@/lib/berlin-group/bank-changes';
import { checkBankChanges } from '@/lib/berlin-group/check-bank-changes';
import { detectChangeUsages } from '@/lib/berlin-group/detect-change-usages';
import { readTriedChanges } from '@/lib/readiness/read-tried-changes';
import { movedBySandboxClock, sandboxNow } from '@/lib/sandbox/clock/sandbox-now';
import { clientAddress } from '@/lib/web/client-address';
import { authenticateRequest } from '@/lib/xs2a/authenticate-request';
import { readPsuHeaders, type PsuHeaders } from '@/lib/xs2a/psu-headers';
import {
  checkAccept,
  checkAcceptCharset,
  checkPathSegmentCharacters,
  checkQueryCharacters,
  echoedRequestId,
  parseJsonBody,
  readRequestId,
} from '@/lib/xs2a/request-format';
import type { StoredResponse } from '@/lib/xs2a/repeat-outcome';
import { claimRequestId } from '@/lib/xs2a/request-id-replay';
import { retryUnsettledRequestIds, settleRequestId, type RequestIdSettlement } from '@/lib/xs2a/settle-request-id';
import { DeferredRequestIdClaim } from '@/lib/xs2a/deferred-request-id-claim';
import { ReplayCopy, storedResponse } from '@/lib/xs2a/replay-copy';
import { readRawBody } from '@/lib/xs2a/read-raw-body';
import { readRequestTarget } from '@/lib/xs2a/read-request-target';
import { loggableRequestHeaders } from '@/lib/xs2a/loggable-request-headers';
import { loggableResponse } from '@/lib/xs2a/loggable-response';
import { writeRequestLog } from '@/lib/xs2a/write-request-log';
import { getLogger } from '@/lib/observability/logger';
import { scrubbedError } from '@/lib/observability/loggable-error';
import { observeRequest, type ObservedRequest } from '@/lib/observability/observe-request';
import { errorToParts, resultToParts, toResponse, type ResponseParts, type Xs2aResult } from '@/lib/xs2a/xs2a-response';
import { Xs2aError } from '@/lib/xs2a/xs2a-error';

export type Xs2aOptions = {
  /** The operation, written to every request-log row of the route, e.g. "listAccounts". */
  operation: string;
  /** D3: the PSD2 roles (any of) this operation needs; none for the sandbox and unknown paths. */
  roles?: TppRole[];
  /** D4: in production the operation answers 404 as if it did not exist. */
  isSandboxOnly?: boolean;
  /** Turns a stored `replayBody` back into a response body when a POST is replayed (D5). */
  restoreReplay?: (storedBody: unknown, now: Date) => Promise<unknown>;
  /**
   * D31: a read route (never a POST) whose handler carries the X-Request-ID claim in its first statement
   * (`requestIdClaim`, the AIS guard); the wrapper makes the claim after the handler only when the handler did not.
   */
  defersRequestIdClaim?: boolean;
};

/** Everything a handler may use, checked and typed once. */
export type Xs2aContext<Params> = {
  request: Request;
  url: URL;
  params: Params;
  query: URLSearchParams;
  /** The parsed JSON body; undefined when there was none. */
  body: unknown;
  requestId: string;
  /** D5: this request's X-Request-ID claim, already made unless the route defers it (`defersRequestIdClaim`). */
  requestIdClaim: DeferredRequestIdClaim;
  /** D37: a POST's response kept for replays by the handler's own statement; the wrapper keeps it otherwise. */
  replayCopy: ReplayCopy;
  tpp: TppIdentity;
  certificate: ParsedCertificate;
  psu: PsuHeaders;
  /** D6: the x-accept-fix values in force for this request. */
  acceptFixes: Set<string>;
  /** D16: the TPP's sandbox time (its sandbox clock); real time in production. */
  now: Date;
  /** The request's real time, which the Date header window, replays and throttles keep to (D16). */
  realNow: Date;
};

type RouteContext = { params?: Promise<Record<string, string | string[] | undefined> | undefined> };

/**
 * The one wrapper of every XS2A route handler (architecture "Conventions"): request checks in the order of D14,
 * signature and TPP identity, roles, PSU headers, X-Request-ID replay, error mapping, response signing, request log.
 */
export function withXs2a<Params extends Record<string, string | string[]>>(
  handler: (context: Xs2aContext<Params>) => Promise<Xs2aResult>,
  options: Xs2aOptions,
): (request: Request, routeContext: RouteContext) => Promise<Response> {
  return async (request, routeContext) => {
    const started = performance.now();
    const now = new Date();
    const url = new URL(request.url);
    const method = request.method.toUpperCase();
    const target = readRequestTarget(request.headers, url);
    let requestId: string | undefined;
    let tppId: string | undefined;
    let diagnosis: SignatureDiagnosis | undefined;
    let claim: DeferredRequestIdClaim | undefined;
    let isReplayCopyWritten = false;
    let accessedConsentId: string | undefined;
    let changeUsages: string[] = [];
    let parts: ResponseParts;

    try {
      checkAccept(request.headers.get('accept'));
      checkAcceptCharset(request.headers.get('accept-charset'));
      const rawBody = await readRawBody(request);
      const body = parseJsonBody(rawBody, request.headers.get('content-type'), request.headers.get('content-encoding'));
      checkQueryCharacters(url.searchParams);
      requestId = readRequestId(request.headers.get('x-request-id'));
      const { tpp, certificate } = await authenticateRequest({
        request: { method, target, headers: request.headers, body: rawBody },
        roles: options.roles,
        now,
        onDiagnosis: (result) => (diagnosis = result),
      });
      tppId = tpp.id;
      if (options.isSandboxOnly && !isSandbox)
        throw new Xs2aError('RESOURCE_UNKNOWN', { text: `There is no resource at ${url.pathname}.` });
      const psu = readPsuHeaders(request.headers);
      const key = { tppId: tpp.id, requestId, method, path: url.pathname };
      // D14: a claim this instance could not settle while the database was away is settled before any claim is made.
      await retryUnsettledRequestIds();
      const madeClaim = options.defersRequestIdClaim && method !== 'POST' ? undefined : await claimRequestId(key);
      if (madeClaim?.kind === 'replay') {
        // D16: a restored SCA link is made, like the first, on the TPP's sandbox time.
        parts = await replayedParts(madeClaim.response, options, await sandboxNow({ tppId: tpp.id, now }));
      } else {
        claim = madeClaim ? DeferredRequestIdClaim.made(key) : DeferredRequestIdClaim.pending(key);
        // Next.js passes no params to a route without dynamic segments.
        const params = decodeParams((await routeContext?.params) ?? {}) as Params;
        // D16: what the TPP's sandbox does follows its clock; what protects the API above stayed on real time. A claim
        // made above read the clock in its statement.
        const sandboxTime = madeClaim
          ? movedBySandboxClock(now, madeClaim.sandboxOffsetMs)
          : await sandboxNow({ tppId: tpp.id, now });
        const acceptFixes = parseAcceptFix(request.headers.get('x-accept-fix'), sandboxTime);
        // D11: what the request touches of the bank's changes is logged for readiness, and refused once in force.
        const usages = detectChangeUsages({ method, pathname: url.pathname, operation: options.operation, body });
        if (usages.length > 0) {
          changeUsages = usages.map((detected) => detected.usage);
          const tried = isSandbox ? await readTriedChanges(tpp.id) : new Set<string>();
          const environment = isSandbox ? 'sandbox' : 'production';
          checkBankChanges({ usages, changes: usageChanges, environment, now: sandboxTime, tried });
        }
        const replayCopy = new ReplayCopy(key);
        const result = await handler({
          request,
          url,
          params,
          query: url.searchParams,
          body,
          requestId,
          requestIdClaim: claim,
          replayCopy,
          tpp,
          certificate,
          psu,
          acceptFixes,
          now: sandboxTime,
          realNow: now,
        });
        await claim.claimNow();
        accessedConsentId = result.accessedConsentId;
        const written = replayCopy.writtenPartsFor(result);
        isReplayCopyWritten = written !== undefined;
        parts = written ?? resultToParts(result);
      }
    } catch (error) {
      parts = errorToParts(await claimLeftByHandler(claim, error), requestId);
    }

    const isClaimed = claim?.isClaimed ?? false;
    // D5: the answer stands when its claim cannot be settled (the database went away after the handler): what the
    // handler did is done and the TPP is told so, and the request is still logged. The settlement is written later.
    const settlement =
      isClaimed && !isReplayCopyWritten && tppId && requestId
        ? requestIdSettlement({ tppId, requestId, method, parts })
        : undefined;
    if (settlement) {
      await settleRequestId(settlement).catch((error: unknown) =>
        getLogger().warn(
          { operation: options.operation, status: parts.status, error: scrubbedError(error) },
          'X-Request-ID not settled',
        ),
      );
    }
    // A check before X-Request-ID's own (Accept, body, query) still echoes a well-formed one (README, D14).
    const response = toResponse(parts, requestId ?? echoedRequestId(request.headers.get('x-request-id')));
    // The request finished: its metrics and log line, and its one record, queued and written after the response (D31).
    const observed: ObservedRequest = {
      tppId,
      method,
      path: target,
      operation: options.operation,
      status: parts.status,
      errorCodes: parts.errorCodes,
      durationMs: performance.now() - started,
      xRequestId: requestId ?? request.headers.get('x-request-id') ?? undefined,
    };
    observeRequest(observed);
    writeRequestLog({
      ...observed,
      // D28: the TPP is known only once its signature and certificate held; the address counts the calls that did not.
      isAuthenticated: tppId !== undefined,
      clientAddress: clientAddress(request.headers),
      ...(diagnosis &&
        !diagnosis.isValid && {
          signatureDiagnosis: { steps: diagnosis.steps, failure: diagnosis.failure },
          certificateFingerprint: diagnosis.certificate?.fingerprint,
        }),
      accessedConsentId,
      // D28: what the inspector opens a call with, bounded and with secrets shortened.
      requestHeaders: loggableRequestHeaders(request.headers),
      response: loggableResponse(parts.status, parts.body, parts.value),
      changeUsages,
    });
    return response;
  };
}

/**
 * D31: a handler that failed before its statement carried a deferred claim leaves it to the wrapper. A refused id
 * answers 400 FORMAT_ERROR instead of the handler's error, as when the claim came first.
 */
async function claimLeftByHandler(claim: DeferredRequestIdClaim | undefined, error: unknown): Promise<unknown> {
  if (!claim) return error;
  try {
    await claim.claimNow();
    return error;
  } catch (claimError) {
    return claimError;
  }
}

/** D5: the first response again, restored by the operation when it kept a redacted body. */
async function replayedParts(stored: StoredResponse, options: Xs2aOptions, now: Date): Promise<ResponseParts> {
  const headers = new Headers(stored.headers);
  if (!options.restoreReplay || stored.body === '')
    return { status: stored.status, headers, body: new TextEncoder().encode(stored.body), errorCodes: [] };
  const restored = await options.restoreReplay(JSON.parse(stored.body), now);
  headers.delete('content-length');
  return { status: stored.status, headers, body: new TextEncoder().encode(JSON.stringify(restored)), errorCodes: [] };
}

/** D5: a POST's first response is kept for replays; a 5xx or a conflict rolled back releases the id so the TPP can retry. */
function requestIdSettlement(input: {
  tppId: string;
  requestId: string;
  method: string;
  parts: ResponseParts;
}): RequestIdSettlement | undefined {
  const { tppId, requestId } = input;
  if (input.parts.status >= 500 || input.parts.isRetryable) return { tppId, requestId };
  if (input.method !== 'POST') return undefined;
  return { tppId, requestId, response: storedResponse(input.parts) };
}

/** D1: path segments are percent-decoded before lookup (Next.js hands them over still encoded in some cases). */
function decodeParams(params: Record<string, string | string[] | undefined>): Record<string, string | string[]> {
  const decoded: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined) continue;
    decoded[name] = Array.isArray(value) ? value.map((segment) => safeDecode(name, segment)) : safeDecode(name, value);
  }
  return decoded;
}

/** D12: a path segment is percent-decoded, and like every text field it must fit the bank's character set. */
function safeDecode(name: string, segment: string): string {
  let decoded: string;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    throw new Xs2aError('FORMAT_ERROR', {
      path: name,
      text: `The path segment "${segment.slice(0, 60)}" is not valid percent-encoding.`,
    });
  }
  checkPathSegmentCharacters(name, decoded);
  return decoded;
}
