import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// An OpenAPI 3.0 file with the quirks the Berlin Group file may grow: inline responses, nullable, draft-4 bounds,
// discriminator, unknown formats and examples. It is loaded through the BG_OPENAPI_FILE variable.
const fixture = `
openapi: 3.0.1
paths:
  /v1/things/{thing-id}:
    get:
      responses:
        '200':
          description: inline response
          content:
            application/json:
              schema:
                $ref: "#/components/schemas/thing"
        '404':
          $ref: "#/components/responses/NOT_FOUND"
components:
  schemas:
    thing:
      type: object
      required: [id, count]
      discriminator:
        propertyName: kind
      properties:
        id: { type: string, format: opaque-id, example: "abc" }
        kind: { type: string }
        note: { type: string, nullable: true }
        count: { type: integer, minimum: 0, exclusiveMinimum: true }
        since: { type: string, format: date }
  responses:
    NOT_FOUND:
      description: not found
      content:
        application/problem+json:
          schema: { type: object }
`;

let validateResponse: typeof import('./schema-validator').validateResponse;
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'bg-openapi-'));

beforeAll(async () => {
  const file = path.join(folder, 'openapi.yaml');
  fs.writeFileSync(file, fixture);
  vi.stubEnv('BG_OPENAPI_FILE', file);
  vi.resetModules();
  ({ validateResponse } = await import('./schema-validator'));
});

afterAll(() => {
  vi.unstubAllEnvs();
  fs.rmSync(folder, { recursive: true, force: true });
});

describe('validateResponse with BG_OPENAPI_FILE', () => {
  const check = (body: unknown) =>
    validateResponse({ method: 'get', path: '/v1/things/{thing-id}', status: 200, body });

  it.each([
    ['minimal', { id: 'a', count: 1 }],
    ['nullable note as null', { id: 'a', count: 1, note: null }],
    ['nullable note as text', { id: 'a', count: 1, note: 'x', kind: 'other', since: '2026-01-14' }],
  ])('accepts %s', (_label, body) => {
    expect(check(body)).toEqual({ valid: true, errors: [] });
  });

  it.each([
    ['count on the exclusive bound', { id: 'a', count: 0 }, '/count must be > 0'],
    ['note as a number', { id: 'a', count: 1, note: 5 }, '/note must be string,null'],
    ['bad date', { id: 'a', count: 1, since: '2026-02-30' }, '/since must match format "date"'],
    ['missing id', { count: 1 }, "/ must have required property 'id'"],
  ])('rejects %s', (_label, body, expectedError) => {
    expect(check(body).errors).toContain(expectedError);
  });

  it('throws when the response has no application/json schema', () => {
    expect(() => validateResponse({ method: 'get', path: '/v1/things/{thing-id}', status: 404, body: {} })).toThrow(
      'No application/json schema for GET /v1/things/{thing-id} 404',
    );
  });
});
