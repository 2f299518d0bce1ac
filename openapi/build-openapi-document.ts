import { errorResponses, errorSchema } from './components/error-responses';
import { headerParameters } from './components/header-parameters';
import { paymentSchemas } from './components/payment-schemas';
import { sandboxRequestSchemas } from './components/sandbox-request-schemas';
import { sandboxResponseSchemas } from './components/sandbox-response-schemas';
import { signingBasketSchemas } from './components/signing-basket-schemas';
import { paymentPaths } from './paths/payment-paths';
import { sandboxAccountPaths } from './paths/sandbox-account-paths';
import { sandboxAgreementPaths } from './paths/sandbox-agreement-paths';
import { sandboxCardAccountPaths } from './paths/sandbox-card-account-paths';
import { sandboxCustomerPaths } from './paths/sandbox-customer-paths';
import { sandboxPaymentPaths } from './paths/sandbox-payment-paths';
import { signingBasketPaths } from './paths/signing-basket-paths';

/** The project's OpenAPI 3.0 document, written to openapi/xs2a.openapi.json and served at /openapi.json. */
export function buildOpenApiDocument(): Record<string, unknown> {
  return {
    openapi: '3.0.3',
    info: {
      title: 'Nordbank PSD2 XS2A API',
      version: '1.0.0',
      description:
        'Berlin Group NextGenPSD2 1.3 with the bank\'s exceptions (decisions cited as D1, D2, ... are recorded in docs/decisions of the service\'s repository). Every request is signed: see the header parameters. Links are paths relative to the API base (D1). The sandbox operations exist only with XS2A_ENV=sandbox and act on the calling TPP\'s own sandbox (D4). Their int32 amounts are minor units (D7); every field of a response is present, null when it has no value.',
    },
    servers: [{ url: '{base}', variables: { base: { default: 'https://localhost:3000', description: 'The API base, with any base path (D1).' } } }],
    tags: [
      { name: 'Payment initiation', description: 'Single, periodic and bulk payments (D9, D22) and signing baskets (D25); role PSP_PI.' },
      { name: 'Sandbox', description: 'Mock-data operations of the sandbox (spec "What the service does" 3-6).' },
    ],
    paths: { ...paymentPaths, ...signingBasketPaths, ...sandboxCustomerPaths, ...sandboxAccountPaths, ...sandboxCardAccountPaths, ...sandboxAgreementPaths, ...sandboxPaymentPaths },
    components: {
      parameters: headerParameters,
      schemas: { ...paymentSchemas, ...signingBasketSchemas, ...sandboxRequestSchemas, ...sandboxResponseSchemas, Error: errorSchema },
      responses: errorResponses,
    },
  };
}
