import { z } from 'zod';

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
  /// D31: how long a request-log row may wait for its batch; at most this (and the batch being written) is lost in a crash.
  XS2A_REQUEST_LOG_DELAY_MS: z.coerce.number().int().min(1).max(60_000).default(100),
  /// D11, D24: the sandbox payment batch's five runs a day.
  XS2A_BATCH_TIMES: batchTimesSchema.default(['06:00', '09:00', '12:00', '15:00', '18:00']),
});

export type Env = z.infer<typeof envSchema>;

function parseEnv(source: NodeJS.ProcessEnv): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  return result.data;
}

export const env: Env = parseEnv(process.env);

export const isSandbox = env.XS2A_ENV === 'sandbox';
