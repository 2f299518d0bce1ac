/**
 * D28: every suite call comes from 127.0.0.1 and many tests read the row of a refused call, so the suite's instances
 * (and test code writing rows itself) keep them all; request-log-anonymous.test.ts runs the real limits on its own.
 */
export const suiteRequestLogLimits = {
  XS2A_REQUEST_LOG_UNAUTHENTICATED_PER_ADDRESS: '1000000',
  XS2A_REQUEST_LOG_ANONYMOUS_PER_HOUR: '10000000',
};
