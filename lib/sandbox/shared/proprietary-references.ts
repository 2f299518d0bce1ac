import { textSchema } from '@/lib/sandbox/shared/field-schemas';

const proprietaryText = textSchema(140)
  .nullish()
  .meta({ description: 'A proprietary reference of the bank (spec fact 2), shown on the transaction details.' });

/** Spec fact 2: the bank's extra references of a transaction, `additionalInformationProprietary1` to `…5`. */
export const proprietaryReferencesShape = {
  additionalInformationProprietary1: proprietaryText,
  additionalInformationProprietary2: proprietaryText,
  additionalInformationProprietary3: proprietaryText,
  additionalInformationProprietary4: proprietaryText,
  additionalInformationProprietary5: proprietaryText,
};

export type ProprietaryReferences = Partial<Record<keyof typeof proprietaryReferencesShape, string>>;

/** The references a request or export row gives, as stored in `additionalInformationProprietary`; null when none. */
export function storedProprietaryReferences(
  row: Partial<Record<keyof typeof proprietaryReferencesShape, string | null>>,
): ProprietaryReferences | null {
  const given = Object.entries(row).filter(
    (entry): entry is [keyof typeof proprietaryReferencesShape, string] =>
      Object.hasOwn(proprietaryReferencesShape, entry[0]) && typeof entry[1] === 'string',
  );
  return given.length === 0 ? null : Object.fromEntries(given);
}
