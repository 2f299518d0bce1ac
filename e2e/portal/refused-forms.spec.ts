import type { Locator } from '@playwright/test';
import { createSandboxTpp, newOrganizationIdentifier } from '@/tools/tpp-kit/create-sandbox-tpp';
import { issueTestCertificate } from '@/lib/certificate-issuer/issue-certificate';
import { proveChallenge } from '@/tools/tpp-kit/prove-challenge';
import { expect, test } from '../fixtures/portal-test';
import { expectAccessible } from '../portal-tools/portal-tools-fixtures';
import { signInDeveloper } from '../fixtures/portal-developer';

// D27: a form the server refuses comes back with what the developer typed still in it, the refusal shown under the
// field it is about, announced, named by the field (aria-describedby, aria-invalid) and the field focused. What was
// typed never shows in clear in the URL. Passwords are never sent back.

async function expectRefusedField(field: Locator, message: RegExp) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(message);
  await expect(field).toBeFocused();
  await expect(field.page().getByRole('alert').filter({ hasText: message })).toBeVisible();
}

test('Organisation: a refused contact e-mail and a refused host stay in their fields, named next to them', async ({
  page,
  context,
  baseURL,
}) => {
  const tpp = createSandboxTpp({ baseUrl: baseURL ?? '' });
  expect((await tpp.client.request('GET', '/v1/sandbox/customers')).status).toBe(200);
  await signInDeveloper(context, baseURL ?? '', tpp.organizationIdentifier);

  await page.goto('/portal/organisation');
  // The browser takes an address without a dot in its domain; the portal does not.
  await page.getByRole('textbox', { name: 'Contact e-mail' }).fill('psd2-ops@tpp');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/error=email/);
  expect(page.url()).not.toContain('psd2-ops');
  const contact = page.getByRole('textbox', { name: 'Contact e-mail' });
  await expect(contact).toHaveValue('psd2-ops@tpp');
  await expectRefusedField(contact, /Enter a valid e-mail address/);
  await expectAccessible(page);

  await page.getByRole('textbox', { name: 'Host', exact: true }).fill('https://app.tpp.example/callback');
  await page.getByRole('button', { name: 'Add host' }).click();
  await expect(page).toHaveURL(/error=host/);
  const host = page.getByRole('textbox', { name: 'Host', exact: true });
  await expect(host).toHaveValue('https://app.tpp.example/callback');
  await expectRefusedField(host, /Enter a host name only/);
  // The contact e-mail form is not at fault now: it shows the TPP's own (empty) address again.
  await expect(page.getByRole('textbox', { name: 'Contact e-mail' })).toHaveValue('');
  await expect(page.getByRole('textbox', { name: 'Contact e-mail' })).not.toHaveAttribute('aria-invalid');

  // Fixed as it stands, the host is added.
  await host.fill('app.tpp.example');
  await page.getByRole('button', { name: 'Add host' }).click();
  await expect(page.getByRole('status')).toHaveText('Host added.');
  await expect(page.getByRole('textbox', { name: 'Host', exact: true })).toHaveValue('');
});

test('Certificates: a refused link keeps the pasted certificate and asks for a signature of the new challenge', async ({
  page,
  context,
  baseURL,
}) => {
  await signInDeveloper(context, baseURL ?? '');
  const organizationIdentifier = newOrganizationIdentifier();
  const certificate = issueTestCertificate({
    organizationIdentifier,
    organizationName: 'Refused Once AS',
    roles: ['PSP_AI'],
  });

  await page.goto('/portal/certificates');
  await page.getByRole('textbox', { name: 'Certificate (PEM)' }).fill(certificate.certificatePem);
  await page.getByRole('textbox', { name: 'Challenge signature' }).fill('AAAA');
  await page.getByRole('button', { name: 'Link certificate' }).click();
  await expect(page).toHaveURL(/error=signature/);
  expect(page.url()).not.toContain('BEGIN');
  // A textarea's value has its line breaks as LF, whatever was pasted.
  await expect(page.getByRole('textbox', { name: 'Certificate (PEM)' })).toHaveValue(
    certificate.certificatePem.replaceAll('\r\n', '\n'),
  );
  const signature = page.getByRole('textbox', { name: 'Challenge signature' });
  await expect(signature).toHaveValue('');
  await expectRefusedField(signature, /does not verify with the certificate’s key/);
  await expect(signature).toHaveAccessibleDescription(/sign the new challenge above/);
  await expectAccessible(page);

  const challenge = await page.getByRole('textbox', { name: 'Challenge', exact: true }).inputValue();
  await signature.fill(proveChallenge(challenge, certificate.privateKeyPem));
  await page.getByRole('button', { name: 'Link certificate' }).click();
  await expect(page.getByRole('status')).toHaveText('Your account is linked to Refused Once AS.');
});

test('Sign-up and sign-in: a refusal keeps the address, never the password, and names it at the fields', async ({
  page,
}) => {
  await page.goto('/portal/sign-up');
  await page.getByRole('textbox', { name: 'E-mail' }).fill('dev@localhost');
  await page.getByLabel('Password').fill('a long enough password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/error=email/);
  expect(page.url()).not.toContain('localhost%40');
  expect(page.url()).not.toContain('dev%40');
  const email = page.getByRole('textbox', { name: 'E-mail' });
  await expect(email).toHaveValue('dev@localhost');
  await expectRefusedField(email, /Enter a valid e-mail address/);
  await expect(page.getByLabel('Password')).toHaveValue('');
  await expectAccessible(page);

  await page.goto('/portal/sign-in');
  await page.getByRole('textbox', { name: 'E-mail' }).fill('nobody-here@example.test');
  await page.getByLabel('Password').fill('not the password at all');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The e-mail or password is wrong.' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue('nobody-here@example.test');
  for (const field of [page.getByRole('textbox', { name: 'E-mail' }), page.getByLabel('Password')]) {
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(/The e-mail or password is wrong/);
  }
});
