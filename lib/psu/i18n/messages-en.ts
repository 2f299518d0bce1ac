/** The PSU pages' words in English, the default (D17). Button names are what browser automation and screen readers use. */
export const messagesEn = {
  bankName: 'Nordbank',
  secureNote: 'Nordbank will never ask for your password or codes by phone or e-mail.',
  sandboxNote: 'Sandbox: no real customers or money.',
  skipToContent: 'Skip to main content',
  continue: 'Continue',
  approve: 'Approve',
  cancel: 'Cancel',
  signOut: 'Sign out',
  errorTitle: 'There is a problem',
  trust: {
    logo: 'Nordbank',
    legalName: 'Nordbank ASA',
    footerLabel: 'About Nordbank',
    help: 'Help',
    privacy: 'Privacy',
    contact: 'Contact us',
    languageLabel: 'Language',
    /** The switch offers the other language, named in that language. */
    otherLanguage: { code: 'nb', name: 'Norsk' },
  },
  privacy: {
    title: 'Privacy',
    heading: 'How Nordbank handles your data on these pages',
    sections: [
      {
        heading: 'What we keep',
        text: 'When you sign in we look up your national identity number in our customer records. We keep which provider you gave access to, to which accounts, when you gave it and when the provider last used it. The provider never sees your identity number: it gets an identifier that is different for each provider.',
      },
      {
        heading: 'Cookies',
        text: 'Only the cookies these pages need: a session cookie that lasts 15 minutes while you approve or look at your consents, and a cookie that remembers the language you chose. No tracking or advertising.',
      },
      {
        heading: 'What providers see',
        text: 'A provider sees only the accounts you chose, for as long as the consent lasts (at most 90 days). You can withdraw the access at any time under My consents.',
      },
      {
        heading: 'Your rights',
        text: 'Under the General Data Protection Regulation you may ask for a copy of your data and have wrong data corrected. You may also complain to the Norwegian Data Protection Authority (Datatilsynet).',
      },
    ],
    contactHeading: 'Contact',
    contact: 'Nordbank ASA is responsible for this processing. Write to customer service:',
    retentionHeading: 'How long we keep it',
    /** D30, D33: what housekeeping deletes and when; the request log's days are XS2A_REQUEST_LOG_RETENTION_DAYS. */
    retention: (requestLogDays: number) => [
      {
        what: 'Consents and approvals',
        text: 'Which provider you gave access to which accounts, when, for whom you acted and how each approval ended: kept for as long as you are a customer of Nordbank, and deleted with you from our customer records. This service sets no shorter time.',
      },
      {
        what: 'Payments',
        text: 'The payments providers start from your accounts, and what you decided about them: kept without a time limit. This service does not delete them.',
      },
      {
        what: "Providers' calls",
        text: `The log of each provider's calls to this interface (which provider, what it asked for, when and the answer): ${requestLogDays === 1 ? '1 day' : `${requestLogDays} days`}, then deleted.`,
      },
      {
        what: 'Sessions',
        text: 'Your session on these pages ends 15 minutes after you open the link, and the mark that you signed in for a provider in this browser ends after an hour. Both are deleted within ten minutes after they end.',
      },
      {
        what: 'Failed sign-ins',
        text: 'Counted under a code made from the number, never the number itself, and deleted after 25 hours.',
      },
      { what: 'Your language', text: 'A cookie in your browser, for a year.' },
    ],
    dataProtectionHeading: 'Data protection officer',
    dataProtection:
      'Questions about how Nordbank handles personal data, or a request under your rights: write to our data protection officer at',
  },
  contact: {
    heading: 'Contact us',
    phoneLabel: 'Customer service',
    hours: (hours: string) => `Open ${hours}.`,
    emailLabel: 'E-mail',
    footerPhone: 'Customer service',
  },
  fraud: {
    /** Beside every approval, outside its form: the question, then the link to the help page's fraud section. */
    note: "Didn't ask for this?",
    link: 'Cancel and tell us',
    heading: "Didn't ask for this?",
    text: 'If a link brought you here that you did not ask for, or you are asked to approve access or a payment you do not recognise, do not approve it. Choose Cancel, then call our fraud line straight away. Nordbank never asks you to approve anything to receive money, to stop a payment or to make your account safe.',
    approved:
      'Approved something by mistake? Call us all the same, as soon as you can, and withdraw the access under My consents.',
    phoneLabel: 'Fraud line',
  },
  home: {
    eyebrow: (environment: string) => `PSD2 access interface · ${environment}`,
    // the environment's name in the eyebrow, in the page's language.
    environments: { sandbox: 'Sandbox', production: 'Production' },
    heading: 'Open banking for licensed third-party providers',
    intro:
      "Nordbank exposes its customers' payment accounts to registered account information and payment initiation providers under PSD2, through the Berlin Group NextGenPSD2 1.3 interface. Every request is signed with an eIDAS certificate; customers approve access and payments with strong customer authentication at the bank.",
    openApi: 'Download the OpenAPI document',
    openApiShort: 'OpenAPI document',
    myConsents: 'Customers: see your consents',
    myConsentsShort: 'My consents',
    apiReference: 'API reference',
    gettingStarted: 'Getting started',
    portal: 'Developer portal',
    developersHeading: 'For developers',
    developersText:
      'Sign up in the developer portal, link your certificate, edit your sandbox data, read the log of your own calls and check a signature step by step.',
    mainNavigation: 'Main',
    servicesHeading: 'What you can build',
    services: [
      {
        title: 'Account information',
        role: 'AISP · PSP_AI',
        text: 'Accounts, balances, transactions and card accounts the customer has consented to, with bank-offered consent.',
      },
      {
        title: 'Payment initiation',
        role: 'PISP · PSP_PI',
        text: 'Single, periodic and bulk credit transfers, SEPA, cross-border and Norwegian domestic, instant included, and signing baskets; the customer approves the amount and payee at the bank.',
      },
      {
        title: 'Customer consent',
        role: 'Strong customer authentication',
        text: 'The customer signs in at the bank, chooses private or company context and picks the accounts; "My consents" lets them revoke it.',
      },
      {
        title: 'Sandbox',
        role: 'Every TPP',
        text: 'Your own world of fake customers, accounts and transactions, reset with one call and editable through the mock-data API.',
      },
    ],
    baseHeading: 'Base address',
    base: {
      before: 'The API lives under',
      middle: '. Links in responses are relative to the API base, except',
      after:
        ", which points at the bank's authorisation pages. The OpenAPI document describes every operation; the getting-started guide walks through a signed call and a consent from start to finish with the TPP signing kit (",
      end: ').',
    },
    footer: 'PSD2 dedicated interface',
    health: 'Service health',
  },
  signIn: {
    title: 'Sign in',
    headingConsent: (tpp: string) => `Sign in to give ${tpp} access`,
    headingIdentify: (tpp: string) => `Sign in to confirm who you are to ${tpp}`,
    introConsent: (tpp: string) =>
      `${tpp} has asked to see information from your accounts. Sign in to decide what to share.`,
    introIdentify: (tpp: string) => `${tpp} has asked Nordbank to confirm who you are.`,
    headingPayment: (tpp: string) => `Sign in to approve a payment from ${tpp}`,
    introPayment: (tpp: string) => `${tpp} has asked Nordbank to make a payment. Sign in to see it and decide.`,
    headingPayments: (tpp: string) => `Sign in to approve payments from ${tpp}`,
    introPayments: (tpp: string) =>
      `${tpp} has asked Nordbank to make several payments. Sign in to see them and decide.`,
    headingStandingOrder: (tpp: string) => `Sign in to approve a standing order from ${tpp}`,
    introStandingOrder: (tpp: string) =>
      `${tpp} has asked Nordbank to set up a standing order. Sign in to see it and decide.`,
    numberLabel: 'National identity number',
    numberHint: '11 digits',
    /** D10: `customers` from formatTestCustomers, the one list every hint names. */
    sandboxHint: (tpp: string, customers: string) =>
      `Sandbox: use the number of one of ${tpp}'s test customers: ${customers}.`,
    attemptsLeft: (count: number) => (count === 1 ? '1 attempt left.' : `${count} attempts left.`),
    throttledTitle: 'Try again later',
    /** D19: the number's own failures locked it. */
    throttled: (minutes: number) =>
      `Too many failed sign-ins with this number. For your security, sign-in with it is paused: try again in ${minutes === 1 ? '1 minute' : `${minutes} minutes`}.`,
    /** D19: the address's failures, anyone's behind it, slow it down; the customer's own number is not blamed. */
    slowed: (address: string, seconds: number) =>
      `Many sign-ins from your network address ${address} have failed, perhaps other people's on the same network. For your security, sign-ins from this address are slowed down: try again in ${waitText(seconds)}.`,
    backToSignIn: 'Back to sign-in',
    errors: {
      format: 'Enter the 11 digits of your national identity number.',
      unknown: 'We could not find a customer with that national identity number. Check the number and try again.',
      company:
        "That is a company's number. Sign in as yourself, with your own national identity number; you can then choose the company you act for. This did not count as a failed attempt.",
      'other-psu':
        'This request is for another customer. Sign in with the national identity number of the customer the provider asked about.',
      'identity-provider': 'The sign-in with BankID did not succeed. Try again.',
      'not-customer':
        'You signed in with BankID, but we could not find you as a customer of the bank. Sign in as the customer the provider asked about.',
    },
  },
  bankId: {
    button: 'Sign in with BankID',
    intro: 'You sign in with BankID at the bank and come straight back here.',
    unavailableTitle: 'Sign-in is not available',
    unavailable: 'Sign-in with BankID is not available at the moment. Please try again later.',
  },
  context: {
    title: 'Choose who you act for',
    heading: 'Who are you acting for?',
    intro: 'You can act for yourself or for a company you have access to.',
    legend: 'Act as',
    private: 'Private',
    privateHint: 'Your own accounts',
    corporate: 'Corporate',
    corporateHint: 'Accounts of a company you act for',
    companyLegend: 'Which company? (when acting as Corporate)',
    errors: { 'choose-context': 'Choose Private or Corporate.', 'choose-company': 'Choose the company you act for.' },
    change: 'Change who you act for',
    /** D29: what the TPP asks for, named above the choice. */
    request: (tpp: string, what: string) => `${tpp} asks for ${what}.`,
    asksAccess: 'access to your accounts',
    asksIdentification: 'confirmation of who you are',
    asksCancellation: 'the cancellation of a payment',
    asksPayment: (amount: string, payee: string) => `a payment of ${amount} to ${payee}`,
    asksPayments: (count: number) => `${count} payments`,
    organisationNumber: (number: string) => `Org. no. ${number}`,
  },
  /** D29: the person signed in leaves the SCA to another, who signs in afresh. */
  someoneElse: { button: 'Not you? Sign in as someone else' },
  /** D29: Cancel asks once. */
  cancelConfirm: {
    title: 'Cancel?',
    heading: (tpp: string) => `Cancel and go back to ${tpp}?`,
    nothingShared: 'If you cancel, nothing is shared.',
    nothingPaid: 'If you cancel, nothing is paid.',
    yes: 'Yes, cancel',
    no: 'No, go back',
  },
  consent: {
    title: 'Give access to your accounts',
    heading: (tpp: string) => `Give ${tpp} access to your accounts`,
    actingPrivate: 'Acting as: Private',
    actingFor: (company: string) => `Acting for: ${company}`,
    accountsLegend: (tpp: string) => `Choose the accounts ${tpp} may see`,
    noAccounts: 'There are no accounts to share in this context.',
    card: 'Card',
    seesHeading: (tpp: string) => `What ${tpp} will see`,
    sees: ['Account details: name, account number and currency', 'Balances', 'Transactions'],
    frequency: (tpp: string) => `${tpp} may fetch this up to 4 times a day when you are not using its service.`,
    durationHeading: 'For how long',
    duration: (date: string) => `Until ${date} (90 days).`,
    revokeAnytime: 'You can withdraw the access at any time under My consents.',
    myConsentsLink: 'Go to My consents (opens in a new tab)',
    headingCompany: (tpp: string, company: string) => `Give ${tpp} access to ${company}'s accounts`,
    providerHeading: 'Who is asking',
    providerSource: "From the provider's certificate, checked by Nordbank.",
    registeredName: 'Registered name',
    organisationIdentifier: 'Organisation identifier',
    roles: 'Licensed as',
    roleNames: {
      PSP_AI: 'Account information service provider',
      PSP_PI: 'Payment initiation service provider',
      PSP_IC: 'Card-based payment instrument issuer',
      PSP_AS: 'Account servicing payment service provider',
    } as Record<string, string>,
    history: (tpp: string, days: number) =>
      `While you use ${tpp}, and for an hour after you approve, it can see all your transactions. At other times it sees transactions from the last ${days} days.`,
    /** Acting for a company (CORPORATE): the company's accounts and transactions, not the PSU's own. */
    historyCompany: (tpp: string, company: string, days: number) =>
      `While you use ${tpp}, and for an hour after you approve, it can see all transactions on the accounts of ${company} that you choose. At other times it sees transactions from the last ${days} days.`,
    titleCompany: (company: string) => `Give access to the accounts of ${company}`,
    accountsLegendCompany: (tpp: string, company: string) => `Choose the accounts of ${company} that ${tpp} may see`,
    noAccountsCompany: (company: string) => `There are no accounts of ${company} that you may share.`,
    selectAll: 'Select all accounts',
    clearAll: 'Clear the selection',
    errors: {
      'choose-account': 'Choose at least one account.',
      'accounts-changed':
        'The accounts you can choose from changed since the page was shown. Check them before you approve.',
      changed: 'You chose again who you act for since the page was shown. Check the accounts before you approve.',
    },
  },
  payment: {
    title: 'Approve a payment',
    titleBulk: 'Approve payments',
    titlePeriodic: 'Approve a standing order',
    heading: (tpp: string) => `Approve a payment initiated by ${tpp}`,
    headingBulk: (tpp: string, count: number) =>
      `Approve ${count} ${count === 1 ? 'payment' : 'payments'} initiated by ${tpp}`,
    headingPeriodic: (tpp: string) => `Approve a standing order initiated by ${tpp}`,
    intro: 'Check the payment. Your approval applies to exactly what is shown here.',
    introBulk: 'Check the payments. Your approval applies to exactly what is shown here.',
    introPeriodic: 'Check the standing order. Your approval applies to every payment shown here.',
    message: 'Message',
    reference: 'KID / reference',
    fee: 'Fee',
    feePerPayment: 'Fee per payment',
    feeByPriceList: 'By the price list, charged when the payment is carried out',
    availableBalance: 'Available balance',
    paidFrom: (account: string) => `From ${account}`,
    paidFromChosen: 'From the account you choose below',
    amount: 'Amount',
    total: 'Total',
    count: 'Number of payments',
    payee: 'To',
    payees: 'Payments',
    serviceLevel: 'Service level',
    serviceLevels: { NURG: 'Normal', URGP: 'Urgent' } as Record<string, string>,
    regulatoryReporting: 'Reported to the authorities',
    regulatoryReportingValue: (code: string, information: string | null) =>
      information ? `Code ${code}: ${information}` : `Code ${code}`,
    executionDate: 'Execution date',
    asSoonAsPossible: 'As soon as possible',
    executionDatePassed: (date: string) => `As soon as possible: the requested date, ${date}, has passed`,
    scheduleHeading: 'Schedule',
    frequency: 'Frequency',
    startDate: 'First payment',
    endDate: 'Last payment',
    months: 'Months',
    noPayment: 'None',
    passedDates: 'Earlier dates of the schedule have passed and are not paid.',
    schedulePassed:
      'Every payment date of this standing order has passed. It cannot be approved: choose Cancel to go back, and ask the provider for a new one.',
    untilCancelled: 'Until cancelled',
    dayOfExecution: 'Day of execution',
    dayOfMonth: (day: string) => `Day ${day} of the month`,
    executionRule: 'On a non-banking day',
    executionRules: { following: 'The next banking day', preceding: 'The banking day before' } as Record<
      string,
      string
    >,
    frequencies: {
      Daily: 'Every day',
      Weekly: 'Every week',
      EveryTwoWeeks: 'Every two weeks',
      Monthly: 'Every month',
      MonthlyVariable: 'In chosen months',
      EveryTwoMonths: 'Every two months',
      Quarterly: 'Every quarter',
      SemiAnnual: 'Every six months',
      Annual: 'Every year',
    } as Record<string, string>,
    debtorLegend: 'Pay from',
    debtor: 'From',
    noAccounts: (currency: string) => `You have no account in ${currency} that you may pay from in this context.`,
    noCompanyAccounts: (currency: string) => `The company has no account in ${currency} that you may pay from.`,
    debtorRefused:
      'The provider asked to pay from an account you may not pay from in this context. The payment cannot be approved: choose Cancel to go back.',
    /** D34: the bank's core could not answer for the accounts' balances, so nothing can be approved now. */
    accountsUnavailable: 'The bank cannot show your accounts right now. Please try again in a few minutes.',
    errors: {
      'choose-account': 'Choose the account to pay from.',
      changed: 'The payment or the page changed since it was shown. Check the payment again before you approve.',
      'over-limit': 'The amount is over your limit for this account. You cannot approve this payment.',
      'same-approver': 'You have already approved this payment. Another person must approve it.',
      'not-waiting': 'This payment is no longer waiting for approval.',
      busy: 'The bank is very busy right now, so nothing was approved. Please try again in a moment.',
    },
  },
  basket: {
    title: 'Approve payments',
    heading: (tpp: string, count: number) =>
      `Approve ${count} ${count === 1 ? 'payment' : 'payments'} initiated by ${tpp}`,
    intro:
      'Check every payment. Your approval applies to exactly the payments shown here, and each payment is then carried out on its own.',
    introOne: 'Check the payment. Your approval applies to exactly the payment shown here.',
    grandTotal: 'Total of all payments',
    paymentsLegend: 'Payments',
    debtorLegend: 'Pay from (for the payments that name no account)',
    allNamed: 'Each payment is paid from the account the provider named.',
    errors: {
      'choose-account': 'Choose the account to pay from.',
      changed: 'A payment or the page changed since it was shown. Check the payments again before you approve.',
      'over-limit': 'The amount of a payment is over your limit for its account. You cannot approve these payments.',
      'not-waiting': 'These payments are no longer waiting for approval.',
      busy: 'The bank is very busy right now, so nothing was approved. Please try again in a moment.',
    },
  },
  identify: {
    title: 'Confirm who you are',
    heading: (tpp: string) => `Confirm who you are to ${tpp}`,
    intro: (tpp: string) => `${tpp} will receive an identifier for you. It will not see your accounts.`,
    /** Acting for a company: the TPP's return carries the company's identifier too (PSU-Corporate-ID). */
    introCompany: (tpp: string, company: string) =>
      `${tpp} will receive an identifier for you and one for ${company}. It will not see any accounts.`,
    errors: {
      changed: 'You chose again who you act for since the page was shown. Check who you act for before you confirm.',
    },
  },
  app: {
    heading: 'Approve in the Nordbank app',
    intro: 'We have sent the request to the Nordbank app on your phone. Open the app to approve or cancel.',
    simulated: 'Nordbank app (simulated)',
    sandboxNote: 'Sandbox: the app is simulated on this page.',
  },
  return: {
    title: 'Returning to the provider',
    headingSuccess: 'Approved',
    headingFailure: 'Not completed',
    headingRegistered: 'Registered: waiting for a second approval',
    registeredText: 'Another authorised person at the company must also approve the payment before it is carried out.',
    cancelledShared: 'You cancelled. Nothing was shared.',
    cancelledPaid: 'You cancelled. Nothing was paid.',
    text: (tpp: string) => `Taking you back to ${tpp} in a moment…`,
    link: (tpp: string) => `Continue to ${tpp}`,
    doneHeading: 'Done, you can close this page',
    doneSuccess: (tpp: string) => `You approved the request from ${tpp} and were sent back to it.`,
    doneFailure: (tpp: string) => `The request from ${tpp} was not completed, and you were sent back to it.`,
    doneRegistered: (tpp: string) =>
      `You registered the payment from ${tpp}, which now waits for a second approval, and were sent back to ${tpp}.`,
    backTo: (tpp: string) => `Back to ${tpp}`,
    signInStoppedHeading: 'Sign-in stopped',
    signInStoppedText:
      'The national identity number was wrong three times, so for your security this sign-in has ended. Nothing was approved.',
    signInStoppedNext: (tpp: string) => `Go back to ${tpp} to start again.`,
  },
  corporateLimit: {
    approvalLimit: (company: string, limit: string) =>
      `Your approval limit for ${company} is ${limit}; this payment also needs approval by another authorised person.`,
    registerOnly: (company: string) =>
      `You can register payments for ${company}, not approve them; this payment also needs approval by another authorised person.`,
    fromAccount: (account: string) => `Paying from ${account}:`,
  },
  sessionWarning: {
    text: (time: string) =>
      `Your session ends at ${time}, in less than a minute. Approve or cancel now; afterwards you will have to start again from the service you came from.`,
  },
  ended: {
    title: 'This page is no longer active',
    'link-used': {
      heading: 'This link has already been used',
      text: 'For your security each link works once. Go back to the service you came from and start again.',
    },
    'link-expired': {
      heading: 'This link has expired',
      text: 'For your security, links expire after 15 minutes. Go back to the service you came from and start again.',
    },
    'link-invalid': {
      heading: 'This link is not valid',
      text: 'Check that you opened the whole link, or go back to the service you came from and start again.',
    },
    'session-expired': {
      heading: 'Your session has ended',
      text: 'Sessions end after 15 minutes, or when another approval starts in this browser. Go back to the service you came from and start again.',
    },
    withdrawn: {
      heading: 'This request is no longer active',
      text: 'It was completed or withdrawn. Go back to the service you came from.',
    },
    forbidden: {
      heading: 'We could not accept the form',
      text: 'The form did not come from this page, or it is too old. Go back and try again.',
    },
    approved: {
      consent: 'The consent was approved: the provider has the access you gave.',
      payment: 'The payment was approved.',
      payments: 'The payments were approved.',
      standingOrder: 'The standing order was approved.',
      cancellation: 'The cancellation of the payment was approved.',
      identification: 'You confirmed who you are to the provider.',
    },
    notCompleted: 'The request was not completed: nothing was approved.',
    open: 'The request is still open in the window where the link was first opened. Finish it there.',
    waysOn: 'What you can do',
    backTo: (tpp: string) => `Back to ${tpp}`,
    help: 'Help',
    myConsents: 'My consents',
  },
  help: {
    title: 'Help',
    heading: 'Help with approvals',
    approveHeading: 'Approving access or a payment',
    approve:
      'A provider you use sends you to Nordbank with a link. Sign in with your national identity number, choose whether you act for yourself or for a company, and check what you are asked to approve. You can go back and change who you act for until you approve.',
    linkHeading: 'When a link does not work',
    link: 'Each link works once and for 15 minutes, and a sign-in ends after three wrong numbers. Go back to the provider and start again: it can send you a new link.',
    consentsHeading: 'Withdraw access',
    consents:
      'Under My consents you see which providers can see your accounts, and you can withdraw their access at any time.',
    myConsentsLink: 'Go to My consents',
    safetyHeading: 'Stay safe',
    testCustomersHeading: 'Test customers (sandbox)',
    testCustomers:
      'In the sandbox you sign in with the national identity number of one of the test customers of the provider that sent you. Each can act for a company too:',
    testCustomer: (number: string, name: string, companies: string) => `${number}: ${name}, acts for ${companies}`,
  },
  badRequest: {
    title: 'Bad request',
    heading: 'This address does not work',
    text: 'The bank could not read the address or the request. Check that you opened the whole link, or go back to the service you came from and start again.',
  },
  busy: {
    title: 'Very busy',
    heading: 'The bank is very busy right now',
    text: 'Your request could not be handled in time, and nothing was changed. Please wait a moment and try again.',
  },
  myConsents: {
    title: 'My consents',
    heading: 'My consents',
    intro: 'See which providers can see your accounts, and withdraw their access.',
    portalNeeded:
      'In the sandbox, My consents is opened from a session in the developer portal: every provider has its own test customers, and the provider your developer account is linked to says whose you see.',
    portalNotLinked:
      'Your developer account is not linked to a provider yet. Link your certificate in the portal, then come back here.',
    portalSignIn: 'Sign in to the developer portal',
    portalLink: 'Link your certificate',
    signedInAs: (name: string) => `Signed in as ${name}`,
    empty: 'No provider has access to your accounts.',
    private: 'Private',
    forCompany: (company: string) => `For ${company}`,
    given: (granted: string, until: string) => `Given ${granted}, valid until ${until}`,
    accountsLabel: (count: number): string => (count === 1 ? 'Account' : 'Accounts'),
    revoke: 'Revoke access',
    revokeFor: (tpp: string) => ` for ${tpp}`,
    activeHeading: 'Active',
    historyHeading: 'History',
    ended: {
      revokedByPsu: (date: string) => `Revoked by you on ${date}`,
      expired: (date: string) => `Expired or replaced by a newer consent on ${date}`,
      terminatedByTpp: (date: string) => `Ended by the provider on ${date}`,
    } as Record<string, (date: string) => string>,
    lastAccess: (when: string) => `Last used by the provider: ${when}`,
    neverAccessed: 'Not used by the provider yet',
    confirmTitle: 'Revoke access?',
    confirmHeading: (tpp: string) => `Revoke ${tpp}'s access?`,
    confirmText: (tpp: string, count: number) =>
      `${tpp} will no longer be able to see ${count === 1 ? 'this account' : 'these accounts'}. The bank does not tell the provider; to use its service again you give a new consent.`,
    confirmRevoke: 'Yes, revoke access',
    keep: 'No, keep access',
    receiptTitle: 'Access revoked',
    receiptProvider: 'Provider',
    receiptWhen: 'Revoked',
    receiptFor: 'For',
    receiptText: (count: number) =>
      `The provider can no longer see ${count === 1 ? 'this account' : 'these accounts'}.`,
    backToList: 'Back to My consents',
    errors: {
      format: 'Enter the 11 digits of your national identity number.',
      unknown: "We could not find that customer in this provider's sandbox.",
      'identity-provider': 'The sign-in with BankID did not succeed. Try again.',
      'not-customer': 'You signed in with BankID, but we could not find you as a private customer of the bank.',
    },
  },
};

export type Messages = typeof messagesEn;

/** A wait in seconds as a person reads it: seconds under a minute, whole minutes (rounded up) from one. */
function waitText(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
