import { createHash } from 'node:crypto';
import type { TppRegisterEntry } from '@/lib/tpp/trust/tpp-register';
import { createJsonElementScanner } from './create-json-element-scanner';
import { parseEbaEntity } from './parse-eba-entity';

export type EbaRegisterCopy = {
  /** By organizationIdentifier. */
  entries: TppRegisterEntry[];
  /** TPP-type entities listed, each counted once; `authorisedCount` of them authorised now. */
  entityCount: number;
  authorisedCount: number;
  /** TPP-type entities left to the file: no NCA id, number or authorisation dates. */
  incompleteCount: number;
  /** SHA-256 (hex) of the bytes read. */
  checksum: string;
};

/** invalid: the bytes are not an acceptable export (refused); unreadable: the source could not be read (failed). */
export type EbaRegisterParse =
  { ok: true; copy: EbaRegisterCopy } | { ok: false; problem: 'invalid' | 'unreadable'; reason: string };

/** D35: the EBA register's export read from `chunks`, at most `maxBytes`; never throws for the source's content. */
export async function parseEbaRegister(input: {
  chunks: AsyncIterable<Uint8Array>;
  maxBytes: number;
  hostCountry: string;
}): Promise<EbaRegisterParse> {
  const scanner = createJsonElementScanner();
  const hash = createHash('sha256');
  const byIdentifier = new Map<string, TppRegisterEntry>();
  let bytes = 0;
  let incompleteCount = 0;
  try {
    for await (const chunk of input.chunks) {
      bytes += chunk.byteLength;
      if (bytes > input.maxBytes)
        return { ok: false, problem: 'invalid', reason: `the source is larger than ${input.maxBytes} bytes` };
      hash.update(chunk);
      for (const text of scanner.push(chunk)) {
        const parsed = parseEbaEntity(JSON.parse(text), input.hostCountry);
        if (parsed.kind === 'incomplete') incompleteCount += 1;
        if (parsed.kind === 'tpp')
          byIdentifier.set(
            parsed.entry.organizationIdentifier,
            merge(byIdentifier.get(parsed.entry.organizationIdentifier), parsed.entry),
          );
      }
    }
    scanner.end();
  } catch (error) {
    const problem = error instanceof SyntaxError ? 'invalid' : 'unreadable';
    return { ok: false, problem, reason: (error as Error).message };
  }
  const entries = [...byIdentifier.values()];
  return {
    ok: true,
    copy: {
      entries,
      entityCount: entries.length,
      authorisedCount: entries.filter((entry) => entry.status === 'authorised').length,
      incompleteCount,
      checksum: hash.digest('hex'),
    },
  };
}

// D35: one number listed twice (a PI that became an EMI): authorised if any listing is, with those listings' roles.
function merge(known: TppRegisterEntry | undefined, entry: TppRegisterEntry): TppRegisterEntry {
  if (!known || (known.status !== 'authorised' && entry.status === 'authorised')) return entry;
  if (known.status === 'authorised' && entry.status !== 'authorised') return known;
  return { ...known, authorisedRoles: [...new Set([...known.authorisedRoles, ...entry.authorisedRoles])].sort() };
}
