import { z } from 'zod';
import { basketRequestSchema } from '@/lib/signing-baskets/basket-request-schema';
import type { JsonSchema } from './json-schema';
import { createdResourceLinksSchema } from './link-schemas';

// D25: the request schema is the zod schema the handler parses with; the statuses are Berlin Group transactionStatus_SBS.
const transactionStatus = {
  type: 'string',
  enum: ['RCVD', 'PATC', 'ACTC', 'ACSC', 'RJCT', 'CANC'],
  description:
    "The worst case of the payments (D25): RJCT (also a payment rejected for lack of funds, ACCP) before CANC, RCVD, PATC, ACTC and ACSC. ACTC is the basket's code for approved payments (each reads PDNG, or ACWP while the bank holds it): transactionStatus_SBS has no PDNG, and no payment is ever ACTC. RJCT and CANC are final: a basket that reads RJCT never reads another status again.",
};

// D25: consentIds is read only to be refused by name, so the document leaves it out (additionalProperties: false).
const basketRequest = z.toJSONSchema(basketRequestSchema, { target: 'openapi-3.0', io: 'input' }) as {
  properties: Record<string, JsonSchema>;
};
const basketRequestProperties = Object.fromEntries(
  Object.entries(basketRequest.properties).filter(([name]) => name !== 'consentIds'),
);

export const signingBasketSchemas: Record<string, JsonSchema> = {
  SigningBasketRequest: {
    ...basketRequest,
    properties: basketRequestProperties,
    description:
      'paymentIds: 1 to 100 single payments of this TPP, all RCVD, in no other basket, of one PSU, each named once. consentIds is refused (D25): this bank bundles payments only.',
  },
  SigningBasketCreated: {
    type: 'object',
    properties: {
      transactionStatus,
      basketId: { type: 'string' },
      _links: createdResourceLinksSchema,
    },
    required: ['transactionStatus', 'basketId', '_links'],
  },
  SigningBasket: {
    type: 'object',
    properties: {
      payments: { type: 'array', items: { type: 'string' }, description: 'Absent once the basket is cancelled.' },
      transactionStatus,
    },
    required: ['transactionStatus'],
  },
  SigningBasketStatus: { type: 'object', properties: { transactionStatus }, required: ['transactionStatus'] },
};
