export type AuthorisedRegisterEntryInput = { organizationIdentifier: string; name: string; authorisedRoles: string[] };

/** A TPP register entry (D4) of a Norwegian TPP that Finanstilsynet authorised for `authorisedRoles`. */
export function authorisedRegisterEntry(input: AuthorisedRegisterEntryInput) {
  return { ...input, country: 'NO', nca: 'Finanstilsynet', status: 'authorised' };
}
