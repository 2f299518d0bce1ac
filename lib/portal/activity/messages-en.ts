/** /portal/consents and /portal/payments in English, the default (D27). */
export const activityMessagesEn = {
  environment: { sandbox: 'Sandbox', production: 'Production' },
  environmentNote: (environment: string) =>
    `${environment}: what your TPP holds in this environment. The other environment has its own, in its own portal.`,
  consents: {
    title: 'Consents',
    intro: 'Your TPP’s consents, newest first, read-only, as the API reports them.',
    none: 'Your TPP has no consents yet.',
    consentId: 'consentId',
    status: 'Status',
    context: 'Context',
    validUntil: 'Valid until',
    frequencyPerDay: 'Calls a day',
    created: 'Created',
    statusChanged: 'Status changed',
    lastAccessed: 'Last read',
    contexts: { PRIVATE: 'Private', CORPORATE: 'Corporate' },
  },
  payments: {
    title: 'Payments',
    intro: 'Your TPP’s payments, newest first, read-only, as the API reports them.',
    none: 'Your TPP has no payments yet.',
    paymentId: 'paymentId',
    kind: 'Service and product',
    status: 'Status',
    amount: 'Amount',
    executionDate: 'Execution or start date',
    created: 'Created',
    statusChanged: 'Status changed',
    noFunds: 'no funds',
  },
  next: 'Older',
  first: 'Newest',
  none: '–',
};

export type ActivityMessages = typeof activityMessagesEn;
