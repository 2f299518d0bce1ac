// A tiny, strict DER reader for the certificate parts node:crypto does not expose: names, validity and the
// qcStatements extension (D3). Anything malformed throws DerError, never another error; callers catch it at their
// boundary and report the certificate as invalid.

export class DerError extends Error {
  override name = 'DerError';
}

/** Identifier octets used in X.509 (universal class unless noted). */
export const DerTag = {
  boolean: 0x01,
  integer: 0x02,
  bitString: 0x03,
  octetString: 0x04,
  oid: 0x06,
  utf8String: 0x0c,
  printableString: 0x13,
  teletexString: 0x14,
  ia5String: 0x16,
  utcTime: 0x17,
  generalizedTime: 0x18,
  universalString: 0x1c,
  bmpString: 0x1e,
  sequence: 0x30,
  set: 0x31,
  /** [0] EXPLICIT, constructed context-specific: the TBSCertificate version. */
  context0: 0xa0,
  /** [3] EXPLICIT, constructed context-specific: the TBSCertificate extensions. */
  context3: 0xa3,
} as const;

export type DerElement = {
  /** The identifier octet, e.g. 0x30 for SEQUENCE. */
  tag: number;
  /** The whole element: identifier, length and contents. */
  encoded: Uint8Array;
  contents: Uint8Array;
};

const maxLengthOctets = 4;

/** Reads the element that starts at `offset`; it must fit inside `bytes`. */
export function readElement(bytes: Uint8Array, offset: number): DerElement {
  const tag = bytes[offset];
  if (tag === undefined) throw new DerError(`truncated: no identifier at offset ${offset}`);
  if ((tag & 0x1f) === 0x1f) throw new DerError(`multi-octet tag at offset ${offset} is not used in certificates`);
  const first = bytes[offset + 1];
  if (first === undefined) throw new DerError(`truncated: no length at offset ${offset + 1}`);
  let length = first;
  let headerLength = 2;
  if (first === 0x80) throw new DerError(`indefinite length at offset ${offset + 1} is not DER`);
  if (first > 0x80) {
    const octets = first & 0x7f;
    if (octets > maxLengthOctets) throw new DerError(`length of ${octets} octets at offset ${offset + 1} is too large`);
    length = 0;
    for (let index = 0; index < octets; index += 1) {
      const octet = bytes[offset + 2 + index];
      if (octet === undefined) throw new DerError(`truncated length at offset ${offset + 1}`);
      if (index === 0 && octet === 0) throw new DerError(`length at offset ${offset + 1} has a leading zero octet`);
      length = length * 256 + octet;
    }
    if (length < 0x80) throw new DerError(`length ${length} at offset ${offset + 1} should use the short form`);
    headerLength += octets;
  }
  const end = offset + headerLength + length;
  if (end > bytes.length) throw new DerError(`truncated: element at offset ${offset} needs ${length} octets`);
  return { tag, encoded: bytes.subarray(offset, end), contents: bytes.subarray(offset + headerLength, end) };
}

/** Reads exactly one element that fills `bytes`, with nothing after it. */
export function readSingle(bytes: Uint8Array): DerElement {
  const element = readElement(bytes, 0);
  if (element.encoded.length !== bytes.length) throw new DerError('trailing octets after the element');
  return element;
}

/** The elements inside a constructed element, which must fill its contents exactly. */
export function readChildren(element: DerElement): DerElement[] {
  if ((element.tag & 0x20) === 0) throw new DerError(`tag 0x${element.tag.toString(16)} is not constructed`);
  const children: DerElement[] = [];
  let offset = 0;
  while (offset < element.contents.length) {
    const child = readElement(element.contents, offset);
    children.push(child);
    offset += child.encoded.length;
  }
  return children;
}

export function expectTag(element: DerElement, tag: number, what: string): DerElement {
  if (element.tag !== tag)
    throw new DerError(`${what}: expected tag 0x${tag.toString(16)}, found 0x${element.tag.toString(16)}`);
  return element;
}

/** The child at `index`, or a DerError naming what is missing. */
export function childAt(children: DerElement[], index: number, what: string): DerElement {
  const child = children[index];
  if (child === undefined) throw new DerError(`${what} is missing`);
  return child;
}

export function toHex(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('hex').toUpperCase();
}
