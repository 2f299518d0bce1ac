import { mapOperations, withResponses, type Paths } from './map-operations';

/**
 * D21: a request that writes and loses a race in the database (a transaction rolled back for a conflict, a key taken
 * at the same moment, a status changed between read and compare-and-swap) is 409 STATUS_INVALID, whatever the
 * operation. Added here, once, to every PUT and DELETE without a 409 of its own (the POSTs have theirs, with-repeat-wait).
 */
export function withWriteConflict(paths: Paths): Paths {
  return mapOperations(paths, (method, operation) => {
    const responses = operation.responses as Record<string, unknown>;
    if ((method !== 'put' && method !== 'delete') || responses['409']) return operation;
    return withResponses(operation, { 409: { $ref: '#/components/responses/Conflict' } });
  });
}
