import { env } from '@/lib/env';

/** The address the PSU pages give for questions to the bank (footer "Contact us", the privacy page). */
export const customerServiceEmail = env.XS2A_CUSTOMER_SERVICE_EMAIL;
