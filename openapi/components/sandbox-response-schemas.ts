import { exactObject, nullable, ref, withOptionalProperties, type JsonSchema } from './json-schema';

// The response shapes of the sandbox mock-data API (spec "Resources and their fields", D16). Every field is always
// present; null means "no value". Amounts are int32 minor units: 12345 is 123.45.

const string: JsonSchema = { type: 'string' };
const int32: JsonSchema = { type: 'integer', format: 'int32', description: 'Minor units (D7).' };
const day: JsonSchema = { type: 'string', format: 'date' };
const id: JsonSchema = { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$', description: 'Opaque resource id (D1).' };
const amount = exactObject({ currency: string, amount: int32 });
const links = (...names: string[]) => exactObject(Object.fromEntries(names.map((name) => [name, ref('Link')])));
const status: JsonSchema = { type: 'string', enum: ['enabled', 'deleted', 'blocked'] };
const bookingStatus: JsonSchema = { type: 'string', enum: ['booked', 'pending'] };
const accountReference = nullable(exactObject({ iban: nullable(string), bban: nullable(string) }));

const cardAccountFields = {
  resourceId: id,
  maskedPan: string,
  currency: string,
  creditLimit: nullable(amount),
  balances: { type: 'array', items: ref('Balance') },
  cardId: nullable(string),
  cardIdVNo: nullable(string),
  accountNumber: nullable(string),
  expiry: nullable(string),
  name: nullable(string),
  product: nullable(string),
  status,
  _links: links('self', 'transactions'),
};

export const sandboxResponseSchemas: Record<string, JsonSchema> = {
  Link: exactObject({
    href: { type: 'string', description: 'Path relative to the API base, starting with /v1/ (D1).' },
    verbs: { type: 'array', items: { type: 'string', enum: ['GET', 'PUT', 'POST', 'DELETE'] } },
  }),
  Balance: exactObject(
    { balanceAmount: amount, balanceType: { type: 'string', enum: ['closingBooked', 'expected', 'interimBooked'] } },
    'Spec "Balance entry"; interimBooked on card accounts only.',
  ),
  Balances: exactObject({ balances: { type: 'array', items: ref('Balance') } }),
  Account: exactObject({
    resourceId: id,
    customerNumber: string,
    iban: string,
    bban: nullable(string),
    currency: string,
    name: nullable(string),
    product: nullable(string),
    cashAccountType: nullable(string),
    status,
    balances: { type: 'array', items: ref('Balance') },
    _links: links('self', 'transactions'),
  }),
  CardAccount: exactObject({ customerNumber: string, ...cardAccountFields }, 'Spec "Sandbox card account (response)".'),
  CardAccountRead: exactObject(
    { cardAccount: exactObject(cardAccountFields) },
    'Spec "Get a sandbox card account": wrapped, without customerNumber.',
  ),
  Engagement: exactObject(
    {
      customer: string,
      account: { oneOf: [exactObject({ iban: string }), exactObject({ maskedPan: string })] },
      roles: {
        type: 'array',
        items: {
          type: 'string',
          enum: ['OWNER', 'DISPOSAL', 'VIEW', 'REGISTER', 'APPROVE', 'INTERNAL_TRANSFER', 'SALARY'],
        },
      },
      registerLimit: nullable(int32),
      approvalLimit: nullable(int32),
    },
    'Spec "Sandbox engagement": the request shape; a card account is named by maskedPan.',
  ),
  Agreement: exactObject({
    agreementId: id,
    owner: string,
    name: nullable(string),
    engagements: { type: 'array', items: ref('Engagement') },
    _links: links('self', 'engagements'),
  }),
  Customer: {
    type: 'object',
    properties: {
      customerId: id,
      customerNumber: string,
      customerType: { type: 'string', enum: ['PRIVATE', 'CORPORATE'] },
      customerName: string,
      accounts: {
        type: 'array',
        items: ref('Account'),
        description: 'With withAccounts=true: the accounts the customer owns.',
      },
      cardAccounts: {
        type: 'array',
        items: ref('CardAccount'),
        description: 'With withAccounts=true: the card accounts the customer owns.',
      },
      agreements: {
        type: 'array',
        items: ref('Agreement'),
        description: 'With withAgreements=true: its own agreement(s) first, then those it is engaged in.',
      },
      _links: links('self'),
    },
    required: ['customerId', 'customerNumber', 'customerType', 'customerName', '_links'],
    additionalProperties: false,
  },
  Customers: exactObject({ customers: { type: 'array', items: ref('Customer') } }),
  Transaction: withOptionalProperties(
    exactObject(
      {
        id,
        amount: { ...int32, description: 'Signed minor units (D7): negative is a debit.' },
        currency: string,
        bookingStatus,
        valueDate: nullable(day),
        remittanceInformationUnstructured: nullable(string),
        remittanceInformationStructuredArray: nullable({
          type: 'array',
          items: {
            type: 'object',
            properties: { reference: string, referenceType: nullable(string), referenceIssuer: nullable(string) },
            required: ['reference'],
          },
        }),
        creditorName: nullable(string),
        creditorAccount: accountReference,
        debtorName: nullable(string),
        debtorAccount: accountReference,
        bankTransactionCode: nullable(string),
        ultimateDebtor: nullable(string),
        ultimateCreditor: nullable(string),
        purposeCode: nullable(string),
        bookingDate: nullable(day),
        _links: links('self'),
      },
      'Spec "Sandbox transaction", with bookingStatus, remittanceInformationStructuredArray (spec fact 4) and the additionalInformationProprietaryX references it has (spec fact 2).',
    ),
    Object.fromEntries([1, 2, 3, 4, 5].map((index) => [`additionalInformationProprietary${index}`, string])),
  ),
  CardTransaction: exactObject(
    {
      id,
      amount: { ...int32, description: 'Signed minor units (D7): negative is a purchase.' },
      currency: string,
      bookingStatus,
      bookingDate: nullable(day),
      valueDate: nullable(day),
      transactionDate: nullable(day),
      transactionDetails: nullable(string),
      maskedPan: nullable(string),
      cardAcceptorName: nullable(string),
      cardAcceptorCity: nullable(string),
      cardAcceptorCountry: nullable(string),
      merchantCategoryCode: nullable(string),
      originalAmount: nullable(amount),
      exchangeRate: nullable({ type: 'string', example: '11.647500' }),
      _links: links('self'),
    },
    'A card account transaction with card acceptor information (release 1.23.2).',
  ),
};
