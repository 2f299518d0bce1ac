import { describe, expect, it } from 'vitest';
import { ScaStatus } from '@/lib/generated/prisma/enums';
import { canMoveScaStatus, isFinalScaStatus, openScaStatuses } from './sca-transitions';

const legal = new Set([
  'RECEIVED→PSU_IDENTIFIED',
  'RECEIVED→FAILED',
  'PSU_IDENTIFIED→PSU_AUTHENTICATED',
  'PSU_IDENTIFIED→SCA_METHOD_SELECTED',
  'PSU_IDENTIFIED→FAILED',
  'PSU_AUTHENTICATED→FINALISED',
  'PSU_AUTHENTICATED→FAILED',
  'PSU_AUTHENTICATED→RECEIVED',
  'SCA_METHOD_SELECTED→STARTED',
  'SCA_METHOD_SELECTED→FAILED',
  'STARTED→FINALISED',
  'STARTED→FAILED',
]);
const states = Object.values(ScaStatus);
const everyPair = states.flatMap((from) => states.map((to) => [from, to, legal.has(`${from}→${to}`)] as const));

describe('scaStatus transitions', () => {
  it.each(everyPair)('%s → %s is legal: %s', (from, to, isLegal) => {
    expect(canMoveScaStatus(from, to)).toBe(isLegal);
  });

  it.each([
    ['FINALISED', true],
    ['FAILED', true],
    ['EXEMPTED', true],
    ['RECEIVED', false],
    ['PSU_IDENTIFIED', false],
    ['PSU_AUTHENTICATED', false],
    ['SCA_METHOD_SELECTED', false],
    ['STARTED', false],
  ] as const)('%s is final: %s', (status, isFinal) => {
    expect(isFinalScaStatus(status)).toBe(isFinal);
  });

  it('every open state can fail', () => {
    expect(openScaStatuses.every((status) => canMoveScaStatus(status, 'FAILED'))).toBe(true);
  });
});
