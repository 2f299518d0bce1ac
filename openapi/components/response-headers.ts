import type { JsonSchema } from './json-schema';

// The headers of the service's answers that a client acts on.

const header = (description: string, example: string): JsonSchema => ({
  description,
  schema: { type: 'string', example },
});

export const responseHeaders = {
  XRequestId: header("The request's X-Request-ID, echoed (D5).", '99391c7e-ad88-49ec-a2ad-99ddcb1f7721'),
  ContentLanguage: header(
    'Always en: the texts of every answer (tppMessages, statuses) are English, whatever Accept-Language asks for (D2).',
    'en',
  ),
  Location: header(
    'Path of the resource created, relative to the API base (D1).',
    '/v1/consents/Q2s8nF0aYV3bT1uJx9LmWg',
  ),
  AspspScaApproach: header("Always REDIRECT: the PSU authenticates on the bank's pages (D8).", 'REDIRECT'),
  Deprecation: header(
    'RFC 9745: POST /v1/consents is deprecated since 5 February 2024 (spec "Versioning", D8).',
    '@1707091200',
  ),
  Link: header(
    'RFC 8288: the successor of the deprecated operation.',
    '</v1/bank-offered-consents>; rel="successor-version"',
  ),
  RetryAfter: header('Seconds until the call may be made again (D15, D19).', '3600'),
} satisfies Record<string, JsonSchema>;

export type ResponseHeaderName = keyof typeof responseHeaders;

/** The header names on the wire. */
export const responseHeaderNames: Record<ResponseHeaderName, string> = {
  XRequestId: 'X-Request-ID',
  ContentLanguage: 'Content-Language',
  Location: 'Location',
  AspspScaApproach: 'ASPSP-SCA-Approach',
  Deprecation: 'Deprecation',
  Link: 'Link',
  RetryAfter: 'Retry-After',
};
