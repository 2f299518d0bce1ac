/** What can be read of a request Node's parser refused: its request line and a few headers, when they are there. */
export type PacketHead = { method: string; target: string; requestId?: string; acceptLanguage?: string };

/**
 * Node hands a parser error the bytes of the chunk it failed in (`rawPacket`). When that chunk starts the request, its
 * request line says where the request was going; a later chunk (a header block over Node's limit that arrived in
 * pieces) says nothing: null. Control characters are dropped so the values can be logged.
 */
export function readPacketHead(rawPacket: Buffer | undefined): PacketHead | null {
  if (!rawPacket) return null;
  const text = rawPacket.toString('latin1');
  const requestLine = /^(?:\r?\n)*([^\s]+) ([^\s]+)/.exec(text);
  if (!requestLine?.[1] || !requestLine[2]) return null;
  const header = (name: string) => new RegExp(`\\n${name}:[ \\t]*([^\\r\\n]*)`, 'i').exec(text)?.[1]?.trim();
  return {
    method: clean(requestLine[1]).slice(0, 20),
    target: clean(requestLine[2]),
    requestId: optional(header('x-request-id')),
    acceptLanguage: optional(header('accept-language')),
  };
}

function clean(value: string): string {
  return value.replace(/\p{Cc}/gu, '');
}

function optional(value: string | undefined): string | undefined {
  return value === undefined ? undefined : clean(value);
}
