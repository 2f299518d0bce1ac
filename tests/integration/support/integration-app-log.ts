/**
 * Where the integration run keeps the app's own output, for reading after a failure (npm test prints its warnings) or a
 * pass: outside `test-results/`, which Playwright empties when the end-to-end tests start.
 */
export const integrationAppLog = 'test-logs/integration-app.log';
