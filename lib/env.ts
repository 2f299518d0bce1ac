import { parseEnv, type Env } from '@/lib/settings/parse-env';

// The environment, parsed and validated once. Every other module reads `env`, never process.env.
export { batchTimesSchema, parseEnv, type Env } from '@/lib/settings/parse-env';

export const env: Env = parseEnv(process.env);

export const isSandbox = env.XS2A_ENV === 'sandbox';

/** D30: how a PSU reaches the bank: customer service, the fraud line and the data protection officer. */
export const bankContact = {
  email: env.XS2A_CUSTOMER_SERVICE_EMAIL,
  phone: env.XS2A_CUSTOMER_SERVICE_PHONE,
  hours: env.XS2A_CUSTOMER_SERVICE_HOURS,
  fraudPhone: env.XS2A_FRAUD_PHONE,
  fraudHours: env.XS2A_FRAUD_PHONE_HOURS,
  dataProtectionEmail: env.XS2A_DATA_PROTECTION_EMAIL,
};

export type BankContact = typeof bankContact;
