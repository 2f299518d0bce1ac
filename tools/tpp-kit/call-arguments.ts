import { signingOptionsSchema, type SigningOptions } from './signing-options';

/** The `npm run tpp -- call` flags that shape the request. */
export type CallFlags = {
  'psu-id'?: string;
  'psu-corporate-id'?: string;
  'psu-ip'?: string;
  'redirect-uri'?: string;
  'session-id'?: string;
  header?: string[];
  wrap?: string;
  'request-target'?: string;
  serial?: string;
  issuer?: string;
  algorithm?: string;
  digest?: string;
  date?: string;
};

const headerFlags = {
  'psu-id': 'PSU-ID',
  'psu-corporate-id': 'PSU-Corporate-ID',
  'psu-ip': 'PSU-IP-Address',
  'redirect-uri': 'TPP-Redirect-URI',
  'session-id': 'TPP-Session-ID',
} as const;

const optionFlags = {
  wrap: 'wrap',
  'request-target': 'requestTarget',
  serial: 'serialFormat',
  issuer: 'issuerFormat',
  algorithm: 'algorithm',
  digest: 'digestAlgorithm',
  date: 'dateFormat',
} as const;

/** The request headers from the named flags and from each `--header 'Name: value'`. */
export function callHeaders(flags: CallFlags): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [flag, name] of Object.entries(headerFlags)) {
    const value = flags[flag as keyof typeof headerFlags];
    if (value !== undefined) headers[name] = value;
  }
  for (const line of flags.header ?? []) {
    const colon = line.indexOf(':');
    if (colon < 1) throw new Error(`--header needs "Name: value", got "${line}"`);
    headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return headers;
}

/** D5 signing variants from the flags, checked against the allowed values. */
export function callSigningOptions(flags: CallFlags): SigningOptions {
  const options: Record<string, string> = {};
  for (const [flag, option] of Object.entries(optionFlags)) {
    const value = flags[flag as keyof typeof optionFlags];
    if (value !== undefined) options[option] = value;
  }
  const parsed = signingOptionsSchema.safeParse(options);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => {
    const flag = Object.entries(optionFlags).find(([, option]) => option === issue.path[0])?.[0];
    return `--${flag}: ${issue.message}`;
  });
  throw new Error(problems.join('\n'));
}
