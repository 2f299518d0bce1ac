import { createHmac } from 'node:crypto';

/**
 * D29: what the SCA keeps of the number its last sign-in attempt tried, to know the same number sent again at once: an HMAC
 * under the PSU's session key, so that the database holds nothing from which a national identity number can be found.
 */
export function signInNumberCode(sessionKey: Buffer, customerNumber: string): string {
  return createHmac('sha256', createHmac('sha256', sessionKey).update('sca-sign-in-number').digest()).update(customerNumber).digest('base64url');
}
