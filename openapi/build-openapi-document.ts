import { withPublicDescriptions } from './components/with-public-descriptions';
import { accountInformationSchemas } from './components/account-information-schemas';
import { apiDescription } from './components/api-description';
import { errorResponses, errorSchema } from './components/error-responses';
import {
  forwardedPsuHeaderParameters,
  headerParameters,
  psuHeaderParameters,
  requiredHeaderParameters,
  scaRedirectHeaderParameters,
} from './components/header-parameters';
import { paymentSchemas } from './components/payment-schemas';
import { sandboxRequestSchemas } from './components/sandbox-request-schemas';
import { responseHeaders } from './components/response-headers';
import { sandboxResponseSchemas } from './components/sandbox-response-schemas';
import { signingBasketSchemas } from './components/signing-basket-schemas';
import { withCharacterSet } from './components/with-character-set';
import { accountPaths } from './paths/account-paths';
import { cardAccountPaths } from './paths/card-account-paths';
import { consentPaths } from './paths/consent-paths';
import { paymentPaths } from './paths/payment-paths';
import { psuPaths } from './paths/psu-paths';
import { sandboxAccountPaths } from './paths/sandbox-account-paths';
import { sandboxAgreementPaths } from './paths/sandbox-agreement-paths';
import { sandboxConsentPaths } from './paths/sandbox-consent-paths';
import { sandboxCardAccountPaths } from './paths/sandbox-card-account-paths';
import { sandboxClockPaths } from './paths/sandbox-clock-paths';
import { sandboxCustomerPaths } from './paths/sandbox-customer-paths';
import { sandboxPaymentPaths } from './paths/sandbox-payment-paths';
import { signingBasketPaths } from './paths/signing-basket-paths';
import { withBodyRefusals } from './paths/with-body-refusals';
import { withRepeatWait } from './paths/with-repeat-wait';
import { withWriteConflict } from './paths/with-write-conflict';

/** The project's OpenAPI 3.0 document, written to openapi/xs2a.openapi.json and served at /openapi.json. */
export function buildOpenApiDocument(): Record<string, unknown> {
  return withPublicDescriptions(
    withCharacterSet({
      openapi: '3.0.3',
      info: { title: 'Nordbank PSD2 XS2A API', version: '1.0.0', description: apiDescription },
      servers: [
        {
          url: '{base}',
          variables: {
            base: { default: 'https://localhost:3000', description: 'The API base, with any base path (D1).' },
          },
        },
      ],
      tags: [
        { name: 'Consents', description: 'Bank-offered consent (D8, D17); role PSP_AI.' },
        {
          name: 'Account information',
          description:
            "Accounts, balances, transactions and card accounts under the PSU's consent (D15, D20); role PSP_AI.",
        },
        { name: 'Payment initiation', description: 'Single, periodic and bulk payments (D9, D22); role PSP_PI.' },
        { name: 'Signing baskets', description: 'Several single payments approved with one SCA (D25); role PSP_PI.' },
        { name: 'PSU', description: "The PSU's corporate agreements and the identification of PISP-only TPPs." },
        {
          name: 'Sandbox',
          description: 'Mock-data operations of the sandbox (spec "What the service does" 3-6, D16).',
        },
      ],
      // D5: OpenAPI 3.0 cannot express an HTTP message signature; this names the header and points at the rules.
      security: [{ httpSignature: [] }],
      paths: withWriteConflict(
        withRepeatWait(
          withBodyRefusals({
            ...consentPaths,
            ...accountPaths,
            ...cardAccountPaths,
            ...paymentPaths,
            ...signingBasketPaths,
            ...psuPaths,
            ...sandboxCustomerPaths,
            ...sandboxAccountPaths,
            ...sandboxCardAccountPaths,
            ...sandboxAgreementPaths,
            ...sandboxPaymentPaths,
            ...sandboxClockPaths,
            ...sandboxConsentPaths,
          }),
        ),
      ),
      components: {
        securitySchemes: {
          httpSignature: {
            type: 'apiKey',
            in: 'header',
            name: 'Signature',
            description:
              'An HTTP signature (draft-cavage) made with the key of the eIDAS QSealC sent in TPP-Signature-Certificate, over Date, X-Request-ID, Digest and the PSU and redirect headers sent (D5). It is computed per request: see "Signing every request" above.',
          },
        },
        parameters: {
          ...headerParameters,
          ...psuHeaderParameters,
          ...forwardedPsuHeaderParameters,
          ...scaRedirectHeaderParameters,
          ...requiredHeaderParameters,
        },
        headers: responseHeaders,
        schemas: {
          ...paymentSchemas,
          ...signingBasketSchemas,
          ...accountInformationSchemas,
          ...sandboxRequestSchemas,
          ...sandboxResponseSchemas,
          Error: errorSchema,
        },
        responses: errorResponses,
      },
    }),
  );
}
