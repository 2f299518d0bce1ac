import forge from 'node-forge';

/** One attribute of a distinguished name, in certificate order (country first, common name last). */
export type DnAttribute = { oid: string; value: string };

export const dnOids = {
  commonName: '2.5.4.3',
  country: '2.5.4.6',
  organization: '2.5.4.10',
  organizationalUnit: '2.5.4.11',
  locality: '2.5.4.7',
  state: '2.5.4.8',
  serialNumber: '2.5.4.5',
  /** D3: the TPP's identity, e.g. PSDNO-FSA-123456. */
  organizationIdentifier: '2.5.4.97',
} as const;

// RFC 4514 section 3 short names; the rest as OpenSSL's RFC 2253 output spells them.
const attributeNames: Record<string, string> = {
  [dnOids.commonName]: 'CN',
  [dnOids.country]: 'C',
  [dnOids.organization]: 'O',
  [dnOids.organizationalUnit]: 'OU',
  [dnOids.locality]: 'L',
  [dnOids.state]: 'ST',
  [dnOids.serialNumber]: 'serialNumber',
  [dnOids.organizationIdentifier]: 'organizationIdentifier',
};

// X.520: countryName is a PrintableString; everything else is written as UTF8String.
function valueTag(oid: string): forge.asn1.Type {
  return oid === dnOids.country ? forge.asn1.Type.PRINTABLESTRING : forge.asn1.Type.UTF8;
}

export function toForgeAttributes(attributes: DnAttribute[]): forge.pki.CertificateField[] {
  return attributes.map(({ oid, value }) => ({
    type: oid,
    value,
    valueTagClass: valueTag(oid) as unknown as forge.asn1.Class,
  }));
}

/** node-forge hands back UTF8String values as raw UTF-8 bytes; decode them so that re-encoding is byte-identical. */
export function fromForgeAttributes(fields: forge.pki.CertificateField[]): DnAttribute[] {
  return fields.map((field) => {
    const raw = typeof field.value === 'string' ? field.value : '';
    const isUtf8 = (field.valueTagClass as unknown) === forge.asn1.Type.UTF8;
    return { oid: field.type ?? '', value: isUtf8 ? forge.util.decodeUtf8(raw) : raw };
  });
}

function escapeValue(value: string): string {
  return value
    .replace(/[\\"+,;<>]/g, (character) => `\\${character}`)
    .replace(/^[ #]/, (character) => `\\${character}`)
    .replace(/ $/, '\\ ');
}

function formatAttribute({ oid, value }: DnAttribute): string {
  const name = attributeNames[oid];
  if (name) return `${name}=${escapeValue(value)}`;
  // RFC 4514 2.4: an attribute without a short name is its dotted OID and the hex of its BER value.
  const der = forge.asn1.toDer(
    forge.asn1.create(forge.asn1.Class.UNIVERSAL, valueTag(oid), false, forge.util.encodeUtf8(value)),
  );
  return `${oid}=#${forge.util.bytesToHex(der.getBytes())}`;
}

/** RFC 2253/4514 string: the last RDN of the certificate first, RDNs joined by a bare comma. */
export function formatRfc4514(attributes: DnAttribute[]): string {
  return [...attributes].reverse().map(formatAttribute).join(',');
}

/** Splits an RFC 4514 string into its RDNs at every comma that is not escaped. */
export function splitRdns(dn: string): string[] {
  return dn.split(/(?<!(?:^|[^\\])(?:\\\\)*\\),/).map((rdn) => rdn.trim());
}
