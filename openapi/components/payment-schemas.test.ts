import { describe, expect, it } from 'vitest';
import { ScaStatus } from '@/lib/generated/prisma/enums';
import { enteredPaymentStatuses } from '@/lib/payments/payment-transitions';
import { presentScaStatus, scaStatusUpperCaseFix } from '@/lib/sca/present-sca-status';
import { buildOpenApiDocument } from '@/openapi/build-openapi-document';

// D8, D20, D22: the statuses in the payment answers are enums a generated client can switch on, holding every value the
// service answers with: each status a payment can enter, each scaStatus in both casings.

type Schema = { properties: Record<string, { enum?: string[] }> };
const schemas = (buildOpenApiDocument().components as { schemas: Record<string, Schema> }).schemas;

describe('the payment statuses in the OpenAPI document', () => {
  it.each(['PaymentInitiationResponse', 'PaymentInformation', 'PaymentStatus'])(
    '%s: transactionStatus is the statuses a payment can have',
    (name) => {
      expect(schemas[name]?.properties.transactionStatus?.enum).toEqual([...enteredPaymentStatuses]);
    },
  );

  it('StartPaymentAuthorisationResponse: scaStatus is every value presentScaStatus gives', () => {
    const presented = Object.values(ScaStatus).flatMap((status) => [
      presentScaStatus(status, new Set()),
      presentScaStatus(status, new Set([scaStatusUpperCaseFix])),
    ]);
    expect(schemas.StartPaymentAuthorisationResponse?.properties.scaStatus?.enum?.sort()).toEqual(
      [...new Set(presented)].sort(),
    );
  });
});
