/** RFC 3986 §5.2.4: a `.` or `..` segment, plain or percent-encoded (`%2e`, `.%2E`, …). */
export function isDotSegment(segment: string): boolean {
  const decoded = segment.replace(/%2e/gi, '.');
  return decoded === '.' || decoded === '..';
}
