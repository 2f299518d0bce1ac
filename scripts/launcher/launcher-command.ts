/**
 * D31: the arguments after `node` (or `process.execPath`) that run the launcher, for `npm start` (package.json says
 * the same, a test keeps them equal) and for every test and benchmark that starts it. `--max-semi-space-size=64` lets
 * V8's young generation grow to 64 MB semi-spaces instead of 16 MB: under load, the objects of 50 requests in flight
 * outlive the default's frequent scavenges and are copied again and again; with the larger young generation the
 * signed transactions page costs the app about a fifth less CPU per request. It can only be given on the command
 * line, not set once the process runs.
 */
export const launcherArguments = ['--max-semi-space-size=64', '--import', 'tsx', 'scripts/start.ts'];
