// Distinguished-name attribute types: the names TPP clients write in keyId `CA=` (D5) and the OIDs certificates carry.
// The first name is the one we print (RFC 4514 section 3 names where it has one); every name is accepted on input.
const attributeTypes: readonly { oid: string; names: readonly string[] }[] = [
  { oid: '2.5.4.3', names: ['CN', 'commonName'] },
  { oid: '2.5.4.4', names: ['surname', 'SN'] },
  { oid: '2.5.4.5', names: ['serialNumber'] },
  { oid: '2.5.4.6', names: ['C', 'countryName'] },
  { oid: '2.5.4.7', names: ['L', 'localityName'] },
  { oid: '2.5.4.8', names: ['ST', 'S', 'stateOrProvinceName'] },
  { oid: '2.5.4.9', names: ['STREET', 'streetAddress'] },
  { oid: '2.5.4.10', names: ['O', 'organizationName'] },
  { oid: '2.5.4.11', names: ['OU', 'organizationalUnitName'] },
  { oid: '2.5.4.12', names: ['title', 'T'] },
  { oid: '2.5.4.15', names: ['businessCategory'] },
  { oid: '2.5.4.17', names: ['postalCode'] },
  { oid: '2.5.4.42', names: ['givenName', 'GN', 'G'] },
  { oid: '2.5.4.43', names: ['initials'] },
  { oid: '2.5.4.44', names: ['generationQualifier'] },
  { oid: '2.5.4.46', names: ['dnQualifier'] },
  { oid: '2.5.4.65', names: ['pseudonym'] },
  // D3: the TPP's identity, e.g. PSDNO-FSA-123456.
  { oid: '2.5.4.97', names: ['organizationIdentifier'] },
  { oid: '1.2.840.113549.1.9.1', names: ['emailAddress', 'E', 'EMAIL'] },
  { oid: '0.9.2342.19200300.100.1.1', names: ['UID', 'userId'] },
  { oid: '0.9.2342.19200300.100.1.25', names: ['DC', 'domainComponent'] },
  { oid: '1.3.6.1.4.1.311.60.2.1.1', names: ['jurisdictionL', 'jurisdictionLocalityName'] },
  { oid: '1.3.6.1.4.1.311.60.2.1.2', names: ['jurisdictionST', 'jurisdictionStateOrProvinceName'] },
  { oid: '1.3.6.1.4.1.311.60.2.1.3', names: ['jurisdictionC', 'jurisdictionCountryName'] },
];

const oidByName = new Map(
  attributeTypes.flatMap(({ oid, names }) => names.map((name) => [name.toLowerCase(), oid] as const)),
);
const nameByOid = new Map(attributeTypes.map(({ oid, names }) => [oid, names[0] ?? oid]));
const numericOidPattern = /^(?:oid\.)?([0-2](?:\.(?:0|[1-9]\d*))+)$/i;

/** The OID for an attribute type written as a name (`CN`, `organizationIdentifier`) or a dotted OID (`2.5.4.97`). */
export function attributeTypeOid(type: string): string | null {
  const numeric = numericOidPattern.exec(type);
  if (numeric?.[1]) return numeric[1];
  return oidByName.get(type.toLowerCase()) ?? null;
}

/** The name we print for an OID, or the dotted OID when it has none. */
export function attributeTypeName(oid: string): string {
  return nameByOid.get(oid) ?? oid;
}

export const organizationIdentifierOid = '2.5.4.97';
export const organizationNameOid = '2.5.4.10';
export const commonNameOid = '2.5.4.3';
