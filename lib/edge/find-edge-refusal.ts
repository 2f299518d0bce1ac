import type { ErrorCode } from '@/lib/xs2a/error-codes';
import { isSandbox } from '@/lib/env';
import { apiPathMethods } from '@/lib/edge/api-path-methods';
import { isApiPath } from '@/lib/edge/is-api-path';
import { isDotSegment } from '@/lib/edge/is-dot-segment';
import { splitRequestTarget } from '@/lib/edge/split-request-target';

/** A request the edge answers itself, before Next.js sees it (D18). `operation` names it in the request log. */
export type EdgeRefusal = {
  status: number;
  code: ErrorCode;
  text: string;
  operation: 'malformedRequest' | 'methodNotAllowed' | 'unknownResource';
  allow?: string;
};

export type EdgeVerdict = { isApi: boolean; refusal: EdgeRefusal | null };

/** The request line, the header block's size, and whether a body follows (RFC 9112 §6: Content-Length or Transfer-Encoding). */
export type EdgeRequest = { method: string; target: string; headerBytes: number; hasBody: boolean };

/** D18: the largest header block (request line and headers) the service reads; Node's own parser stops at 64 KB. */
export const maxHeaderBytes = 16 * 1024;

/** D18: the longest request target (path and query) the service reads; RFC 9110 §4.1 asks for at least 8000 octets. */
export const maxTargetBytes = 8 * 1024;

/** D1: the verbs of the XS2A API. Not HEAD (Next.js would run the GET handler) nor OPTIONS (a bare 204 from Next.js). */
const apiMethods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
/** The verbs the pages, forms and health routes may be asked with; Next.js answers others (TRACE) with a 500. */
const siteMethods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

// RFC 3986 §3.3: the characters a path may carry unencoded (pchar and "/").
const pathCharacter = /[A-Za-z0-9\-._~!$&'()*+,;=:@%/]/;

function malformed(text: string, status = 400): EdgeRefusal {
  return { status, code: 'FORMAT_ERROR', text, operation: 'malformedRequest' };
}

/**
 * D18: what Next.js cannot answer with a Berlin Group body (under /v1) or without a 5xx (anywhere), decided from
 * the request line and the framing of the request alone. Null refusal: the request goes on to Next.js.
 */
export function findEdgeRefusal(request: EdgeRequest): EdgeVerdict {
  const parts = splitRequestTarget(request.target);
  if (!parts) return { isApi: false, refusal: malformed('The request target is not a path.') };
  const isApi = isApiPath(parts.path);
  return { isApi, refusal: findRefusal(request, parts.path, isApi) };
}

function findRefusal(request: EdgeRequest, path: string, isApi: boolean): EdgeRefusal | null {
  if (request.target.length > maxTargetBytes)
    return malformed(`The request target (path and query) is longer than ${maxTargetBytes} bytes.`, 414);
  if (request.headerBytes > maxHeaderBytes)
    return malformed(`The request line and headers are larger than ${maxHeaderBytes} bytes.`, 431);
  try {
    decodeURIComponent(path);
  } catch {
    return malformed(
      'The path is not valid percent-encoding: each "%" must start a %XX escape, and the escapes must spell UTF-8 (RFC 3986).',
    );
  }
  if (path.split(/[/\\]/).some(isDotSegment))
    return malformed(
      'The path contains a dot segment ("." or "..", plain or percent-encoded); send the resolved path.',
    );
  if (isApi) {
    const unencoded = [...path].find((character) => !pathCharacter.test(character));
    if (unencoded)
      return malformed(`The path contains the character "${unencoded}", which must be percent-encoded (RFC 3986).`);
    if (path.slice(1).split('/').includes(''))
      return malformed('The path has an empty segment (a doubled or trailing "/"); XS2A paths have none.');
  }
  if (isApi && !apiMethods.includes(request.method)) return unofferedApiMethod(request, path);
  if (!isApi && !siteMethods.includes(request.method)) {
    return {
      status: 405,
      code: 'SERVICE_INVALID',
      text: `${request.method} is not offered here.`,
      operation: 'methodNotAllowed',
      allow: siteMethods.join(', '),
    };
  }
  // Next.js drops the body of a GET, so withXs2a would see none and could only report a Digest mismatch.
  if (isApi && request.method === 'GET' && request.hasBody)
    return malformed('A GET request carries no body here (RFC 9110 §9.3.1); send parameters in the query.');
  return null;
}

/**
 * RFC 9110 §15.5.6 and §10.2.1: a method the API has nowhere is 405 with the methods the path's resource offers in
 * Allow; on a path no route serves (in production, every sandbox path, D4) it is the 404 of that path.
 */
function unofferedApiMethod(request: EdgeRequest, path: string): EdgeRefusal {
  const isHidden = !isSandbox && /^\/v1\/sandbox(?:\/|$)/.test(path);
  const methods = isHidden ? null : apiPathMethods(path);
  if (!methods)
    return {
      status: 404,
      code: 'RESOURCE_UNKNOWN',
      text: `There is no resource at ${path}.`,
      operation: 'unknownResource',
    };
  const allow = methods.join(', ');
  return {
    status: 405,
    code: 'SERVICE_INVALID',
    text: `${request.method} is not offered on ${path}; use ${allow}.`,
    operation: 'methodNotAllowed',
    allow,
  };
}
