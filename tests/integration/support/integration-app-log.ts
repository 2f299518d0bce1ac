/** Where the integration run keeps the app's own output, for reading after a failure (npm test prints its warnings). */
export const integrationAppLog = 'test-results/integration-app.log';
