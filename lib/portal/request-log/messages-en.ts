/** The request inspector's words in English, the default. */
export const requestLogMessagesEn = {
  title: 'Requests',
  /** {days}: how long the request log is kept (XS2A_REQUEST_LOG_RETENTION_DAYS, D33). */
  intro:
    'Every call your TPP made to the API in the last {days} days, newest first. The list refreshes by itself. A refused signature opens step by step, as the API checked it.',
  filters: 'Filters',
  status: 'Status',
  statusAny: 'Any status',
  operation: 'Operation',
  operationHint: 'For example createBankOfferedConsent or listAccounts.',
  authentication: 'Authentication',
  authenticationAny: 'All calls',
  authenticationAuthenticated: 'Authenticated only',
  authenticationUnauthenticated: 'Not authenticated only',
  xRequestId: 'X-Request-ID',
  from: 'From',
  to: 'To',
  apply: 'Apply filters',
  clear: 'Clear filters',
  duration: 'Duration',
  errors: 'Error codes',
  none: 'none',
  empty: 'No requests match.',
  loadOlder: 'Load older requests',
  loading: 'Loading…',
  signatureDiagnosis: 'Signature diagnosis',
  failedWith: 'Refused with',
  /** D28: the mark of a call whose signature or certificate failed. */
  unauthenticated: 'Not authenticated',
  /** {limit}: the calls kept per certificate and hour (D28). */
  unauthenticatedExplanation:
    'The signature or certificate check failed, so nothing proves that your TPP sent this call. Certificates are public: anyone holding yours could have sent it, with any header values. At most {limit} such calls per certificate and hour are kept.',
  loadFailed: 'The request log could not be loaded:',
  // D28: every call opens to its headers and answer, filters live in the URL, a row opens in the debugger.
  code: 'Error code',
  codeHint: 'A Berlin Group error code, for example CONSENT_UNKNOWN.',
  time: 'Time',
  method: 'Method',
  path: 'Path',
  copyRequestId: 'Copy X-Request-ID',
  copied: 'Copied',
  copyFailed: 'Could not copy',
  requestHeaders: 'Request headers',
  header: 'Header',
  value: 'Value',
  markShortened: 'shortened',
  markMasked: 'masked: PSU data',
  markTruncated: 'cut',
  /** {count}: headers withXs2a did not keep (not Berlin Group's and not signed). */
  otherHeaders: '{count} other headers were not kept.',
  response: 'Response',
  size: 'Size',
  /** {size}: bytes. */
  sizeBytes: '{size} bytes',
  responseBody: 'Body',
  responseShape: 'Shape',
  responseShapeHint:
    'Keys and value types only, a list as [its length, the shape of its first item]: the values of a successful answer are never kept.',
  notRecorded:
    'Headers and the answer were not kept for this call: it was logged before the inspector kept them, or refused before it reached the API.',
  openInDebugger: 'Open in the signature debugger',
  oneRequest: 'Showing one request.',
  showAll: 'Show all requests',
};

export type RequestLogMessages = typeof requestLogMessagesEn;
