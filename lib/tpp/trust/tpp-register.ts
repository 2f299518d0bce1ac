import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { createFileCache, describeFsError, fileVersion } from './file-cache';

// D4: in production the TPP must be in the TPP register, a JSON file (XS2A_TPP_REGISTER_FILE) that stands in for the
// national registers and the EBA central register. Format: config/README.md.

// ETSI TS 119 495 5.2.1: "PSD", the NCA's country, "-", the NCA id, "-", the authorisation number.
const organizationIdentifierSchema = z
  .string()
  .regex(/^PSD[A-Z]{2}-[A-Z]{2,8}-\S+$/, 'must look like PSDNO-FSA-123456');

export const tppRegisterEntrySchema = z.object({
  /** D3: as in the certificate's subject (2.5.4.97). */
  organizationIdentifier: organizationIdentifierSchema,
  name: z.string().min(1),
  /** ISO 3166-1 alpha-2 of the home NCA. */
  country: z.string().regex(/^[A-Z]{2}$/, 'must be an ISO 3166 country code such as NO'),
  /** The authorising national competent authority, e.g. Finanstilsynet. */
  nca: z.string().min(1),
  /** D3: the PSD2 roles the NCA has authorised. */
  authorisedRoles: z.array(z.enum(['PSP_AS', 'PSP_PI', 'PSP_AI', 'PSP_IC'])),
  /** authorised: may call; withdrawn: the authorisation was revoked; suspended: temporarily not allowed. */
  status: z.enum(['authorised', 'withdrawn', 'suspended']),
});

export const tppRegisterFileSchema = z
  .object({ updatedAt: z.iso.datetime({ offset: true }), entries: z.array(tppRegisterEntrySchema) })
  .superRefine(({ entries }, context) => {
    const seen = new Set<string>();
    for (const [index, entry] of entries.entries()) {
      if (seen.has(entry.organizationIdentifier)) {
        context.addIssue({
          code: 'custom',
          path: ['entries', index, 'organizationIdentifier'],
          message: 'appears twice',
        });
      }
      seen.add(entry.organizationIdentifier);
    }
  });

export type TppRegisterEntry = z.infer<typeof tppRegisterEntrySchema>;

export type TppRegister = {
  readonly file: string;
  readonly updatedAt: string;
  readonly entries: ReadonlyMap<string, TppRegisterEntry>;
};

export type TppRegisterResult = { ok: true; register: TppRegister } | { ok: false; reason: string };

const cache = createFileCache<TppRegisterResult>();

/** Never throws; an unreadable or invalid file is `{ ok: false, reason }`. Cached per version of the file. */
export function loadTppRegister(file: string): TppRegisterResult {
  let version: string;
  try {
    version = fileVersion(file);
  } catch (error) {
    return { ok: false, reason: `The TPP register ${file} cannot be read: ${describeFsError(error)}` };
  }
  return cache.get(path.resolve(file), version, () => readRegister(file));
}

function readRegister(file: string): TppRegisterResult {
  let json: unknown;
  try {
    json = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    const why = error instanceof SyntaxError ? `it is not JSON (${error.message})` : describeFsError(error);
    return { ok: false, reason: `The TPP register ${file} cannot be read: ${why}` };
  }
  const parsed = tppRegisterFileSchema.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .slice(0, 5)
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    return { ok: false, reason: `The TPP register ${file} is invalid: ${problems}` };
  }
  const entries = new Map(parsed.data.entries.map((entry) => [entry.organizationIdentifier, Object.freeze(entry)]));
  return { ok: true, register: Object.freeze({ file, updatedAt: parsed.data.updatedAt, entries }) };
}

/** The entry for a TPP's organizationIdentifier (exact match, as ETSI TS 119 495 writes it), or null. */
export function findRegisteredTpp(register: TppRegister, organizationIdentifier: string): TppRegisterEntry | null {
  return register.entries.get(organizationIdentifier) ?? null;
}
