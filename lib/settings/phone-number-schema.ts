import { z } from 'zod';

/**
 * D30: a phone number the PSU pages show and dial (`tel:`): international form, `+`, the country code and the number,
 * digits grouped by single spaces as the bank writes it (`+47 915 04 800`), 8 to 15 digits in all (E.164).
 */
export const phoneNumberSchema = z
  .string()
  .regex(/^\+[1-9](?: ?\d)+$/, 'expected an international number such as +47 915 04 800 (digits and single spaces)')
  .refine((value) => {
    const digits = value.replace(/\D/g, '').length;
    return digits >= 8 && digits <= 15;
  }, 'expected 8 to 15 digits with the country code');

/** The number as a `tel:` link dials it: `tel:+4791504800`. */
export function telephoneHref(phone: string): string {
  return `tel:${phone.replace(/ /g, '')}`;
}
