import type { GettingStartedStepId } from './getting-started-steps';

type StepWords = { title: string; text: string; result?: string };

/** The getting-started page's words in English; `code` in backticks is set as code. Commands are in getting-started-steps.ts. */
export const gettingStartedWordsEn = {
  title: 'Getting started',
  description: 'From nothing to a first signed, consented call to the Nordbank PSD2 sandbox.',
  intro:
    "From nothing to a first signed, consented call in the sandbox. Every request carries an HTTP signature made with the key of an eIDAS seal certificate (QSealC), and account information needs the customer's consent, given at the bank.",
  baseLabel: 'The address of the API on this site',
  beforeHeading: 'Before you start',
  beforeKit:
    "You need Node.js 20 or later for the signing kit, or Python 3.9 or later, or bash with openssl and curl: the samples below do the same in each. Nothing from the bank's own code is needed.",
  beforePortal: {
    start: 'In the developer portal you can',
    signUp: 'sign up',
    middle: ', generate and register your',
    certificates: 'certificates',
    and: 'and see why a signature is refused in the',
    debugger: 'signature debugger',
  },
  kitHeading: 'With the signing kit',
  kitDownload: 'Download the signing kit',
  steps: {
    kit: {
      title: 'Download the signing kit',
      text: 'One file for Node.js 20 or later, with no dependencies: it signs each request with your certificate and sends it. Work in a folder of your own; `NORDBANK_BASE` tells the kit where the bank is.',
    },
    certificate: {
      title: 'Get a sandbox certificate',
      text: 'In the developer portal, create an account, verify your e-mail address and choose `Generate certificate` under Certificates. Put the downloaded `tpp-key.pem` and `tpp-cert.pem` in this folder (or pass `--cert-dir`). Keep the key: the sandbox ties your organisation to the first key it signs with. Your calls are then listed under Requests in the portal.',
    },
    sandbox: {
      title: 'Fill your sandbox',
      text: 'Resets your own sandbox to the known state: two private and two corporate customers with accounts, card accounts, balances and transactions. Other TPPs never see it.',
      result: 'HTTP 200 with the customers created.',
    },
    consent: {
      title: 'Ask for a consent',
      text: 'A bank-offered consent needs no body: the answer carries `_links.scaRedirect`, the address where the customer signs in.',
      result: 'HTTP 201 with consentId and _links.scaRedirect.href.',
    },
    'sign-in': {
      title: 'Sign in as the customer',
      text: "Open <scaRedirect> in a browser. The sandbox's sign-in asks only for a national identity number: use 13039319955. Choose the private context and the accounts, approve, and the browser lands on https://tpp.example/callback?psu-id=…&tpp-session-id=…&context=PRIVATE. The psu-id is the customer's id for your requests from now on.",
    },
    accounts: {
      title: 'Read the accounts',
      text: '`PSU-ID` finds the consent; `PSU-IP-Address` says the customer is present, so the limits of calls without the customer do not apply.',
      result: 'HTTP 200 with the accounts the customer chose; resourceId is the account-id.',
    },
    transactions: {
      title: 'Read the transactions',
      text: 'Pending entries first, then booked ones; follow `_links.next` for the next page.',
    },
  } satisfies Record<GettingStartedStepId, StepWords>,
  nodeHeading: 'Node.js: the kit in your own code',
  nodeText:
    'Import `signedRequest` from the kit in a script of your own, here `first-call.mjs` beside the kit and the certificate, and run it with `node first-call.mjs`:',
  nodeLabel: 'first-call.mjs, signed calls with the signing kit',
  pythonHeading: 'Python',
  pythonText:
    'The same signing in Python 3.9 or later, with the `cryptography` package (`pip install cryptography`). Save it as `first_call.py` beside the certificate and run `python3 first_call.py`:',
  pythonLabel: 'first_call.py, signed calls in Python',
  curlHeading: 'With curl and openssl',
  curlText:
    "The same requests without the kit, for any language: the signing string is one `name: value` line per signed header, joined by newlines; its RSA-SHA256 signature goes in the Signature header with the certificate's serial and issuer as keyId. Digest is the SHA-256 of the exact body bytes. The Date may be at most 60 seconds off, and every X-Request-ID is new. Paste this function into bash in the folder with the certificate:",
  curlLabel: 'signed_curl, a bash function that signs with openssl',
  curlCallsText: 'Then call, with the psu-id from the sign-in:',
  curlCallsLabel: 'Calls with signed_curl',
  paymentHeading: 'A payment',
  paymentText:
    "A payment's answer carries its fee and, in `_links`, `self`, `status` and `startAuthorisation`, with the customer's `scaRedirect` unless you send `TPP-Explicit-Authorisation-Preferred: true`. A POST with no body to startAuthorisation answers the scaRedirect to send the customer to; while the first link is unopened it takes that SCA over, so following either link completes the payment with one SCA. With the function above:",
  paymentLabel: 'A payment, its SCA started explicitly',
  paymentAfter:
    'Put the relative links of the first answer in place of <startAuthorisation> and <status>. Open the scaRedirect of the second answer, sign in as 13039319955 and approve: the status then reads PDNG until the payment is executed.',
  feeCaption: 'The fee of a payment, by product',
  feeProduct: 'Product',
  feeFee: 'Fee',
  psuHeading: 'The sandbox customers',
  psuText:
    "The sandbox's sign-in asks only for a national identity number. After initialisation, 13039319955 and 12085592767 are private customers with two accounts and a card account each; 18129215603 and 20079518612 are companies, each with an agreement through which a private customer sees their accounts in the corporate context. Refused sign-ins are limited per number and address, so type carefully.",
  nextHeading: 'Next',
  nextReference: 'API reference',
  nextReferenceText: ': every operation, its headers, errors and examples.',
  nextPostman: 'Postman collection',
  nextPostmanText:
    ': every operation with example bodies; Postman cannot sign with your key, its pre-request script explains what to do.',
  nextOpenApi: 'OpenAPI document',
  nextOpenApiText: 'to generate a client.',
  copy: 'Copy',
  copied: 'Copied',
};

export type GettingStartedWords = typeof gettingStartedWordsEn;
