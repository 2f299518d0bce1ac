import { DerError, DerTag, expectTag, type DerElement } from './der';

// Decoders for the primitive DER values that certificates carry. Like der.ts they throw only DerError.

const maxSafeArcPrefix = Math.floor((Number.MAX_SAFE_INTEGER - 0x7f) / 0x80);

export function decodeOid(element: DerElement): string {
  const { contents } = expectTag(element, DerTag.oid, 'object identifier');
  if (contents.length === 0) throw new DerError('empty object identifier');
  const arcs: number[] = [];
  let value = 0;
  let isStartOfArc = true;
  for (const octet of contents) {
    if (isStartOfArc && octet === 0x80) throw new DerError('object identifier arc has a leading zero octet');
    if (value > maxSafeArcPrefix) throw new DerError('object identifier arc is too large');
    value = value * 0x80 + (octet & 0x7f);
    isStartOfArc = (octet & 0x80) === 0;
    if (isStartOfArc) {
      arcs.push(value);
      value = 0;
    }
  }
  if (!isStartOfArc) throw new DerError('object identifier ends inside an arc');
  const [first = 0, ...rest] = arcs;
  const head = first < 40 ? [0, first] : first < 80 ? [1, first - 40] : [2, first - 80];
  return [...head, ...rest].join('.');
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

export function isStringTag(tag: number): boolean {
  return (
    tag === DerTag.utf8String ||
    tag === DerTag.printableString ||
    tag === DerTag.teletexString ||
    tag === DerTag.ia5String ||
    tag === DerTag.bmpString ||
    tag === DerTag.universalString
  );
}

/** The text of any X.509 DirectoryString-like value. */
export function decodeString(element: DerElement): string {
  const { tag, contents } = element;
  switch (tag) {
    case DerTag.utf8String:
      try {
        return utf8.decode(contents);
      } catch {
        throw new DerError('UTF8String is not valid UTF-8');
      }
    case DerTag.printableString:
    case DerTag.ia5String:
      if (contents.some((octet) => octet > 0x7f)) throw new DerError('ASCII string has a non-ASCII octet');
      return Buffer.from(contents).toString('latin1');
    case DerTag.teletexString:
      return Buffer.from(contents).toString('latin1');
    case DerTag.bmpString:
      return decodeWide(contents, 2);
    case DerTag.universalString:
      return decodeWide(contents, 4);
    default:
      throw new DerError(`tag 0x${tag.toString(16)} is not a string`);
  }
}

function decodeWide(contents: Uint8Array, width: 2 | 4): string {
  if (contents.length % width !== 0) throw new DerError(`string length is not a multiple of ${width}`);
  const view = new DataView(contents.buffer, contents.byteOffset, contents.byteLength);
  let text = '';
  for (let offset = 0; offset < contents.length; offset += width) {
    const codePoint = width === 2 ? view.getUint16(offset) : view.getUint32(offset);
    if (codePoint > 0x10ffff) throw new DerError('UniversalString has an invalid code point');
    text += String.fromCodePoint(codePoint);
  }
  return text;
}

const utcTimePattern = /^(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})Z$/;
const generalizedTimePattern = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})Z$/;

/** A certificate Time (RFC 5280 4.1.2.5): UTCTime or GeneralizedTime, in UTC with seconds. */
export function decodeTime(element: DerElement): Date {
  const text = Buffer.from(element.contents).toString('latin1');
  const match =
    element.tag === DerTag.utcTime
      ? utcTimePattern.exec(text)
      : element.tag === DerTag.generalizedTime
        ? generalizedTimePattern.exec(text)
        : null;
  if (!match) throw new DerError(`time "${text.slice(0, 20)}" is not a DER UTCTime or GeneralizedTime`);
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  // RFC 5280: a two-digit year of 50 or more is 19xx, otherwise 20xx.
  const fullYear = element.tag === DerTag.utcTime ? (year >= 50 ? 1900 + year : 2000 + year) : year;
  // setUTCFullYear, not Date.UTC, which would read years 0-99 as 1900-1999.
  const date = new Date(0);
  date.setUTCFullYear(fullYear, month - 1, day);
  date.setUTCHours(hour, minute, second, 0);
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day || hour > 23 || minute > 59 || second > 59) {
    throw new DerError(`time "${text}" is not a calendar time`);
  }
  return date;
}
