/** Revocation and rotation on /portal/certificates in English, the default (D27). */
export const certificateLifecycleMessagesEn = {
  status: 'Status',
  valid: 'Valid',
  revokedOn: (date: string) => `Revoked on ${date}`,
  revokeColumn: 'Revoke',
  revoke: (serial: string) => `Revoke ${serial}`,
  confirmRevoke: 'Yes, the API refuses this certificate from now on',
  revoked: 'The certificate is revoked: the API refuses calls signed with it (401 CERTIFICATE_REVOKED).',
  rotateHeading: 'Rotate a certificate',
  rotateIntro:
    'Generate or link the new certificate first: your TPP’s certificates all stay valid side by side. Move your systems to the new one, then revoke the old one here. A revocation cannot be undone.',
  errors: {
    'confirm-revoke': 'Nothing was revoked: tick the box beside "Revoke" to confirm.',
    'revoke-unknown': 'That certificate is not one of your TPP’s valid certificates. Nothing was revoked.',
    forbidden: 'The form could not be accepted. Reload the page and try again.',
  },
};

export type CertificateLifecycleMessages = typeof certificateLifecycleMessagesEn;
