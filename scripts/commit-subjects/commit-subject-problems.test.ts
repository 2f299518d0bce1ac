import { describe, expect, it } from 'vitest';
import { commitSubjectProblems, subjectProblem } from './commit-subject-problems';

describe('subjectProblem', () => {
  it.each([
    'Tests: one set-up for a database just before the migration under test',
    'README: the fault benchmark figures',
    'OpenAPI: payment dates are format date',
    'Unit tests: cover the parser',
    'Portal sandbox editor: keep the row order',
    'D21: name the seed',
    'E2E: run axe once per width',
    `Docs: ${'x'.repeat(72 - 'Docs: '.length)}`,
  ])('accepts %j', (subject) => {
    expect(subjectProblem(subject)).toBeUndefined();
  });

  it.each([
    ['', 'not of the form `Area: imperative summary`'],
    ['fix the build', 'not of the form `Area: imperative summary`'],
    ['e2e: lowercase area', 'not of the form `Area: imperative summary`'],
    ['Tests:no space after the colon', 'not of the form `Area: imperative summary`'],
    ['Tests:  two spaces after the colon', 'not of the form `Area: imperative summary`'],
    ['Tests: ', 'not of the form `Area: imperative summary`'],
    ['Tests : space before the colon', 'not of the form `Area: imperative summary`'],
    ['A sentence of many words then: a colon', 'not of the form `Area: imperative summary`'],
    ['XS2A_TRUSTED_PROXIES refuses 0.0.0.0/0 at start: it was accepted', 'not of the form `Area: imperative summary`'],
    [`Docs: ${'x'.repeat(73 - 'Docs: '.length)}`, '73 characters, more than 72'],
  ])('refuses %j', (subject, problem) => {
    expect(subjectProblem(subject)).toBe(problem);
  });
});

describe('commitSubjectProblems', () => {
  it('lists each offending commit of a git log with its subject and its problem, and nothing for good ones', () => {
    const log = [
      'a67ebe1\tTests: one set-up for a database',
      'b1c2d3e\tfix things',
      `c3d4e5f\tDocs: ${'y'.repeat(80)}`,
      '',
    ].join('\n');
    expect(commitSubjectProblems(log)).toEqual([
      'b1c2d3e "fix things": not of the form `Area: imperative summary`',
      `c3d4e5f "Docs: ${'y'.repeat(80)}": 86 characters, more than 72`,
    ]);
  });

  it('finds no problem in an empty log', () => {
    expect(commitSubjectProblems('')).toEqual([]);
    expect(commitSubjectProblems('\n')).toEqual([]);
  });

  it('takes a subject with a tab in it whole', () => {
    expect(commitSubjectProblems('abc1234\tTests: a\tb')).toEqual([]);
  });
});
