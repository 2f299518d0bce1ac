import type { TppRegisterEntry } from '@/lib/tpp/trust/tpp-register';

/** What one element of the export is for the service (D35). */
export type EbaEntityParse =
  | { kind: 'tpp'; entry: TppRegisterEntry }
  /** Not an entity (a disclaimer), or an entity that cannot be a TPP: an agent, a branch, an exempted institution. */
  | { kind: 'other' }
  /** A TPP-type entity without what the check needs (its NCA, number or authorisation dates): left to the file. */
  | { kind: 'incomplete'; why: string };

// D35: the entity types that may act as TPPs; PSD_AG agents, PSD_BR branches and the exempted types never do.
const tppEntityTypes = new Set(['PSD_PI', 'PSD_AISP', 'PSD_EMI']);

// D3, D35: PSD2 services (Annex I) to the roles of ETSI TS 119 495.
const rolesOfServices: Record<string, TppRegisterEntry['authorisedRoles'][number]> = {
  PS_070: 'PSP_PI',
  PS_080: 'PSP_AI',
  PS_050: 'PSP_IC',
};

/** One element of the EBA register's export, with roles from the services it may offer in `hostCountry`. */
export function parseEbaEntity(element: unknown, hostCountry: string): EbaEntityParse {
  if (!isRecord(element) || typeof element.EntityType !== 'string') return { kind: 'other' };
  if (!tppEntityTypes.has(element.EntityType)) return { kind: 'other' };
  const nca = typeof element.CA_OwnerID === 'string' ? element.CA_OwnerID : '';
  const [, country = '', ncaName = ''] = /^([A-Z]{2})_(.+)$/.exec(nca) ?? [];
  // ETSI TS 119 495: the NCA id is 2 to 8 capital letters, so NO_FSA gives FSA and a digit or dash is dropped.
  const ncaId = ncaName.replace(/[^A-Z]/g, '');
  if (!country || ncaId.length < 2 || ncaId.length > 8) return { kind: 'incomplete', why: 'CA_OwnerID' };
  const properties = propertiesOf(element.Properties);
  const number = firstString(properties.get('ENT_NAT_REF_COD'));
  if (!number || /\s/.test(number)) return { kind: 'incomplete', why: 'ENT_NAT_REF_COD' };
  const dates = listOf(properties.get('ENT_AUT'));
  if (dates.length === 0 || !dates.every((date) => typeof date === 'string'))
    return { kind: 'incomplete', why: 'ENT_AUT' };
  const roles = new Set<TppRegisterEntry['authorisedRoles'][number]>();
  for (const service of servicesIn(element.Services, hostCountry)) {
    const role = rolesOfServices[service];
    if (role) roles.add(role);
  }
  return {
    kind: 'tpp',
    entry: {
      organizationIdentifier: `PSD${country}-${ncaId}-${number}`,
      name: firstString(properties.get('ENT_NAM')) ?? number,
      country,
      nca,
      authorisedRoles: [...roles].sort(),
      // D35: ENT_AUT alternates authorisation and withdrawal dates, so an even count ends in a withdrawal.
      status: dates.length % 2 === 1 ? 'authorised' : 'withdrawn',
    },
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function listOf(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

function firstString(value: unknown): string | null {
  const first = listOf(value)[0];
  return typeof first === 'string' && first.trim() !== '' ? first.trim() : null;
}

/** Properties is a list of one-key objects; a key given twice keeps its first value. */
function propertiesOf(value: unknown): Map<string, unknown> {
  const properties = new Map<string, unknown>();
  for (const item of listOf(value)) {
    if (!isRecord(item)) continue;
    for (const [key, property] of Object.entries(item)) if (!properties.has(key)) properties.set(key, property);
  }
  return properties;
}

function servicesIn(value: unknown, country: string): string[] {
  return listOf(value).flatMap((item) =>
    isRecord(item) ? listOf(item[country]).filter((service) => typeof service === 'string') : [],
  );
}
