// D35: the EBA register's full export is hundreds of MB, past V8's longest string, so it is never read whole: the
// scanner walks its bytes once and hands out each object of the top-level array (or of its arrays, one level down).

export type JsonElementScanner = {
  /** The objects completed by `chunk`, as JSON text each; throws on bytes that cannot be that shape. */
  push: (chunk: Uint8Array) => string[];
  /** Throws unless the outer array was closed: a truncated download never passes. */
  end: () => void;
};

const [openBracket, closeBracket, openBrace, closeBrace, quote, backslash, comma] = [
  0x5b, 0x5d, 0x7b, 0x7d, 0x22, 0x5c, 0x2c,
];
const whitespace = new Set([0x20, 0x09, 0x0a, 0x0d]);

/** A scanner of `[obj, ...]` or `[[obj, ...], ...]`: objects are returned whole; scalars between them are refused. */
export function createJsonElementScanner(): JsonElementScanner {
  // Depth counts only arrays outside an object (1 or 2); objectDepth counts braces and brackets inside one.
  let depth = 0;
  let objectDepth = 0;
  let isInString = false;
  let isEscaped = false;
  let isClosed = false;
  let parts: Uint8Array[] = [];
  let offset = 0;
  const fail = (why: string): never => {
    throw new SyntaxError(`not a JSON array of register entities: ${why} at byte ${offset}`);
  };
  return {
    push: (chunk) => {
      const objects: string[] = [];
      let objectStart = objectDepth > 0 ? 0 : -1;
      for (let index = 0; index < chunk.length; index += 1, offset += 1) {
        const byte = chunk[index] ?? 0;
        if (objectDepth > 0) {
          if (isInString) {
            if (isEscaped) isEscaped = false;
            else if (byte === backslash) isEscaped = true;
            else if (byte === quote) isInString = false;
          } else if (byte === quote) isInString = true;
          else if (byte === openBrace || byte === openBracket) objectDepth += 1;
          else if (byte === closeBrace || byte === closeBracket) {
            objectDepth -= 1;
            if (objectDepth === 0) {
              parts.push(chunk.subarray(objectStart, index + 1));
              objects.push(Buffer.concat(parts).toString('utf8'));
              parts = [];
              objectStart = -1;
            }
          }
          continue;
        }
        if (whitespace.has(byte) || (byte === comma && depth > 0)) continue;
        if (isClosed) fail('content after the closing bracket');
        if (byte === openBracket) {
          if (depth === 2) fail('arrays nested more than one level');
          depth += 1;
        } else if (byte === closeBracket && depth > 0) {
          depth -= 1;
          isClosed = depth === 0;
        } else if (byte === openBrace && depth > 0) {
          objectDepth = 1;
          objectStart = index;
        } else fail('an unexpected character');
      }
      if (objectDepth > 0) parts.push(chunk.subarray(objectStart));
      return objects;
    },
    end: () => {
      if (!isClosed) fail('the array does not end (truncated?)');
    },
  };
}
