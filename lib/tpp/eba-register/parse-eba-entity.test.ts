import { describe, expect, it } from 'vitest';
import { parseEbaEntity } from './parse-eba-entity';

const entity = (changes: Record<string, unknown> = {}, properties: object[] = []) => ({
  CA_OwnerID: 'NO_FSA',
  EntityType: 'PSD_PI',
  Properties: [{ ENT_NAT_REF_COD: '123456' }, { ENT_NAM: 'Nordlys AS' }, { ENT_AUT: ['2019-01-01'] }, ...properties],
  Services: [{ NO: 'PS_070' }],
  ...changes,
});

describe('parseEbaEntity (D35)', () => {
  // ETSI TS 119 495: the NCA id keeps only the letters A-Z.
  const identifiers = { NO_FSA: 'PSDNO-FSA-123456', DE_BAFIN: 'PSDDE-BAFIN-123456', 'LT_LB-1': 'PSDLT-LB-123456' };
  it.each(Object.entries(identifiers))('builds the organizationIdentifier of %s', (owner, organizationIdentifier) => {
    expect(parseEbaEntity(entity({ CA_OwnerID: owner }), 'NO')).toMatchObject({
      kind: 'tpp',
      entry: { organizationIdentifier, nca: owner, authorisedRoles: ['PSP_PI'], status: 'authorised' },
    });
  });

  it.each([
    ['an agent', entity({ EntityType: 'PSD_AG' })],
    ['a branch', entity({ EntityType: 'PSD_BR' })],
    ['an exempted institution', entity({ EntityType: 'PSD_EXC' })],
    ['a disclaimer', { disclaimer: 'This is the register' }],
    ['a list', [entity()]],
    ['null', null],
  ])('skips %s', (_, element) => {
    expect(parseEbaEntity(element, 'NO')).toEqual({ kind: 'other' });
  });

  it.each([
    ['no CA_OwnerID', entity({ CA_OwnerID: undefined }), 'CA_OwnerID'],
    ['an NCA id of one letter', entity({ CA_OwnerID: 'NO_F' }), 'CA_OwnerID'],
    ['no national number', entity({ Properties: [{ ENT_AUT: ['2019-01-01'] }] }), 'ENT_NAT_REF_COD'],
    [
      'a number with a space',
      entity({ Properties: [{ ENT_NAT_REF_COD: '12 34' }, { ENT_AUT: '2019-01-01' }] }),
      'ENT_NAT_REF_COD',
    ],
    ['no authorisation dates', entity({ Properties: [{ ENT_NAT_REF_COD: '1' }] }), 'ENT_AUT'],
    ['dates that are not text', entity({ Properties: [{ ENT_NAT_REF_COD: '1' }, { ENT_AUT: [20190101] }] }), 'ENT_AUT'],
  ])('leaves an entity with %s to the file', (_, element, why) => {
    expect(parseEbaEntity(element, 'NO')).toEqual({ kind: 'incomplete', why });
  });

  it('ignores services it has no role for and services listed for other countries', () => {
    const element = entity({ Services: [{ NO: ['PS_010', 'PS_080'] }, { SE: ['PS_070'] }, 'PS_050'] });
    expect(parseEbaEntity(element, 'NO')).toMatchObject({ entry: { authorisedRoles: ['PSP_AI'] } });
    expect(parseEbaEntity(element, 'SE')).toMatchObject({ entry: { authorisedRoles: ['PSP_PI'] } });
  });
});
