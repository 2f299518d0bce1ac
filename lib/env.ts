import { parseEnv, type Env } from '@/lib/settings/parse-env';

// The environment, parsed and validated once. Every other module reads `env`, never process.env.
export { batchTimesSchema, parseEnv, type Env } from '@/lib/settings/parse-env';

export const env: Env = parseEnv(process.env);

export const isSandbox = env.XS2A_ENV === 'sandbox';

/** The address the PSU pages give for questions to the bank (footer "Contact us", the privacy page). */
export const customerServiceEmail = env.XS2A_CUSTOMER_SERVICE_EMAIL;
