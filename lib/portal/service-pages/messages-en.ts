import type { RefusalCode } from '@/lib/portal/service-pages/refusal-faq';

/** /status and /support in English, the default (D27, D33). */
export const servicePagesMessagesEn = {
  status: {
    title: 'Service status',
    intro: 'Live checks, run when this page was loaded. Reload the page to check again.',
    checkedAt: (time: string) => `Checked at ${time}`,
    componentsHeading: 'Components',
    component: 'Component',
    state: 'Status',
    components: { api: 'API (XS2A)', psu: 'Customer pages (consent and payment approval)', batch: 'Payment batch' },
    states: {
      operational: 'Operational',
      down: 'Not answering',
      delayed: 'Delayed',
      'not-run': 'Not run by this service',
    },
    batchHeading: 'Last batch runs',
    batchIntro: 'The sandbox executes approved payments in scheduled runs (Oslo time).',
    noRuns: 'No batch run yet.',
    scheduledFor: 'Scheduled for',
    finishedAt: 'Finished',
    running: 'Running',
    paymentsDone: 'Payments handled',
    incidentsHeading: 'Incidents',
    noIncidents: 'No incidents in the last 30 days.',
    incidentsUnreadable: 'The incident list cannot be shown just now. The checks above are live.',
    severity: { maintenance: 'Maintenance', degraded: 'Degraded', outage: 'Outage' },
    incidentComponents: { api: 'API', psu: 'Customer pages', batch: 'Payment batch', portal: 'Developer portal' },
    started: (time: string) => `Started ${time}`,
    resolved: (time: string) => `Resolved ${time}`,
    ongoing: 'Ongoing',
    support: 'Developer support',
  },
  support: {
    title: 'Developer support',
    contactHeading: 'Contact',
    contactIntro:
      'Write to developer support with the X-Request-ID of the call in question. Never send private keys, passwords or your customers’ data.',
    faqHeading: 'Why was my call refused?',
    faqIntro:
      'The commonest refusals, with a text the API answers with. Each opens your own refused calls with that code in the request inspector.',
    inInspector: (code: string) => `Your calls refused with ${code}`,
    answer: 'The API answers',
    faq: {
      FORMAT_ERROR:
        'A header, the body or a query parameter is missing or malformed: the text and the path name which one. Check the Date and Digest headers and the JSON against the API reference.',
      SIGNATURE_INVALID:
        'The Signature header does not verify with the certificate’s key. Open the call in the signature debugger: it shows the signing string the bank built, step by step.',
      TIMESTAMP_INVALID:
        'The Date header is more than 60 seconds away from the bank’s clock. Synchronise your server’s clock (NTP) and sign each request when you send it.',
      CERTIFICATE_INVALID:
        'The TPP-Signature-Certificate is not a PSD2 seal certificate the bank accepts (no organisationIdentifier or QCStatement, too weak, or not trusted).',
      CERTIFICATE_EXPIRED: 'The certificate is past its end date. Link or generate a new one on the Certificates page.',
      CERTIFICATE_REVOKED:
        'The certificate was revoked (by your TPP in this portal, or by its CA). Sign with another certificate of your TPP.',
      CERTIFICATE_BLOCKED:
        'The national competent authority’s register, as the bank last read it, no longer lists your TPP as authorised. Calls are served again once the register does; ask your authority if you believe it is wrong.',
      CONSENT_EXPIRED:
        'The consent ran out, or the customer has not authenticated in the last 90 days. Send the customer to the scaRedirect link in the answer.',
      CONSENT_UNKNOWN:
        'No consent with that id exists for your TPP. Consent ids are per TPP and per environment: sandbox ids do not work in production.',
      ACCESS_EXCEEDED:
        'Too many calls: without the customer present an account may be read four times in 24 hours. Wait for the Retry-After header, or send PSU-IP-Address when the customer is present.',
    } satisfies Record<RefusalCode, string>,
    statusLink: 'Service status',
  },
};

export type ServicePagesMessages = typeof servicePagesMessagesEn;
