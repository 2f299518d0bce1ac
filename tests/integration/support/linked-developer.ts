import { expect } from 'vitest';
import { db } from '@/lib/db';
import { newOrganizationIdentifier } from '@/tools/tpp-kit/create-sandbox-tpp';
import { browserAt, type BrowserAtAddress } from '@/tests/integration/support/browser-at-address';
import { linkCertificateFields } from '@/tests/integration/support/link-certificate-fields';
import { verifiedDeveloperAt } from '@/tests/integration/support/portal-account';

export type LinkedDeveloper = { browser: BrowserAtAddress; organizationIdentifier: string; tppId: string };

/** A verified developer linked to a new TPP through the certificates page, left on /portal/organisation. */
export async function linkedDeveloper(): Promise<LinkedDeveloper> {
  const browser = browserAt();
  await verifiedDeveloperAt(browser);
  const organizationIdentifier = newOrganizationIdentifier();
  const linked = await browser.post(
    '/portal/actions/link-certificate',
    await linkCertificateFields(browser, organizationIdentifier),
  );
  expect(linked.headers.location).toBe('/portal/certificates?linked=1');
  const tpp = await db.tpp.findUniqueOrThrow({ where: { organizationIdentifier }, select: { id: true } });
  await browser.get('/portal/organisation');
  return { browser, organizationIdentifier, tppId: tpp.id };
}
