// GET /openapi.json – the API's OpenAPI 3.0 document, as committed in openapi/xs2a.openapi.json
import document from '@/openapi/xs2a.openapi.json';

export const dynamic = 'force-static';

export function GET(): Response {
  return Response.json(document, { headers: { 'Cache-Control': 'public, max-age=300' } });
}
