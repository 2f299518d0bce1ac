import { z } from 'zod';
import { logLevelSchema } from '@/lib/observability/log-level';

// The environment, parsed and validated once. Every other module reads `env`, never process.env.
const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

/** D24: the batch's wall-clock times (Europe/Oslo), comma-separated HH:MM, sorted and distinct; `off`: no scheduler. */
export const batchTimesSchema = z
  .string()
  .transform((value) => (value.trim() === 'off' ? [] : [...new Set(value.split(',').map((time) => time.trim()))].sort()))
  .pipe(z.array(z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'expected HH:MM (00:00-23:59), comma-separated, or off')).max(24));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /// D4: one code base, two environments.
  XS2A_ENV: z.enum(['sandbox', 'production']).default('sandbox'),
  DATABASE_URL: z.string().url().optional(),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /// Public origin of the PSU-facing pages, used for absolute scaRedirect links (D1).
  PUBLIC_URL: z.string().url().optional(),
  /// Folder of trusted CA certificates (PEM) for production certificate checks (D4).
  XS2A_TRUST_ANCHORS_DIR: z.string().optional(),
  /// PEM or DER certificate revocation list(s) (D4).
  XS2A_CRL_FILE: z.string().optional(),
  /// JSON file standing in for the national and EBA TPP registers (D4).
  XS2A_TPP_REGISTER_FILE: z.string().optional(),
  /// The bank's own seal certificate and key, for signing responses (D14).
  XS2A_SEAL_CERT_FILE: z.string().optional(),
  XS2A_SEAL_KEY_FILE: z.string().optional(),
  /// Allowed Date header deviation in seconds (spec "Limits": 60).
  XS2A_CLOCK_SKEW_SECONDS: z.coerce.number().int().min(1).max(600).default(60),
  XS2A_LOG_SQL: booleanFlag.default(false),
  /// D11, D24: the sandbox payment batch's five runs a day.
  XS2A_BATCH_TIMES: batchTimesSchema.default(['06:00', '09:00', '12:00', '15:00', '18:00']),
  /// D33: the structured log's threshold (pino levels; `silent` turns it off).
  LOG_LEVEL: logLevelSchema,
  /// D33: the bearer token /metrics asks for; required in production (the launcher refuses to start without it).
  XS2A_METRICS_TOKEN: z.string().min(32, 'use at least 32 random characters').optional(),
  /// D32: the bank's core banking endpoint that production hands approved payments to (the payment outbox).
  XS2A_CORE_PAYMENTS_URL: z.string().url().optional(),
  /// D32: the bank's OpenID Connect identity provider for PSU sign-in in production (all three, or none).
  XS2A_OIDC_ISSUER: z.string().url().optional(),
  XS2A_OIDC_CLIENT_ID: z.string().min(1).optional(),
  XS2A_OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  /// D32: the ID token or userinfo claim that carries the PSU's national identity number (e.g. `nnin`); `sub` by default.
  XS2A_OIDC_IDENTITY_CLAIM: z.string().regex(/^[A-Za-z0-9_.:-]{1,64}$/).default('sub'),
  /// D32: the scopes asked for, space-separated; `openid` must be one of them.
  XS2A_OIDC_SCOPE: z.string().regex(/^([A-Za-z0-9_.:-]+ )*[A-Za-z0-9_.:-]+$/).refine((scope) => scope.split(' ').includes('openid'), 'must include openid').default('openid'),
}).superRefine((value, context) => {
  const oidc = [value.XS2A_OIDC_ISSUER, value.XS2A_OIDC_CLIENT_ID, value.XS2A_OIDC_CLIENT_SECRET];
  if (oidc.some(Boolean) && !oidc.every(Boolean)) {
    context.addIssue({ code: 'custom', path: ['XS2A_OIDC_ISSUER'], message: 'set XS2A_OIDC_ISSUER, XS2A_OIDC_CLIENT_ID and XS2A_OIDC_CLIENT_SECRET together, or none of them' });
  }
  // D32: the identity provider is reached over TLS; plain http only for one on this machine (tests, development).
  const issuer = value.XS2A_OIDC_ISSUER ? new URL(value.XS2A_OIDC_ISSUER) : null;
  if (issuer && issuer.protocol !== 'https:' && !(issuer.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(issuer.hostname))) {
    context.addIssue({ code: 'custom', path: ['XS2A_OIDC_ISSUER'], message: 'must be an https URL (http only for localhost)' });
  }
});

export type Env = z.infer<typeof envSchema>;

export function parseEnv(source: NodeJS.ProcessEnv): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  return result.data;
}

export const env: Env = parseEnv(process.env);

export const isSandbox = env.XS2A_ENV === 'sandbox';
