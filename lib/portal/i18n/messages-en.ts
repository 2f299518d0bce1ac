/** The developer portal's words in English, the default (D27). Labels and button names are what tests and screen readers use. */
export const portalMessagesEn = {
  portalName: 'Developer portal',
  bankName: 'Nordbank Open Banking',
  sandboxNote: 'Sandbox',
  skipToContent: 'Skip to content',
  errorTitle: 'There is a problem',
  nav: {
    label: 'Portal',
    dashboard: 'Dashboard',
    certificates: 'Certificates',
    organisation: 'Organisation',
    sandbox: 'Sandbox data',
    requests: 'Requests',
    signatureDebugger: 'Signature debugger',
    apiReference: 'API reference',
    gettingStarted: 'Getting started',
    signOut: 'Sign out',
    outbox: 'Outbox',
    // The TPP's consents and payments, account settings (D27)
    consents: 'Consents',
    payments: 'Payments',
    account: 'Account',
    // Account security (D27)
    security: 'Account security',
  },
  footer: { label: 'Developer resources', status: 'Status', support: 'Support', changelog: 'Changelog' },
  account: {
    email: 'E-mail',
    password: 'Password',
    newPassword: 'New password',
    passwordHint: 'At least 12 characters.',
    signUpTitle: 'Create a developer account',
    signUpIntro:
      'An account lets you link your TPP certificate, register a contact e-mail and redirect hosts, and work with your sandbox.',
    createAccount: 'Create account',
    haveAccount: 'Already have an account?',
    signInTitle: 'Sign in to the developer portal',
    signIn: 'Sign in',
    noAccount: 'No account yet?',
    signUpLink: 'Create an account',
    forgotPassword: 'Forgot password?',
    forgotTitle: 'Forgot your password?',
    forgotIntro: 'Enter the e-mail of your account. We will send a link to set a new password.',
    sendLink: 'Send link',
    resetTitle: 'Set a new password',
    setPassword: 'Set password',
    mailed: 'Check your e-mail: we have sent a link to verify your address. Then sign in.',
    resetMailed: 'If that address has an account, a link to set a new password is on its way. It works for 30 minutes.',
    verified: 'Your e-mail is verified. Sign in to continue.',
    verifyFailed: 'That verification link is not valid any more. Sign in and send a new one from the dashboard.',
    passwordReset:
      'Your password is changed and every session of the account is signed out. Sign in with the new password.',
    signedOut: 'You are signed out.',
    errors: {
      email: 'Enter a valid e-mail address.',
      'too-short': 'The password must have at least 12 characters.',
      'too-long': 'The password is too long (at most 256 characters).',
      'link-invalid': 'That link is not valid any more: it was used or is older than 30 minutes. Ask for a new one.',
      credentials: 'The e-mail or password is wrong.',
      mail: 'We could not send the mail just now. Try again later.',
      forbidden: 'The form could not be accepted. Reload the page and try again.',
      throttled:
        'Too many accounts were asked for with this e-mail address just now. Nothing was created; try again in 15 minutes.',
    },
    /** D19: the e-mail's own failures locked it. */
    throttled: (minutes: number) =>
      `Too many failed sign-ins with this e-mail address. Sign-in with it is paused: try again in ${minutes === 1 ? '1 minute' : `${minutes} minutes`}.`,
    /** D19: the address's many attempts, anyone's behind it, slow it down; `wait` from seconds and minutes. */
    slowed: (address: string, wait: string) =>
      `Many sign-ins from your network address ${address} have failed, perhaps other people's on the same network. Sign-ins from this address are slowed down: try again in ${wait}.`,
    signUpSlowed: (address: string, wait: string) =>
      `Many accounts were asked for from your network address ${address} in the last hour, perhaps by other people on the same network. Sign-ups from this address are slowed down; nothing was created: try again in ${wait}.`,
    /** D27: the recipient had the most mails the portal sends it; `wait` from seconds and minutes. */
    mailThrottled: (wait: string) =>
      `No mail was sent: this e-mail address was sent 3 mails from the portal in the last 15 minutes, the most it sends to one address. Try again in ${wait}.`,
    /** D19: the mails asked for from the client's address, anyone's behind it, slow it down. */
    mailSlowed: (address: string, wait: string) =>
      `No mail was sent: many mails were asked for from your network address ${address} in the last hour, perhaps by other people on the same network. Mails from this address are slowed down: try again in ${wait}.`,
    mailRefused: 'No mail was sent: too many mails were asked for just now. Try again later.',
    signUpNotMailed:
      'Your sign-up is received. If the address had no account, it has one now: sign in and choose "Send the link again" on the dashboard for the verification link.',
    seconds: (count: number) => (count === 1 ? '1 second' : `${count} seconds`),
    minutes: (count: number) => (count === 1 ? '1 minute' : `${count} minutes`),
  },
  dashboard: {
    title: 'Dashboard',
    heading: 'Your way to a first consented call',
    signedInAs: (email: string) => `Signed in as ${email}`,
    linkedTo: (name: string, id: string) => `Linked to ${name} (${id})`,
    done: 'Done',
    todo: 'To do',
    steps: {
      verify: 'Verify your e-mail address',
      resend: 'Send the link again',
      link: 'Link your account to your TPP by proving its certificate key, or generate a sandbox certificate',
      sandbox: 'Reset your sandbox to its known customers and accounts',
      consent: 'Ask for a consent with a signed POST /v1/bank-offered-consents and let a sandbox customer approve it',
      call: 'Read accounts with the consent: GET /v1/accounts',
    },
    links: {
      certificates: 'Certificates',
      sandbox: 'Sandbox data',
      apiReference: 'API reference',
      gettingStarted: 'Getting started',
      requests: 'Requests',
    },
    resent: 'A new verification link is on its way.',
  },
  outbox: {
    title: 'Outbox',
    intro:
      'Sandbox only: the mails the portal would have sent, newest first. Only a browser on this machine sees them.',
    empty: 'No mail yet.',
    to: 'To',
    sent: 'Sent',
  },
  certificates: {
    title: 'Certificates',
    linkHeading: 'Link your account to a TPP',
    linkIntro:
      'Prove that you hold the key of a TPP certificate: sign the challenge with its private key (RSA-SHA256, base64), for example with npm run tpp -- prove <challenge>.',
    linkRequired: 'Link your account to a TPP first: the other pages show that TPP’s data.',
    challenge: 'Challenge',
    challengeHint: 'Single use, valid for 10 minutes.',
    certificatePem: 'Certificate (PEM)',
    challengeSignature: 'Challenge signature',
    signNewChallenge: 'Each attempt uses up its challenge: sign the new challenge above and paste that signature.',
    linkCertificate: 'Link certificate',
    linked: (name: string) => `Your account is linked to ${name}.`,
    backToMyConsents: 'Back to My consents',
    generateHeading: 'Generate a sandbox certificate',
    generateIntro:
      'Your browser makes the key pair; the private key never leaves it. The sandbox CA issues the certificate and your account is linked to the TPP.',
    organisationIdentifier: 'Organisation identifier (organisationIdentifier)',
    organisationIdentifierHint:
      'ETSI form, e.g. PSDNO-FSA-123456 (new identifiers only, or one your TPP already holds with this browser’s key).',
    organisationName: 'Organisation name',
    roles: 'Roles',
    generate: 'Generate certificate',
    generating: 'Generating the key pair in your browser…',
    generated:
      'Certificate issued and your account linked. Save both files now: the private key exists only in this browser.',
    downloadKey: 'Download private key',
    downloadCertificate: 'Download certificate',
    listHeading: (name: string) => `Certificates of ${name}`,
    none: 'No certificates yet.',
    subject: 'Subject',
    serial: 'Serial',
    expires: 'Expires',
    developersHeading: 'Developers of this TPP',
    errors: {
      challenge:
        'The challenge is not valid any more (used, expired or not yours). Sign the new challenge on this page.',
      certificate:
        'The certificate cannot be read. Paste the whole PEM, from -----BEGIN CERTIFICATE----- to -----END CERTIFICATE-----.',
      validity:
        'The certificate is expired, not yet valid, or too weak (an RSA key of at least 2048 bits, signed with SHA-256 or better).',
      usage:
        'The certificate is not made for signing requests: it is a CA certificate, a website certificate (QWAC) or a person’s signature certificate, or its keyUsage allows no signatures. Use the TPP’s electronic seal certificate (QSealC).',
      identifier: 'The certificate has no organizationIdentifier or no PSD2 QCStatement, so it names no TPP.',
      trust: 'The certificate is not trusted by the bank (chain, revocation or TPP register).',
      signature:
        'The challenge signature does not verify with the certificate’s key. Sign exactly the challenge text with RSA-SHA256 and paste the base64.',
      'other-key':
        'That organisationIdentifier is registered with another key. Use a certificate for the key it first used, or a new organisationIdentifier.',
      unverified: 'Verify your e-mail address first (see the dashboard).',
      request: 'The request was not accepted. Check the fields and try again.',
      key: 'The key in the certificate request is not accepted: it must be an RSA key of 2048 to 8192 bits with the public exponent 65537.',
      throttled:
        'You generated 10 certificates in the last hour, the most the sandbox issues to one developer. Try again later.',
      // Certificate revocation (D27)
      revoked: 'That certificate was revoked by your TPP and can no longer be linked or used. Use another certificate.',
      // D27: "Generate certificate" could not finish.
      failed:
        'The certificate could not be made: the key could not be generated in this browser, or the server did not answer in time. Nothing was issued; try again.',
    },
  },
  organisation: {
    title: 'Organisation',
    name: 'Name',
    organisationIdentifier: 'Organisation identifier (organisationIdentifier)',
    roles: 'Roles',
    contactHeading: 'Contact e-mail',
    contactIntro:
      'Optional: a mailbox for technical and operational notices from the bank. A group mailbox (such as psd2-ops@) is recommended over a personal one.',
    contactEmail: 'Contact e-mail',
    save: 'Save',
    verified: 'Verified',
    unverified: 'Not verified: follow the link mailed to this address.',
    none: 'No contact e-mail registered.',
    saved: 'Saved. A verification link is on its way to the new address.',
    unchanged: 'The contact e-mail is unchanged and stays verified.',
    cleared: 'The contact e-mail is removed.',
    personalWarning:
      'This looks like a personal address. The bank recommends a group mailbox that stays with the organisation when people move on.',
    contactVerified: 'The contact e-mail is verified.',
    contactVerifyFailed: 'That verification link is not valid any more, or the contact e-mail was changed since.',
    hostsHeading: 'Redirect hosts',
    hostsIntro:
      'In production, TPP-Redirect-URI and TPP-Nok-Redirect-URI may only point at these hosts (https). The sandbox accepts any https host.',
    host: 'Host',
    addHost: 'Add host',
    removeHost: (host: string) => `Remove ${host}`,
    noHosts: 'No redirect hosts registered.',
    hostAdded: 'Host added.',
    hostRemoved: 'Host removed.',
    errors: {
      email: 'Enter a valid e-mail address, or leave the field empty to remove it.',
      host: 'Enter a host name only, such as tpp.example.com: lower-case letters, digits and hyphens, with a dot, no scheme, port or path.',
      'too-many-hosts': 'A TPP may register at most 20 redirect hosts.',
      mail: 'We could not send the mail just now. Try again later.',
      'mail-refused': 'The contact e-mail was not saved.',
      forbidden: 'The form could not be accepted. Reload the page and try again.',
    },
  },
  signInThrottles: {
    heading: 'Sign-in throttles',
    intro:
      "Refused sign-ins of your sandbox customers, on the SCA pages and on My consents. Five in 15 minutes lock a customer's number; reset it to sign in as that customer again at once. Refusals from one network address only slow that address down.",
    none: 'None of your sandbox customers has refused sign-ins just now.',
    customerNumber: 'Customer number',
    name: 'Name',
    failures: 'Refused sign-ins',
    status: 'Status',
    locked: (minutes: number) => `Locked for ${minutes === 1 ? '1 more minute' : `${minutes} more minutes`}`,
    notLocked: 'Not locked',
    resetColumn: 'Reset',
    reset: (customerNumber: string) => `Reset ${customerNumber}`,
    resetDone: "The customer's sign-in counter is reset.",
    resetInvalid: 'That is not a customer number of 11 digits.',
  },
  // D11, readiness and the changelog: the registry of the bank's changes, for the TPP and in public.
  readiness: {
    title: 'Readiness',
    heading: 'Readiness for the next change',
    intro: (days: number) =>
      `The bank's changes that concern your TPP: each deprecated thing your requests still use and each change not yet in force, with how many of your own requests of the last ${days} days it touches.`,
    dashboardLink: 'Readiness for the next change',
    changelogLink: 'All changes in the changelog',
    nothing: (days: number) =>
      `Nothing to do: none of your requests of the last ${days} days uses a deprecated thing, and no change is coming.`,
    status: 'Status',
    deprecatedServed: 'Deprecated, still served',
    inForce: (date: string) => `Refused since ${date}`,
    comingOn: (date: string) => `Refused from ${date}`,
    notDated: 'No date set yet',
    effectiveDate: 'Effective date',
    deprecatedSince: 'Deprecated since',
    requests: (days: number) => `Your requests, last ${days} days`,
    operations: 'Operations',
    examples: 'Newest examples',
    noRequests: 'None',
    openRequest: (operation: string, status: number, at: string) => `${operation}, ${status}, ${at}`,
    tryItNow: 'Try it now',
    stopTrying: 'Stop trying',
    tryItNowHint: 'Your sandbox calls get the future behaviour at once: the requests this change is about are refused.',
    tried: 'Your sandbox refuses these requests now, as it will from the effective date.',
    productionOnly: 'Try it in the sandbox: production follows the dates.',
    notes: {
      tried: 'Try it now is on: your sandbox refuses what this change is about.',
      untried: 'Try it now is off: your sandbox follows the dates again.',
    },
    errors: {
      trial: 'That change cannot be tried here. Reload the page and try again.',
      forbidden: 'The form could not be accepted. Reload the page and try again.',
    },
  },
  changelog: {
    title: 'Changelog',
    intro:
      'API releases and the dated x-accept-fix and rule changes of the bank, upcoming ones first. Dates are days in Norway (Europe/Oslo).',
    upcoming: 'Upcoming',
    past: 'In force',
    date: 'Date',
    change: 'Change',
    kind: 'Kind',
    kinds: {
      release: 'API release',
      'accept-fix': 'x-accept-fix default',
      rule: 'Rule',
      deprecation: 'Deprecation',
    },
    release: (documentation: string | undefined, api: string | undefined) =>
      [documentation && `Documentation ${documentation}`, api && `API ${api}`].filter(Boolean).join(', '),
    acceptFix: (value: string) => `x-accept-fix: ${value} becomes the default`,
    optIn: (value: string, month: string) => `x-accept-fix: ${value}, opt-in since ${month}`,
    sandbox: 'sandbox',
    production: 'production',
    notDated: 'not dated yet',
    none: 'No upcoming changes are announced.',
    readiness: 'See which of your own requests a change touches in the developer portal',
  },
  // D27: the newcomer's way through mail and verification.
  newcomer: {
    mailInOutbox: 'This sandbox sends no real mail: you find it in the outbox.',
    openOutbox: 'Open the outbox',
    verifyFirst:
      'Verify your e-mail address first: linking or generating a certificate needs it. Follow the link we mailed to you, or send a new one.',
  },
};

export type PortalMessages = typeof portalMessagesEn;
