import { z } from 'zod';
import { isValidIban } from '@/lib/validation/iban';
import { isoDateSchema } from '@/lib/validation/iso-date';
import { currencyDecimals, minorUnitCurrencies } from '@/lib/validation/currency';
import { nonBlankTextPattern } from '@/lib/validation/character-set';
import { bbanFromNorwegianIban, isValidNorwegianBban } from '@/lib/validation/norwegian-bban';
import { isValidNationalIdentityNumber } from './national-identity-number';

// Field rules shared by the sandbox request schemas (D16 "Rules"). Optional fields also accept null, so that a
// response can be sent back as a request; every other value is checked. Text characters are checked by withXs2a.

/**
 * Text of 1 to `max` characters, kept without the blanks around it (JavaScript's trim: spaces, no-break spaces, ...).
 * A value of blanks only names nothing and is refused. Shared by the sandbox and the bank's data import (D16), so
 * both store " Kari " as "Kari" and refuse "   ".
 */
export const textSchema = (max: number) =>
  z.string().trim().min(1, 'must not be blank').max(max).meta({ pattern: nonBlankTextPattern });

/** Spec "Limits": card account and account name at most 70 characters; also used for party names (Berlin Group Max70Text). */
export const nameSchema = textSchema(70);

export const customerNumberSchema = z
  .string()
  .regex(/^\d{11}$/, 'Expected 11 digits')
  .refine(isValidNationalIdentityNumber, 'Expected a Norwegian national identity number with valid check digits')
  .meta({
    description: 'The 11-digit national identity number the PSU types on the sandbox SCA page (D10).',
    example: '13039319955',
  });

/** ISO 4217, with a minor unit: D7 sandbox amounts are minor units, which a currency without one cannot express. */
export const currencySchema = z
  .string()
  .regex(/^[A-Z]{3}$/, 'Expected an ISO 4217 currency code')
  .refine((code) => currencyDecimals(code) !== null, 'Expected an active ISO 4217 currency code with a minor unit')
  .meta({ enum: [...minorUnitCurrencies], example: 'NOK' });

/** D7: int32 amounts of sandbox resources are minor units (øre, cents): 12345 is 123.45. */
export const int32AmountSchema = z.int32().meta({ description: 'Minor units (D7): 12345 is 123.45.' });

export const ibanSchema = z
  .string()
  .regex(/^[A-Z]{2}[0-9]{2}[A-Z0-9]{1,30}$/, 'Expected an IBAN in electronic format (upper case, no spaces)')
  .refine(isValidIban, 'Expected a valid IBAN: country, length or checksum is wrong')
  .refine(
    (iban) => !iban.startsWith('NO') || bbanFromNorwegianIban(iban) !== null,
    'Expected the account number in a NO IBAN to pass MOD11 (D9)',
  )
  .meta({ example: 'NO9386011117947' });

export const bbanSchema = z
  .string()
  .regex(/^\d{11}$/, 'Expected an 11-digit Norwegian BBAN')
  .refine(isValidNorwegianBban, 'Expected a Norwegian BBAN with a valid MOD11 check digit')
  .meta({ example: '86011117947' });

/** Boolean query parameter: exactly `true` or `false`. */
export const booleanQuerySchema = z.enum(['true', 'false']).transform((value) => value === 'true');

/** Account and card account status (spec "Card account status"). */
export const accountStatusSchema = z.enum(['enabled', 'deleted', 'blocked']);

/** Spec 8: an ISO 8601 calendar date `YYYY-MM-DD`. */
export const daySchema = isoDateSchema.meta({ format: 'date', example: '2026-01-05' });
