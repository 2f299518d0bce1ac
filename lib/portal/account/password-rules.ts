/** D27: the shortest password the portal accepts; length is what makes a password hard to guess (NIST SP 800-63B 3.1.1.2). */
export const shortestPassword = 12;
/** Longer input is refused before hashing, so a megabyte "password" cannot tie up the server. */
export const longestPassword = 256;

export type PasswordProblem = 'too-short' | 'too-long';

/** Checked on the server whatever the browser did: null when the password is acceptable. */
export function passwordProblem(password: string): PasswordProblem | null {
  const length = [...password].length;
  if (length < shortestPassword) return 'too-short';
  if (length > longestPassword) return 'too-long';
  return null;
}

/** What sign-in checks at most: longer input cannot be a password the portal accepted. */
export const longestPasswordCheck = longestPassword * 4;
