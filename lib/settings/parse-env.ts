import { z } from 'zod';
import { logLevelSchema } from '@/lib/observability/log-level';
import { isLoopbackUrl } from '@/lib/settings/loopback-url';
import { openingHoursSchema } from '@/lib/settings/opening-hours';
import { phoneNumberSchema } from '@/lib/settings/phone-number-schema';
import {
  coreAccountsUrlProblem,
  corePaymentsUrlProblem,
  publicUrlProblem,
  tppRegisterSourceProblem,
} from '@/lib/settings/url-setting-checks';

// The app's settings and their checks, without reading process.env: lib/env applies them once for the app, and the
// launcher applies them before it starts anything (a refused setting must not leave a database running).
const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

/** A string setting that `problem` finds nothing wrong with; its message says what is. */
const checkedString = (problem: (value: string) => string | null) =>
  z.string().superRefine((value, context) => {
    const message = problem(value);
    if (message) context.addIssue({ code: 'custom', message });
  });

/** D24: the batch's run times (Europe/Oslo) unless XS2A_BATCH_TIMES says otherwise. */
export const defaultBatchTimes = ['06:00', '09:00', '12:00', '15:00', '18:00'];

/** D24: the batch's wall-clock times (Europe/Oslo), comma-separated HH:MM, sorted and distinct; `off`: no scheduler. */
export const batchTimesSchema = z
  .string()
  .transform((value) =>
    value.trim() === 'off' ? [] : [...new Set(value.split(',').map((time) => time.trim()))].sort(),
  )
  .pipe(
    z
      .array(z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'expected HH:MM (00:00-23:59), comma-separated, or off'))
      .max(24),
  );

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    /// D4: one code base, two environments.
    XS2A_ENV: z.enum(['sandbox', 'production']).default('sandbox'),
    DATABASE_URL: z.string().url().optional(),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    /// Public origin of the PSU-facing pages, used for absolute scaRedirect links; an origin alone (D33).
    PUBLIC_URL: checkedString(publicUrlProblem).optional(),
    /// D33: TLS ends at a proxy in front, which owns the host the pages are reached at (D18: no canonical-host redirect).
    XS2A_BEHIND_TLS_PROXY: z.enum(['true', 'false']).default('false'),
    /// Folder of trusted CA certificates (PEM) for production certificate checks (D4).
    XS2A_TRUST_ANCHORS_DIR: z.string().optional(),
    /// PEM or DER certificate revocation list(s) (D4).
    XS2A_CRL_FILE: z.string().optional(),
    /// JSON file standing in for the national and EBA TPP registers (D4).
    XS2A_TPP_REGISTER_FILE: z.string().optional(),
    /// D35: the EBA PSD2 register's JSON export, an https URL or a local file; unset: the register file alone.
    XS2A_TPP_REGISTER_SOURCE: checkedString(tppRegisterSourceProblem).optional(),
    /// D35: how often one instance fetches the source again; fractions of a minute for tests.
    XS2A_TPP_REGISTER_REFRESH_MINUTES: z.coerce.number().min(0.01).max(10_080).default(60),
    /// D35: the longest a fetch and parse may take, and the largest source accepted.
    XS2A_TPP_REGISTER_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3_600).default(900),
    XS2A_TPP_REGISTER_MAX_MB: z.coerce.number().int().min(1).max(4_096).default(1_024),
    /// D35: a copy with fewer TPP entities is refused, and so is one with this share (percent) fewer than the last.
    XS2A_TPP_REGISTER_MIN_ENTITIES: z.coerce.number().int().min(1).default(1_000),
    XS2A_TPP_REGISTER_MAX_SHRINK_PERCENT: z.coerce.number().min(0).max(100).default(10),
    /// D35: roles are the services the register lists for this country (ISO 3166-1 alpha-2).
    XS2A_TPP_REGISTER_HOST_COUNTRY: z
      .string()
      .regex(/^[A-Z]{2}$/, 'must be an ISO 3166 country code such as NO')
      .default('NO'),
    /// D11: JSON file of the bank's own dated changes (releases, rules, deprecations) added to the registry.
    XS2A_BANK_CHANGES_FILE: z.string().min(1).optional(),
    /// The bank's own seal certificate and key, for signing responses (D14).
    XS2A_SEAL_CERT_FILE: z.string().optional(),
    XS2A_SEAL_KEY_FILE: z.string().optional(),
    /// Allowed Date header deviation in seconds (spec "Limits": 60).
    XS2A_CLOCK_SKEW_SECONDS: z.coerce.number().int().min(1).max(600).default(60),
    XS2A_LOG_SQL: booleanFlag.default(false),
    /// D31: how long a request-log row may wait for its batch; at most this (and the batch being written) is lost in a crash.
    XS2A_REQUEST_LOG_DELAY_MS: z.coerce.number().int().min(1).max(60_000).default(100),
    /// D28: request-log rows kept per client address and hour of calls that did not authenticate; the rest are counted.
    XS2A_REQUEST_LOG_UNAUTHENTICATED_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(100),
    /// D28: request-log rows kept per hour, over all instances, of calls without a registered TPP's certificate.
    XS2A_REQUEST_LOG_ANONYMOUS_PER_HOUR: z.coerce.number().int().min(1).max(10_000_000).default(1_000),
    /// D33: how many days housekeeping keeps the request log; older rows are deleted.
    XS2A_REQUEST_LOG_RETENTION_DAYS: z.coerce.number().int().min(1).max(3_650).default(90),
    /// D24: the sandbox payment batch's five runs a day.
    XS2A_BATCH_TIMES: batchTimesSchema.default(defaultBatchTimes),
    /// D33: the structured log's threshold (pino levels; `silent` turns it off).
    LOG_LEVEL: logLevelSchema,
    /// D33: the bearer token /metrics asks for; required in production (the launcher refuses to start without it).
    XS2A_METRICS_TOKEN: z.string().min(32, 'use at least 32 random characters').optional(),
    /// D32: the bank's core banking endpoint that production hands approved payments to (the payment outbox).
    XS2A_CORE_PAYMENTS_URL: checkedString(corePaymentsUrlProblem).optional(),
    /// D32: how long a PSU's approval of an instant payment waits for the core's final status; PDNG after it.
    XS2A_CORE_INSTANT_WAIT_MS: z.coerce.number().int().min(0).max(30_000).default(3_000),
    /// D32: the bank's client certificate (PEM, the chain after it) and key for mutual TLS with the core; both or none.
    XS2A_CORE_CLIENT_CERT_FILE: z.string().min(1).optional(),
    XS2A_CORE_CLIENT_KEY_FILE: z.string().min(1).optional(),
    /// D32: the passphrase of an encrypted (PKCS#8) XS2A_CORE_CLIENT_KEY_FILE; a secret, never logged.
    XS2A_CORE_CLIENT_KEY_PASSPHRASE: z.string().min(1).optional(),
    /// D32: the CA certificates (PEM) the core's server certificate must chain to, instead of Node's public CAs.
    XS2A_CORE_CA_FILE: z.string().min(1).optional(),
    /// D32: the revocation lists (PEM X509 CRL blocks, or one DER list) of the CAs in XS2A_CORE_CA_FILE; required with it in production.
    XS2A_CORE_CRL_FILE: z.string().min(1).optional(),
    /// D34: the core's account information endpoint (docs/core-connector.md); production refreshes accounts from it.
    XS2A_CORE_ACCOUNTS_URL: checkedString(coreAccountsUrlProblem).optional(),
    /// D34: how old an account's data may be before a read refreshes it from the core.
    XS2A_CORE_FRESHNESS_MS: z.coerce.number().int().min(0).max(60_000).default(2_000),
    /// D34: how long one read from the core may take, a retry included; then it is aborted.
    XS2A_CORE_READ_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(2_000),
    /// D34: the reads one instance has in flight to the core at most; a few more wait, the rest are refused.
    XS2A_CORE_READ_CONCURRENCY: z.coerce.number().int().min(1).max(256).default(16),
    /// D32: the bank's OpenID Connect identity provider for PSU sign-in in production (all three, or none).
    XS2A_OIDC_ISSUER: z.string().url().optional(),
    XS2A_OIDC_CLIENT_ID: z.string().min(1).optional(),
    XS2A_OIDC_CLIENT_SECRET: z.string().min(1).optional(),
    /// D32: the ID token or userinfo claim that carries the PSU's national identity number (e.g. `nnin`); `sub` by default.
    XS2A_OIDC_IDENTITY_CLAIM: z
      .string()
      .regex(/^[A-Za-z0-9_.:-]{1,64}$/)
      .default('sub'),
    /// D32: the scopes asked for, space-separated; `openid` must be one of them.
    XS2A_OIDC_SCOPE: z
      .string()
      .regex(/^([A-Za-z0-9_.:-]+ )*[A-Za-z0-9_.:-]+$/)
      .refine((scope) => scope.split(' ').includes('openid'), 'must include openid')
      .default('openid'),
    /// D27: next-auth's secret (its CSRF token); required in production, generated by the launcher in the sandbox.
    NEXTAUTH_SECRET: z.string().min(32).optional(),
    /// D27: SMTP server for portal mail (smtp:// or smtps://); without it the sandbox keeps mail in its outbox.
    PORTAL_SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'expected an smtp:// or smtps:// URL')
      .optional(),
    /// D27: the sender of portal mail.
    PORTAL_MAIL_FROM: z.string().min(3).default('Nordbank Open Banking <no-reply@nordbank.example>'),
    /// The address the PSU pages give for questions to the bank (footer, privacy page).
    XS2A_CUSTOMER_SERVICE_EMAIL: z.email().default('kundeservice@nordbank.example'),
    /// D30: customer service's phone number and opening hours (help page, footer's "Contact us").
    XS2A_CUSTOMER_SERVICE_PHONE: phoneNumberSchema.default('+47 800 00 000'),
    XS2A_CUSTOMER_SERVICE_HOURS: openingHoursSchema.prefault('Mon-Fri 08:00-20:00'),
    /// D30: the line a PSU calls about a request they did not make (fraud), and when it answers.
    XS2A_FRAUD_PHONE: phoneNumberSchema.default('+47 800 00 001'),
    XS2A_FRAUD_PHONE_HOURS: openingHoursSchema.prefault('always'),
    /// D30: the bank's data protection officer, named on the privacy page.
    XS2A_DATA_PROTECTION_EMAIL: z.email().default('personvernombud@nordbank.example'),
    /// D27: the bank's developer support mailbox, on /support.
    XS2A_DEVELOPER_SUPPORT_EMAIL: z.email().default('developer@nordbank.example'),
    /// D33: the JSON file of incidents the bank writes for /status, read on each view; none: no incidents shown.
    XS2A_STATUS_INCIDENTS_FILE: z.string().min(1).optional(),
  })
  .superRefine((value, context) => {
    const oidc = [value.XS2A_OIDC_ISSUER, value.XS2A_OIDC_CLIENT_ID, value.XS2A_OIDC_CLIENT_SECRET];
    if (oidc.some(Boolean) && !oidc.every(Boolean)) {
      context.addIssue({
        code: 'custom',
        path: ['XS2A_OIDC_ISSUER'],
        message: 'set XS2A_OIDC_ISSUER, XS2A_OIDC_CLIENT_ID and XS2A_OIDC_CLIENT_SECRET together, or none of them',
      });
    }
    // D32: the identity provider is reached over TLS; plain http only for one on this machine (tests, development).
    const issuer = value.XS2A_OIDC_ISSUER ? new URL(value.XS2A_OIDC_ISSUER) : null;
    if (issuer && issuer.protocol !== 'https:' && !(issuer.protocol === 'http:' && isLoopbackUrl(issuer))) {
      context.addIssue({
        code: 'custom',
        path: ['XS2A_OIDC_ISSUER'],
        message: 'must be an https URL (http only for localhost)',
      });
    }
    // D32: mutual TLS with the core. The certificate and key go together, and the TLS files mean something only to an
    // https core: set beside an http (loopback) one they would be ignored while the operator believes the bank authenticates.
    if (Boolean(value.XS2A_CORE_CLIENT_CERT_FILE) !== Boolean(value.XS2A_CORE_CLIENT_KEY_FILE)) {
      context.addIssue({
        code: 'custom',
        path: ['XS2A_CORE_CLIENT_CERT_FILE'],
        message: 'set XS2A_CORE_CLIENT_CERT_FILE and XS2A_CORE_CLIENT_KEY_FILE together, or neither',
      });
    }
    if (value.XS2A_CORE_CLIENT_KEY_PASSPHRASE && !value.XS2A_CORE_CLIENT_KEY_FILE) {
      context.addIssue({
        code: 'custom',
        path: ['XS2A_CORE_CLIENT_KEY_PASSPHRASE'],
        message: 'is used only with XS2A_CORE_CLIENT_KEY_FILE',
      });
    }
    if (value.XS2A_CORE_CRL_FILE && !value.XS2A_CORE_CA_FILE) {
      context.addIssue({
        code: 'custom',
        path: ['XS2A_CORE_CRL_FILE'],
        message: 'is used only with XS2A_CORE_CA_FILE, whose CAs sign the lists',
      });
    }
    const [coreTlsFile] = (
      ['XS2A_CORE_CLIENT_CERT_FILE', 'XS2A_CORE_CLIENT_KEY_FILE', 'XS2A_CORE_CA_FILE', 'XS2A_CORE_CRL_FILE'] as const
    ).filter((name) => value[name]);
    const isHttpsCore = [value.XS2A_CORE_PAYMENTS_URL, value.XS2A_CORE_ACCOUNTS_URL].some((url) =>
      /^https:/i.test(url ?? ''),
    );
    if (coreTlsFile && !isHttpsCore) {
      context.addIssue({
        code: 'custom',
        path: [coreTlsFile],
        message: 'is used only with an https XS2A_CORE_PAYMENTS_URL or XS2A_CORE_ACCOUNTS_URL',
      });
    }
    // D34: the sandbox never asks a core; a URL set there would read as live data that is not.
    if (value.XS2A_CORE_ACCOUNTS_URL && value.XS2A_ENV !== 'production') {
      context.addIssue({
        code: 'custom',
        path: ['XS2A_CORE_ACCOUNTS_URL'],
        message: 'is used only in production (XS2A_ENV=production): the sandbox never asks a core',
      });
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
