// GET /openapi.json – the API's OpenAPI 3.0 document, as committed in openapi/xs2a.openapi.json, for this origin
import { headers } from 'next/headers';
import { documentForOrigin } from '@/lib/api-reference/document-for-origin';
import { requestOrigin } from '@/lib/web/request-origin';
import document from '@/openapi/xs2a.openapi.json';

export async function GET(): Promise<Response> {
  return Response.json(documentForOrigin(document, requestOrigin(await headers())), {
    headers: { 'Cache-Control': 'public, max-age=300', Vary: 'Host' },
  });
}
