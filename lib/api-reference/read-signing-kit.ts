import { readFile } from 'node:fs/promises';
import path from 'node:path';

// The standalone signing kit (tools/signing-kit) as TPPs download it; it imports nothing from this app.
const kitFile = path.join(process.cwd(), 'tools', 'signing-kit', 'nordbank-signing-kit.mjs');

/** The kit's text, read from the repository's copy. */
export function readSigningKit(): Promise<string> {
  return readFile(kitFile, 'utf8');
}
