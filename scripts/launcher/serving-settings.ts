import { z } from 'zod';
import { parseTrustedProxies, type TrustedProxies } from '@/lib/edge/trusted-proxies';

export type ServingSettings = {
  /** Files to serve HTTPS with; `local`: the sandbox's generated certificate (`--https`); null: plain HTTP. */
  tls: { certFile: string; keyFile: string } | 'local' | null;
  /** D33: Strict-Transport-Security on every answer: in production, and whenever this server speaks TLS. */
  hasHsts: boolean;
  trustedProxies: TrustedProxies | null;
};

const settingsSchema = z.object({
  XS2A_ENV: z.enum(['sandbox', 'production']).default('sandbox'),
  TLS_CERT_FILE: z.string().min(1).optional(),
  TLS_KEY_FILE: z.string().min(1).optional(),
  XS2A_BEHIND_TLS_PROXY: z.enum(['true', 'false']).default('false'),
  XS2A_TRUSTED_PROXIES: z.string().default(''),
  XS2A_METRICS_TOKEN: z.string().optional(),
  PUBLIC_URL: z.string().optional(),
});

/**
 * D33: how the launcher serves, checked before anything starts: production speaks TLS or is told a TLS proxy is in
 * front, and needs the /metrics token and an https PUBLIC_URL. Throws a message naming the fix.
 */
export function readServingSettings(input: {
  source: Record<string, string | undefined>;
  flags: { https: boolean; tlsCert?: string; tlsKey?: string };
}): ServingSettings {
  const parsed = settingsSchema.safeParse(input.source);
  if (!parsed.success)
    throw new Error(
      `Invalid environment: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`,
    );
  const settings = parsed.data;
  const certFile = input.flags.tlsCert ?? settings.TLS_CERT_FILE;
  const keyFile = input.flags.tlsKey ?? settings.TLS_KEY_FILE;
  if (Boolean(certFile) !== Boolean(keyFile))
    throw new Error('TLS_CERT_FILE and TLS_KEY_FILE (or --tls-cert and --tls-key) go together: set both or neither.');
  const tls = certFile && keyFile ? { certFile, keyFile } : input.flags.https ? 'local' : null;
  const isProduction = settings.XS2A_ENV === 'production';
  if (isProduction && (tls === null || tls === 'local') && settings.XS2A_BEHIND_TLS_PROXY !== 'true') {
    throw new Error(
      'Production serves only over TLS. Either set TLS_CERT_FILE and TLS_KEY_FILE (PEM files) to serve HTTPS directly, ' +
        'or set XS2A_BEHIND_TLS_PROXY=true when a TLS-terminating proxy or load balancer is in front of every instance.',
    );
  }
  if (isProduction && settings.XS2A_METRICS_TOKEN === undefined) {
    throw new Error(
      'Production needs XS2A_METRICS_TOKEN (at least 32 random characters): /metrics answers only a scraper that sends it as a bearer token.',
    );
  }
  if (isProduction && !isHttpsOrigin(settings.PUBLIC_URL)) {
    throw new Error(
      'Production needs PUBLIC_URL, the https origin PSUs and TPPs reach this service at (e.g. https://psd2.bank.example): ' +
        "it is in every scaRedirect link, and over https the PSU pages' cookies are Secure.",
    );
  }
  // lib/env refuses a shorter one too, but only when the app first reads it: say so before serving.
  if (settings.XS2A_METRICS_TOKEN !== undefined && settings.XS2A_METRICS_TOKEN.length < 32)
    throw new Error('XS2A_METRICS_TOKEN must be at least 32 random characters.');
  const trustedProxies =
    settings.XS2A_TRUSTED_PROXIES.trim() === '' ? null : parseTrustedProxies(settings.XS2A_TRUSTED_PROXIES);
  return { tls, hasHsts: isProduction || tls !== null, trustedProxies };
}

function isHttpsOrigin(value: string | undefined): boolean {
  if (!value) return false;
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}
