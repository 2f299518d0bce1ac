import argon2 from 'argon2';

// D27: argon2id with OWASP's second recommended setting (19 MiB, 2 passes, 1 lane), cheap enough for two shared cores.
const options = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, options);
}

/**
 * A hash of a password nobody has, verified when the e-mail is unknown, so an unknown e-mail costs the same time as a
 * wrong password and the answer's timing does not tell which it was.
 */
let decoyHash: Promise<string> | undefined;

export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  decoyHash ??= argon2.hash('decoy password that matches nothing', options);
  const stored = hash ?? (await decoyHash);
  const isMatch = await argon2.verify(stored, password).catch(() => false);
  return hash !== null && isMatch;
}
