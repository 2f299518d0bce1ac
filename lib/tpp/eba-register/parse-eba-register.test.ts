import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseEbaRegister } from './parse-eba-register';

const sample = readFileSync(path.join(import.meta.dirname, 'eba-register-sample.json'));

async function* chunksOf(bytes: Uint8Array, size: number): AsyncGenerator<Uint8Array> {
  for (let start = 0; start < bytes.length; start += size) yield bytes.subarray(start, start + size);
}

const parse = (bytes: Uint8Array, size = 7, maxBytes = 1_000_000) =>
  parseEbaRegister({ chunks: chunksOf(bytes, size), maxBytes, hostCountry: 'NO' });

describe('parseEbaRegister (D35)', () => {
  it('maps the TPPs of the sample export, skipping the disclaimer, agents, exempted and undated entities', async () => {
    const result = await parse(sample);
    if (!result.ok) throw new Error(result.reason);
    const byId = Object.fromEntries(result.copy.entries.map((entry) => [entry.organizationIdentifier, entry]));
    expect(byId).toEqual({
      'PSDNO-FSA-920000001': {
        organizationIdentifier: 'PSDNO-FSA-920000001',
        name: 'Nordlys Betaling AS',
        country: 'NO',
        nca: 'NO_FSA',
        authorisedRoles: ['PSP_AI', 'PSP_PI'],
        status: 'authorised',
      },
      // An even number of ENT_AUT dates ends in a withdrawal; the first of several names is kept.
      'PSDNO-FSA-920000002': expect.objectContaining({ name: 'Fjord Innsikt AS', status: 'withdrawn' }),
      // Passported: the roles are the services listed for Norway, not those of its home country.
      'PSDSE-FI-44059': expect.objectContaining({ authorisedRoles: ['PSP_AI', 'PSP_IC'], status: 'authorised' }),
      // Not passported to Norway: listed, without a role here.
      'PSDDE-BAFIN-152030': expect.objectContaining({ authorisedRoles: [], status: 'authorised' }),
    });
    expect(result.copy).toMatchObject({ entityCount: 4, authorisedCount: 3, incompleteCount: 1 });
    expect(result.copy.checksum).toMatch(/^[0-9a-f]{64}$/);
  });

  it('reads the same copy whatever the chunks, and a flat array as well as a nested one', async () => {
    const whole = await parse(sample, sample.length);
    expect(await parse(sample, 1)).toEqual(whole);
    const flat = Buffer.from(JSON.stringify(JSON.parse(sample.toString('utf8'))[0]));
    const flatResult = await parse(flat);
    expect(flatResult.ok && flatResult.copy.entries).toEqual(whole.ok && whole.copy.entries);
  });

  it('reads names with brackets, braces, quotes, backslashes and letters of several bytes, split anywhere', async () => {
    const name = 'Brace } bracket ] quote \\" backslash \\\\ {[ Ærøskøbing 💶';
    const json = `[{"CA_OwnerID":"NO_FSA","EntityType":"PSD_PI","Properties":[{"ENT_NAT_REF_COD":"7"},{"ENT_NAM":"${name}"},{"ENT_AUT":"2019-01-01"}],"Services":[]}]`;
    const result = await parse(Buffer.from(json), 1);
    expect(result.ok && result.copy.entries.map((entry) => entry.name)).toEqual([JSON.parse(`"${name}"`)]);
  });

  it('merges a number listed twice: authorised when one listing is, with the authorised listings’ roles', async () => {
    const entity = (type: string, dates: string[], services: string[]) => ({
      CA_OwnerID: 'NO_FSA',
      EntityType: type,
      Properties: [{ ENT_NAT_REF_COD: '1' }, { ENT_NAM: 'Twice AS' }, { ENT_AUT: dates }],
      Services: [{ NO: services }],
    });
    const json = [
      entity('PSD_PI', ['2019-01-01'], ['PS_070']),
      entity('PSD_EMI', ['2019-01-01'], ['PS_080']),
      entity('PSD_AISP', ['2018-01-01', '2019-01-01'], ['PS_050']),
    ];
    const result = await parse(Buffer.from(JSON.stringify(json)));
    expect(result.ok && result.copy.entries).toEqual([
      expect.objectContaining({
        organizationIdentifier: 'PSDNO-FSA-1',
        authorisedRoles: ['PSP_AI', 'PSP_PI'],
        status: 'authorised',
      }),
    ]);
  });

  it.each([
    ['a truncated download', sample.subarray(0, sample.length - 40), /truncated/],
    ['an object outside an array', Buffer.from('{"EntityType":"PSD_PI"}'), /unexpected character/],
    ['a scalar element', Buffer.from('[1]'), /unexpected character/],
    ['arrays nested two levels', Buffer.from('[[[{}]]]'), /nested/],
    ['an HTML error page', Buffer.from('<html>Service unavailable</html>'), /unexpected character/],
    ['an entity that is not JSON', Buffer.from('[{"EntityType": PSD_PI}]'), /JSON/],
    ['content after the array', Buffer.from('[{}] [{}]'), /after the closing/],
    ['an empty source', Buffer.alloc(0), /truncated/],
  ])('refuses %s', async (_, bytes, reason) => {
    const result = await parse(bytes);
    expect(result).toMatchObject({ ok: false, problem: 'invalid', reason: expect.stringMatching(reason) });
  });

  it('tells a source that cannot be read from one that is not the register', async () => {
    async function* failing(): AsyncGenerator<Uint8Array> {
      yield Buffer.from('[');
      throw new Error('connection reset');
    }
    const result = await parseEbaRegister({ chunks: failing(), maxBytes: 100, hostCountry: 'NO' });
    expect(result).toEqual({ ok: false, problem: 'unreadable', reason: 'connection reset' });
  });

  it('refuses a source larger than the cap', async () => {
    expect(await parse(sample, 64, 100)).toEqual({
      ok: false,
      problem: 'invalid',
      reason: 'the source is larger than 100 bytes',
    });
  });
});
