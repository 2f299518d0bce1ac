import type { PortalChangeKind } from '@/lib/generated/prisma/enums';

/** The account security words in English (D27): two-step verification, "Confirm it's you" and the audit list. */
export const securityMessagesEn = {
  title: 'Account security',
  twoStepHeading: 'Two-step verification',
  twoStepIntro:
    'Sign in with your password and a 6-digit code from an authenticator app (TOTP, such as Google Authenticator, Microsoft Authenticator or 1Password).',
  enrolRequired: 'Your TPP requires two-step verification for all its members. Set it up to continue.',
  enabledSince: (when: string) => `Two-step verification is on since ${when}.`,
  recoveryCodesLeft: (count: number) => `Recovery codes left: ${count}.`,
  start: 'Set up two-step verification',
  scan: 'Scan this QR code with your authenticator app, or type the setup key into it. Then enter the code the app shows.',
  qrLabel: 'QR code for your authenticator app',
  setupKey: 'Setup key',
  code: 'Code from the app',
  codeHint: 'The 6 digits your authenticator app shows now.',
  turnOn: 'Turn on',
  recoveryHeading: 'Your recovery codes',
  recoveryIntro:
    'Each code signs you in once when you do not have your phone. Keep them somewhere safe: they are shown only this once.',
  turnOff: 'Turn off two-step verification',
  turnOffRequired: 'Your TPP requires two-step verification, so it cannot be turned off.',
  enabled: 'Two-step verification is on.',
  disabled: 'Two-step verification is off.',
  errors: {
    code: 'That code is not right. Enter the code the app shows now.',
    'not-started': 'Start the set-up again: the setup key is no longer waiting.',
    required: 'Your TPP requires two-step verification, so it cannot be turned off.',
    forbidden: 'The form could not be accepted. Reload the page and try again.',
  },
  codeStep: {
    title: 'Two-step verification',
    intro: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
    code: 'Authentication code',
    verify: 'Verify',
    refused: 'That code is not right, or it was used already.',
    expired: 'The sign-in has expired. Sign in again with your password.',
  },
  reauthenticate: {
    title: "Confirm it's you",
    intro:
      'This change needs a fresh proof that it is you: enter your password again, and a code from your app if you use two-step verification. It is good for 10 minutes.',
    code: 'Authentication code',
    confirm: 'Confirm',
    refused: 'The password or the code is not right.',
  },
  organisation: {
    heading: 'Two-step verification for all members',
    required: 'Every member of this TPP must sign in with two-step verification.',
    notRequired: 'Members may sign in with a password only.',
    require: 'Require for all members',
    stopRequiring: 'Stop requiring',
    needsOwnTotp: 'Turn on two-step verification for your own account first, on Account security.',
    changed: 'Saved.',
    changesHeading: 'Changes',
    changesIntro:
      "Who changed this TPP's redirect hosts, certificates, members and security, and when (Oslo time). Each change is also mailed to the verified contact e-mail.",
    noChanges: 'No changes yet.',
    when: 'When',
    who: 'Who',
    change: 'Change',
    detail: 'Detail',
  },
  certificateReauthenticate: "Confirm it's you before a certificate is generated.",
  changeKinds: {
    REDIRECT_HOST_ADDED: 'Redirect host added',
    REDIRECT_HOST_REMOVED: 'Redirect host removed',
    CERTIFICATE_ISSUED: 'Sandbox certificate generated',
    CERTIFICATE_LINKED: 'Certificate linked',
    MEMBER_JOINED: 'Member joined',
    TOTP_REQUIRED: 'Two-step verification required for all members',
    TOTP_NOT_REQUIRED: 'Two-step verification no longer required',
    TOTP_ENABLED: 'Two-step verification turned on',
    TOTP_DISABLED: 'Two-step verification turned off',
  } satisfies Record<PortalChangeKind, string>,
  changeMail: {
    subject: (tpp: string) => `Change to ${tpp} in the Nordbank developer portal`,
    text: (change: { tpp: string; change: string; detail: string; who: string; when: string }) =>
      `${change.who} made this change to ${change.tpp} in the Nordbank developer portal on ${change.when} (Oslo time):\n\n${change.change}${change.detail ? `: ${change.detail}` : ''}\n\nIf nobody in your team expected it, sign in and check the changes on the Organisation page.`,
  },
};

export type SecurityMessages = typeof securityMessagesEn;
