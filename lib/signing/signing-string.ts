// The string the client signed (draft-cavage 2.3; spec "Signing string rules"): one `name: value` line per entry of
// the headers part, in that order, joined by `\n`. `(request-target)` is the lower-cased method, a space, and the
// path and query exactly as received.

export type SigningStringInput = {
  method: string;
  /** Path and query as received, e.g. `/v1/accounts?withBalance=true`. */
  target: string;
  /** Lower-cased names from the Signature headers part. */
  headerNames: readonly string[];
  /** The request header value, or null when absent (as Headers.get). */
  getHeader: (name: string) => string | null;
};

export type SigningStringResult =
  | { ok: true; signingString: string; lines: string[] }
  /** A header listed in the headers part is not in the request. */
  | { ok: false; missingHeader: string; lines: string[] };

export function buildSigningString({
  method,
  target,
  headerNames,
  getHeader,
}: SigningStringInput): SigningStringResult {
  const lines: string[] = [];
  for (const name of headerNames) {
    if (name === '(request-target)') {
      lines.push(`(request-target): ${method.toLowerCase()} ${target}`);
      continue;
    }
    const value = getHeader(name);
    if (value === null) return { ok: false, missingHeader: name, lines };
    lines.push(`${name}: ${value}`);
  }
  return { ok: true, signingString: lines.join('\n'), lines };
}
