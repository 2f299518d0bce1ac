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
};

export type RequestLogMessages = typeof requestLogMessagesEn;
