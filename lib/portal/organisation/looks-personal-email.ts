/** Mail services where an address almost always belongs to one person. */
const freeMailDomains = new Set([
  'gmail.com',
  'googlemail.com',
  'hotmail.com',
  'hotmail.no',
  'outlook.com',
  'live.com',
  'live.no',
  'msn.com',
  'yahoo.com',
  'yahoo.no',
  'icloud.com',
  'me.com',
  'mac.com',
  'aol.com',
  'gmx.com',
  'gmx.net',
  'gmx.de',
  'proton.me',
  'protonmail.com',
  'online.no',
  'mail.com',
  'yandex.com',
  'zoho.com',
]);

/**
 * Spec 14: only group or common mailboxes are recommended for the contact e-mail. A warning (never a refusal) when an
 * address looks like one person's: a free-mail domain, or a local part shaped like firstname.lastname.
 */
export function looksPersonalEmail(email: string): boolean {
  const [local = '', domain = ''] = email.toLowerCase().split('@');
  if (freeMailDomains.has(domain)) return true;
  return /^\p{L}{2,}[._-]\p{L}{2,}$/u.test(local) && !groupWords.some((word) => local.includes(word));
}

/** Words that mark a shared mailbox even in a two-part local part (`psd2.ops@`, `api-support@`). */
const groupWords = [
  'psd2',
  'api',
  'ops',
  'support',
  'admin',
  'team',
  'info',
  'post',
  'drift',
  'kontakt',
  'contact',
  'tech',
  'dev',
  'it',
  'noc',
  'security',
  'open',
  'bank',
];
