import fs from 'node:fs';
import { describeFsError } from './file-cache';
import { derBlocks, type PemLabel } from './pem-blocks';

export type ReadDerFileInput = {
  file: string;
  label: PemLabel;
  /** How a reason names the file: 'revocation list file', 'trust anchor file'. */
  role: string;
};

const pemContents: Record<PemLabel, string> = { CERTIFICATE: 'certificate', 'X509 CRL': 'X509 CRL' };

/** The DER blocks of an operator's PEM or DER file (derBlocks), or why it cannot be used. Never throws. */
export function readDerFile(
  input: ReadDerFileInput,
): { ok: true; blocks: Uint8Array[] } | { ok: false; reason: string } {
  let bytes: Uint8Array;
  try {
    bytes = fs.readFileSync(input.file);
  } catch (error) {
    return { ok: false, reason: `The ${input.role} ${input.file} cannot be read: ${describeFsError(error)}` };
  }
  const blocks = derBlocks(bytes, input.label);
  if (!blocks || blocks.length === 0)
    return { ok: false, reason: `The ${input.role} ${input.file} holds no PEM ${pemContents[input.label]}` };
  return { ok: true, blocks };
}
