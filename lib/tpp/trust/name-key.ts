import { childAt, DerError, DerTag, expectTag, readChildren, toHex, type DerElement } from '@/lib/signing/der';
import { decodeOid, decodeString, isStringTag } from '@/lib/signing/der-values';

// D4: a revocation list belongs to the CA whose subject equals the CRL issuer, and covers the certificates whose
// issuer equals it. RFC 5280 7.1 compares names after RFC 4518 preparation, so a CA that writes its name as
// PrintableString in one place and UTF8String in another, or changes case or spacing, still matches.

/**
 * A comparison key for a DER Name: attribute OIDs with case-folded, space-collapsed string values; RDNs in DER order,
 * attributes of a multi-valued RDN sorted. Throws DerError.
 */
export function nameKey(name: DerElement): string {
  const rdns = readChildren(expectTag(name, DerTag.sequence, 'Name')).map((set) =>
    readChildren(expectTag(set, DerTag.set, 'RelativeDistinguishedName'))
      .map((attribute) => {
        const parts = readChildren(expectTag(attribute, DerTag.sequence, 'AttributeTypeAndValue'));
        if (parts.length !== 2) throw new DerError('AttributeTypeAndValue must have a type and a value');
        const value = childAt(parts, 1, 'attribute value');
        const text = isStringTag(value.tag) ? prepareString(decodeString(value)) : `#${toHex(value.encoded)}`;
        return `${decodeOid(childAt(parts, 0, 'attribute type'))}=${text}`;
      })
      .sort(),
  );
  return JSON.stringify(rdns);
}

function prepareString(value: string): string {
  return value.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}
