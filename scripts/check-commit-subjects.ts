// CI: every commit subject since the rule began is `Area: imperative summary`, at most 72 characters.
import { spawnSync } from 'node:child_process';
import { commitSubjectProblems, maxSubjectLength } from './commit-subjects/commit-subject-problems';

// Earlier history predates the rule.
const ruleBase = 'a67ebe1';

const git = (...args: string[]) => spawnSync('git', args, { encoding: 'utf8' });

if (git('cat-file', '-e', `${ruleBase}^{commit}`).status !== 0) {
  console.log(
    `Commit subjects: not checked, this clone does not have commit ${ruleBase} (a shallow clone, or no git history).`,
  );
  process.exit(0);
}
// Merge commits carry git's own wording ("Merge branch …"): the rule is for the commits that hold the changes.
const log = git('log', '--no-merges', '--format=%h%x09%s', `${ruleBase}..HEAD`);
if (log.status !== 0) {
  console.error(`Commit subjects: git log failed: ${log.stderr}`);
  process.exit(1);
}
const problems = commitSubjectProblems(log.stdout);
const checked = log.stdout.split('\n').filter((line) => line !== '').length;
if (problems.length > 0) {
  console.error(
    `Commit subjects: ${problems.length} of ${checked} commits after ${ruleBase} break the rule (\`Area: imperative summary\`, at most ${maxSubjectLength} characters):`,
  );
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log(`Commit subjects: all ${checked} commits after ${ruleBase} keep the rule.`);
