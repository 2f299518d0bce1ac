/**
 * The Berlin Group NextGenPSD2 1.3.11 OpenAPI file that responses are checked against in tests. The repository does not
 * ship it: CI hands it over in `BG_OPENAPI_FILE`. Without it the conformance check is reported as not run, never passed.
 */
export function berlinGroupFile(): string | undefined {
  return process.env.BG_OPENAPI_FILE || undefined;
}

/** Why the Berlin Group conformance check did not run, for test reports. */
export const berlinGroupCheckNotRun =
  'Berlin Group conformance check not run: BG_OPENAPI_FILE is unset (point it at the Berlin Group NextGenPSD2 1.3.11 OpenAPI YAML file).';
