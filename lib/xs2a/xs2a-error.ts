import { errorStatuses, type ErrorCode } from '@/lib/xs2a/error-codes';
import type { Links } from '@/lib/xs2a/links';
import { processWideBrand } from '@/lib/runtime/process-wide';

export type Xs2aErrorOptions = {
  /** Overrides the code's default status. */
  status?: number;
  /** The field or header at fault, e.g. `instructedAmount.amount` or `X-Request-ID`. */
  path?: string;
  /** Plain text for the TPP (D2: at most 500 characters). */
  text?: string;
  /** D2: a 401 that needs SCA carries `_links.scaRedirect`. */
  links?: Links;
  /** Extra response headers. */
  headers?: Record<string, string>;
};

const xs2aErrorBrand = processWideBrand('xs2a.error');

/** The one error type of the domain layer: withXs2a turns it into a Berlin Group tppMessages body. */
export class Xs2aError extends Error {
  /** A registration shared by copies of lib/ may reject with another copy's instance: any copy's counts (D33). */
  static override [Symbol.hasInstance](value: unknown): boolean {
    return xs2aErrorBrand.isMarked(value);
  }

  readonly code: ErrorCode;
  readonly status: number;
  readonly path?: string;
  readonly text?: string;
  readonly links?: Links;
  readonly headers?: Record<string, string>;

  constructor(code: ErrorCode, options: Xs2aErrorOptions = {}) {
    super(options.text ?? code);
    this.name = 'Xs2aError';
    this.code = code;
    this.status = options.status ?? errorStatuses[code];
    this.path = options.path;
    this.text = options.text;
    this.links = options.links;
    this.headers = options.headers;
    xs2aErrorBrand.mark(this);
  }
}
