import { randomBytes } from 'node:crypto';

/** D1: an opaque, random, URL-safe resource id: 128 random bits in base64url (22 characters), no counter, nothing derived. */
export function newId(): string {
  return randomBytes(16).toString('base64url');
}
