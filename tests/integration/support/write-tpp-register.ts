import { writeFile } from 'node:fs/promises';

/** Writes the TPP register file (D4) listing `entries`, updated now: production reads it again when it changes. */
export async function writeTppRegister(file: string, entries: object[]): Promise<void> {
  await writeFile(file, JSON.stringify({ updatedAt: new Date().toISOString(), entries }));
}
