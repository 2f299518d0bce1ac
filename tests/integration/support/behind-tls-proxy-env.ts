import { productionContactSettings } from '@/tests/support/production-contact-settings';
import { productionPublicUrl } from '@/tests/integration/support/production-app';

/** The settings production starts with behind a TLS proxy at productionPublicUrl, with this metrics token (D33). */
export function behindTlsProxyEnv(metricsToken: string): Record<string, string> {
  return {
    XS2A_ENV: 'production',
    XS2A_BEHIND_TLS_PROXY: 'true',
    PUBLIC_URL: productionPublicUrl,
    XS2A_METRICS_TOKEN: metricsToken,
    ...productionContactSettings,
  };
}
