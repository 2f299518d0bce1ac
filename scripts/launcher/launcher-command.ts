/**
 * D31: the arguments after `node` that run the launcher, for `npm start` (a test keeps package.json equal) and every
 * test and benchmark that starts it; `--max-semi-space-size=64` can only be given on the command line.
 */
export const launcherArguments = ['--max-semi-space-size=64', '--import', 'tsx', 'scripts/start.ts'];
