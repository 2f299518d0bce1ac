import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { env } from '@/lib/env';
import { openSealedText, sealText } from '@/lib/web/sealed-text';

/** The portal forms whose page shows again what was typed after a refusal (D27). */
export type PortalFormName = 'contact-email' | 'redirect-host' | 'link-certificate' | 'sign-up' | 'recovery-codes';

/** Field name to the text typed. Never a password, never a value that a refusal has used up. */
export type TypedFields = Record<string, string>;

// Sealed, the fields of a pasted certificate of an 8192-bit key still fit the 16 KB header block (D18); more is not kept.
const maxTypedCharacters = 8_000;
const maxSealedLength = 12_000;
const typedFieldsSchema = z.record(z.string(), z.string());

/** A signed-in developer's key: only the browser of that session opens what it typed (D29's rule for the PSU pages). */
export function sessionTypedFieldsKey(sessionToken: string): Buffer {
  return createHmac('sha256', sessionToken).update('portal-typed-fields').digest();
}

/** Before sign-in there is no session: the portal's own secret (NEXTAUTH_SECRET); without it nothing is kept. */
export function signedOutTypedFieldsKey(): Buffer | null {
  return env.NEXTAUTH_SECRET
    ? createHmac('sha256', env.NEXTAUTH_SECRET).update('portal-typed-fields-signed-out').digest()
    : null;
}

/**
 * D27: a refused portal form is answered with a redirect to its page (post, redirect, get), which would lose what the
 * developer typed. The fields travel in the redirect's query instead, sealed for this form and key: never in clear in
 * a URL, a history entry or a log, and only opened for the same form.
 */
export function sealTypedFields(key: Buffer | null, form: PortalFormName, fields: TypedFields): string | null {
  const text = JSON.stringify(fields);
  if (!key || text.length > maxTypedCharacters) return null;
  return sealText({ secret: key, purpose: `portal-typed:${form}`, text });
}

/** The fields a refused post of `form` sealed with `key`, or null (none, another key or form, altered). */
export function openTypedFields(
  key: Buffer | null,
  form: PortalFormName,
  sealed: string | undefined,
): TypedFields | null {
  if (!key) return null;
  const text = openSealedText({ secret: key, purpose: `portal-typed:${form}`, sealed, maxSealedLength });
  if (text === null) return null;
  try {
    const parsed = typedFieldsSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The page a refused form goes back to: its error, the sealed fields when there are any, and what the error states. */
export function refusedFormPath(
  page: string,
  error: string,
  typed: string | null = null,
  detail: Record<string, string> = {},
): string {
  return `${page}?${new URLSearchParams({ error, ...(typed ? { typed } : {}), ...detail })}`;
}
