// ANY /v1 and /v1/* – a path this API does not have: 404 RESOURCE_UNKNOWN, after the same checks as every request
import { unknownResource } from '@/lib/xs2a/unknown-resource';

export const GET = unknownResource;
export const POST = unknownResource;
export const PUT = unknownResource;
export const PATCH = unknownResource;
export const DELETE = unknownResource;
