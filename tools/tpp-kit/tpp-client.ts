import { isLoopbackUrl } from '@/lib/settings/loopback-url';
import type { RequestBody } from './body-bytes';
import { sendRequest } from './send-request';
import { signRequest, type SigningCertificate } from './sign-request';
import type { SigningOptions } from './signing-options';

export type TppClientConfig = {
  /** The API base, with any base path (`https://localhost:3000/api`); D1 links are appended to it. */
  baseUrl: string;
  certificate: SigningCertificate;
  /** Sent on every request, e.g. `PSU-ID` or `TPP-Redirect-URI`. */
  defaultHeaders?: Record<string, string>;
  options?: SigningOptions;
  /** Accept any TLS certificate. Always the case for loopback hosts, which use the launcher's self-signed one. */
  isInsecure?: boolean;
  /** Sees each request as signed, just before it is sent (the CLI's --verbose). */
  onSigned?: (request: SignedRequestSummary) => void;
};

export type SignedRequestSummary = {
  method: string;
  url: string;
  headers: Record<string, string>;
  signingString: string;
};

export type TppRequestInit = { body?: RequestBody; headers?: Record<string, string>; options?: SigningOptions };

export type TppResponse = {
  status: number;
  statusText: string;
  headers: Headers;
  /** The parsed JSON body, or undefined when the body is empty or not JSON. */
  body: unknown;
  text: string;
};

export type TppClient = { request(method: string, path: string, init?: TppRequestInit): Promise<TppResponse> };

function parseJson(text: string): unknown {
  try {
    return text === '' ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A client that signs every request like a real TPP (spec "Authentication", D5). */
export function createTppClient(config: TppClientConfig): TppClient {
  const base = config.baseUrl.replace(/\/+$/, '');
  return {
    async request(method, path, init = {}) {
      const url = new URL(/^https?:\/\//.test(path) ? path : `${base}${path.startsWith('/') ? '' : '/'}${path}`);
      const signed = signRequest({
        method,
        url: url.href,
        headers: { ...config.defaultHeaders, ...init.headers },
        body: init.body,
        certificate: config.certificate,
        options: { ...config.options, ...init.options },
      });
      config.onSigned?.({ method, url: url.href, headers: signed.headers, signingString: signed.signingString });
      const isInsecure = config.isInsecure === true || isLoopbackUrl(url);
      const response = await sendRequest({ method, url, headers: signed.headers, body: signed.body }, isInsecure);
      return { ...response, body: parseJson(response.text) };
    },
  };
}
