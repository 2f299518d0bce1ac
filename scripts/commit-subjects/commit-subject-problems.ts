/** The longest subject a commit may have: what `git log --oneline` and most review tools show in full. */
export const maxSubjectLength = 72;

// `Area: imperative summary`: one to four area words, the first capitalised (`README`, `Unit tests`, `D21`), a colon,
// one space, then the summary. Four words at most, so that a sentence with a colon in it is not taken for an area.
const subjectPattern = /^[A-Z][A-Za-z0-9.-]*(?: [A-Za-z0-9.-]+){0,3}: \S/;

/** Why `subject` breaks the house rule for commit subjects, or undefined when it keeps it. */
export function subjectProblem(subject: string): string | undefined {
  if (subject.length > maxSubjectLength) return `${subject.length} characters, more than ${maxSubjectLength}`;
  if (!subjectPattern.test(subject)) return 'not of the form `Area: imperative summary`';
  return undefined;
}

/**
 * The offending commits of `gitLog`, the output of `git log --format=%h%x09%s`: one line for each, naming the commit,
 * its subject and what is wrong with it. Empty when every subject keeps the rule.
 */
export function commitSubjectProblems(gitLog: string): string[] {
  return gitLog
    .split('\n')
    .filter((line) => line.trim() !== '')
    .flatMap((line) => {
      const tab = line.indexOf('\t');
      const [hash, subject] = tab < 0 ? [line, ''] : [line.slice(0, tab), line.slice(tab + 1)];
      const problem = subjectProblem(subject);
      return problem ? [`${hash} ${JSON.stringify(subject)}: ${problem}`] : [];
    });
}
