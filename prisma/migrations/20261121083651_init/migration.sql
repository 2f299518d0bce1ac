-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateEnum
CREATE TYPE "TppRole" AS ENUM ('PSP_AS', 'PSP_PI', 'PSP_AI', 'PSP_IC');

-- CreateEnum
CREATE TYPE "CustomerType" AS ENUM ('PRIVATE', 'CORPORATE');

-- CreateEnum
CREATE TYPE "AccountStatus" AS ENUM ('enabled', 'deleted', 'blocked');

-- CreateEnum
CREATE TYPE "EngagementRole" AS ENUM ('OWNER', 'DISPOSAL', 'VIEW', 'REGISTER', 'APPROVE', 'INTERNAL_TRANSFER', 'SALARY');

-- CreateEnum
CREATE TYPE "BalanceType" AS ENUM ('closingBooked', 'expected', 'openingBooked', 'interimAvailable', 'interimBooked', 'forwardAvailable', 'nonInvoiced');

-- CreateEnum
CREATE TYPE "BookingStatus" AS ENUM ('booked', 'pending');

-- CreateEnum
CREATE TYPE "PsuContext" AS ENUM ('PRIVATE', 'CORPORATE');

-- CreateEnum
CREATE TYPE "ConsentStatus" AS ENUM ('received', 'rejected', 'partiallyAuthorised', 'valid', 'revokedByPsu', 'expired', 'terminatedByTpp');

-- CreateEnum
CREATE TYPE "ScaStatus" AS ENUM ('RECEIVED', 'PSU_IDENTIFIED', 'PSU_AUTHENTICATED', 'SCA_METHOD_SELECTED', 'STARTED', 'FINALISED', 'FAILED', 'EXEMPTED');

-- CreateEnum
CREATE TYPE "AuthorisationKind" AS ENUM ('CONSENT', 'PAYMENT', 'PAYMENT_CANCELLATION', 'SIGNING_BASKET', 'USER_IDENTIFICATION');

-- CreateEnum
CREATE TYPE "TppSessionStatus" AS ENUM ('PENDING', 'ACTIVE', 'INVALIDATED');

-- CreateEnum
CREATE TYPE "PaymentService" AS ENUM ('payments', 'periodic-payments', 'bulk-payments');

-- CreateEnum
CREATE TYPE "TransactionStatus" AS ENUM ('RCVD', 'PDNG', 'ACTC', 'ACCP', 'ACSP', 'ACSC', 'ACCC', 'ACWC', 'ACWP', 'ACFC', 'PATC', 'PART', 'RJCT', 'CANC');

-- CreateTable
CREATE TABLE "Tpp" (
    "id" TEXT NOT NULL,
    "organizationIdentifier" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "roles" "TppRole"[],
    "ncaName" TEXT,
    "ncaId" TEXT,
    "contactEmail" TEXT,
    "redirectHosts" TEXT[],
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Tpp_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TppCertificate" (
    "id" TEXT NOT NULL,
    "tppId" TEXT NOT NULL,
    "serialNumber" TEXT NOT NULL,
    "issuerDn" TEXT NOT NULL,
    "subjectDn" TEXT NOT NULL,
    "fingerprint" TEXT NOT NULL,
    "organizationIdentifier" TEXT NOT NULL,
    "roles" "TppRole"[],
    "notBefore" TIMESTAMP(3) NOT NULL,
    "notAfter" TIMESTAMP(3) NOT NULL,
    "pem" TEXT NOT NULL,
    "isPortalIssued" BOOLEAN NOT NULL DEFAULT false,
    "firstSeenAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastSeenAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "TppCertificate_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Developer" (
    "id" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "name" TEXT,
    "tppId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Developer_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Customer" (
    "id" TEXT NOT NULL,
    "tppId" TEXT NOT NULL,
    "customerNumber" TEXT NOT NULL,
    "customerType" "CustomerType" NOT NULL,
    "customerName" VARCHAR(140) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Customer_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Account" (
    "id" TEXT NOT NULL,
    "tppId" TEXT NOT NULL,
    "ownerCustomerId" TEXT NOT NULL,
    "iban" TEXT NOT NULL,
    "bban" TEXT,
    "bic" TEXT,
    "currency" CHAR(3) NOT NULL,
    "name" VARCHAR(70),
    "product" TEXT,
    "cashAccountType" TEXT,
    "status" "AccountStatus" NOT NULL DEFAULT 'enabled',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Account_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CardAccount" (
    "id" TEXT NOT NULL,
    "tppId" TEXT NOT NULL,
    "ownerCustomerId" TEXT NOT NULL,
    "maskedPan" TEXT NOT NULL,
    "currency" CHAR(3) NOT NULL,
    "creditLimitAmount" BIGINT,
    "creditLimitCurrency" CHAR(3),
    "cardId" TEXT,
    "cardIdVNo" TEXT,
    "accountNumber" TEXT,
    "expiry" TEXT,
    "name" VARCHAR(70),
    "product" TEXT,
    "status" "AccountStatus" NOT NULL DEFAULT 'enabled',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CardAccount_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Agreement" (
    "id" TEXT NOT NULL,
    "tppId" TEXT NOT NULL,
    "ownerCustomerId" TEXT NOT NULL,
    "name" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Agreement_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Engagement" (
    "id" TEXT NOT NULL,
    "tppId" TEXT NOT NULL,
    "agreementId" TEXT NOT NULL,
    "customerId" TEXT NOT NULL,
    "accountId" TEXT,
    "cardAccountId" TEXT,
    "roles" "EngagementRole"[],
    "registerLimit" BIGINT,
    "approvalLimit" BIGINT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Engagement_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Balance" (
    "id" TEXT NOT NULL,
    "tppId" TEXT NOT NULL,
    "accountId" TEXT,
    "cardAccountId" TEXT,
    "balanceType" "BalanceType" NOT NULL,
    "amount" BIGINT NOT NULL,
    "currency" CHAR(3) NOT NULL,
    "referenceDate" DATE,
    "lastChangeDateTime" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Balance_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Transaction" (
    "id" TEXT NOT NULL,
    "tppId" TEXT NOT NULL,
    "accountId" TEXT,
    "cardAccountId" TEXT,
    "paymentId" TEXT,
    "bookingStatus" "BookingStatus" NOT NULL,
    "entryReference" TEXT,
    "endToEndId" TEXT,
    "bookingDate" DATE,
    "valueDate" DATE,
    "transactionDate" DATE,
    "amount" BIGINT NOT NULL,
    "currency" CHAR(3) NOT NULL,
    "creditorName" VARCHAR(70),
    "creditorIban" TEXT,
    "creditorBban" TEXT,
    "ultimateCreditor" VARCHAR(70),
    "debtorName" VARCHAR(70),
    "debtorIban" TEXT,
    "debtorBban" TEXT,
    "ultimateDebtor" VARCHAR(70),
    "bankTransactionCode" VARCHAR(14),
    "proprietaryBankTransactionCode" TEXT,
    "purposeCode" VARCHAR(4),
    "remittanceInformationUnstructured" TEXT,
    "remittanceInformationStructured" JSONB,
    "additionalInformation" TEXT,
    "additionalInformationProprietary" JSONB,
    "cardTransactionId" TEXT,
    "terminalId" TEXT,
    "maskedPan" TEXT,
    "originalAmount" BIGINT,
    "originalCurrency" CHAR(3),
    "exchangeRate" DECIMAL(18,8),
    "markupFee" BIGINT,
    "cardAcceptorId" TEXT,
    "cardAcceptorName" TEXT,
    "cardAcceptorCity" TEXT,
    "cardAcceptorCountry" CHAR(2),
    "merchantCategoryCode" VARCHAR(4),
    "transactionDetails" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Transaction_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PsuPseudonym" (
    "id" UUID NOT NULL,
    "tppId" TEXT NOT NULL,
    "customerId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PsuPseudonym_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CorporatePseudonym" (
    "id" UUID NOT NULL,
    "tppId" TEXT NOT NULL,
    "agreementId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CorporatePseudonym_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Consent" (
    "id" TEXT NOT NULL,
    "tppId" TEXT NOT NULL,
    "customerId" TEXT,
    "context" "PsuContext",
    "agreementId" TEXT,
    "status" "ConsentStatus" NOT NULL DEFAULT 'received',
    "validUntil" DATE,
    "frequencyPerDay" INTEGER NOT NULL DEFAULT 4,
    "recurringIndicator" BOOLEAN NOT NULL DEFAULT true,
    "lastScaAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "statusChangedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Consent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ConsentAccount" (
    "consentId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "accountId" TEXT,
    "cardAccountId" TEXT,

    CONSTRAINT "ConsentAccount_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Authorisation" (
    "id" TEXT NOT NULL,
    "tppId" TEXT NOT NULL,
    "kind" "AuthorisationKind" NOT NULL,
    "scaStatus" "ScaStatus" NOT NULL DEFAULT 'RECEIVED',
    "consentId" TEXT,
    "paymentId" TEXT,
    "basketId" TEXT,
    "customerId" TEXT,
    "context" "PsuContext",
    "agreementId" TEXT,
    "linkTokenHash" TEXT NOT NULL,
    "linkExpiresAt" TIMESTAMP(3) NOT NULL,
    "linkUsedAt" TIMESTAMP(3),
    "tppRedirectUri" TEXT NOT NULL,
    "tppNokRedirectUri" TEXT,
    "tppSessionId" TEXT NOT NULL,
    "redirectPreferred" BOOLEAN NOT NULL DEFAULT true,
    "psuIdHint" TEXT,
    "corporateIdHint" TEXT,
    "language" TEXT,
    "failedAttempts" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Authorisation_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TppSession" (
    "id" TEXT NOT NULL,
    "tppId" TEXT NOT NULL,
    "sessionId" TEXT NOT NULL,
    "customerId" TEXT,
    "status" "TppSessionStatus" NOT NULL DEFAULT 'PENDING',
    "scaCompletedAt" TIMESTAMP(3),
    "expiresAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "TppSession_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PsuWebSession" (
    "id" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "authorisationId" TEXT,
    "customerTppId" TEXT,
    "customerId" TEXT,
    "csrfTokenHash" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PsuWebSession_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Payment" (
    "id" TEXT NOT NULL,
    "tppId" TEXT NOT NULL,
    "service" "PaymentService" NOT NULL,
    "product" TEXT NOT NULL,
    "status" "TransactionStatus" NOT NULL DEFAULT 'RCVD',
    "fundsAvailable" BOOLEAN,
    "customerId" TEXT,
    "debtorAccountId" TEXT,
    "debtorIban" TEXT,
    "debtorBban" TEXT,
    "debtorCurrency" CHAR(3),
    "totalAmount" BIGINT NOT NULL,
    "currency" CHAR(3) NOT NULL,
    "requestedExecutionDate" DATE,
    "batchBookingPreferred" BOOLEAN,
    "startDate" DATE,
    "endDate" DATE,
    "executionRule" TEXT,
    "frequency" TEXT,
    "dayOfExecution" TEXT,
    "monthsOfExecution" TEXT[],
    "requestBody" JSONB NOT NULL,
    "tppRedirectUri" TEXT,
    "basketId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "statusChangedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Payment_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PaymentInstruction" (
    "id" TEXT NOT NULL,
    "paymentId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "endToEndId" TEXT,
    "amount" BIGINT NOT NULL,
    "currency" CHAR(3) NOT NULL,
    "creditorName" VARCHAR(70) NOT NULL,
    "creditorIban" TEXT,
    "creditorBban" TEXT,
    "creditorBic" TEXT,
    "creditorAddress" JSONB,
    "ultimateCreditor" VARCHAR(70),
    "remittanceInformationUnstructured" TEXT,
    "remittanceInformationStructured" JSONB,
    "purposeCode" VARCHAR(4),

    CONSTRAINT "PaymentInstruction_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SigningBasket" (
    "id" TEXT NOT NULL,
    "tppId" TEXT NOT NULL,
    "status" "TransactionStatus" NOT NULL DEFAULT 'RCVD',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SigningBasket_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RequestLog" (
    "id" BIGSERIAL NOT NULL,
    "at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "tppId" TEXT,
    "method" TEXT NOT NULL,
    "path" TEXT NOT NULL,
    "status" INTEGER NOT NULL,
    "errorCodes" TEXT[],
    "durationMs" INTEGER NOT NULL,
    "xRequestId" TEXT,
    "signatureDiagnosis" JSONB,

    CONSTRAINT "RequestLog_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SeenRequestId" (
    "tppId" TEXT NOT NULL,
    "xRequestId" TEXT NOT NULL,
    "method" TEXT NOT NULL,
    "path" TEXT NOT NULL,
    "responseStatus" INTEGER,
    "responseHeaders" JSONB,
    "responseBody" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SeenRequestId_pkey" PRIMARY KEY ("tppId","xRequestId")
);

-- CreateTable
CREATE TABLE "RateLimitCounter" (
    "key" TEXT NOT NULL,
    "windowStart" TIMESTAMP(3) NOT NULL,
    "count" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "RateLimitCounter_pkey" PRIMARY KEY ("key","windowStart")
);

-- CreateTable
CREATE TABLE "BatchRun" (
    "scheduledFor" TIMESTAMP(3) NOT NULL,
    "startedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finishedAt" TIMESTAMP(3),
    "paymentsDone" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "BatchRun_pkey" PRIMARY KEY ("scheduledFor")
);

-- CreateIndex
CREATE UNIQUE INDEX "Tpp_organizationIdentifier_key" ON "Tpp"("organizationIdentifier");

-- CreateIndex
CREATE UNIQUE INDEX "TppCertificate_fingerprint_key" ON "TppCertificate"("fingerprint");

-- CreateIndex
CREATE INDEX "TppCertificate_tppId_idx" ON "TppCertificate"("tppId");

-- CreateIndex
CREATE INDEX "TppCertificate_serialNumber_issuerDn_idx" ON "TppCertificate"("serialNumber", "issuerDn");

-- CreateIndex
CREATE UNIQUE INDEX "Developer_email_key" ON "Developer"("email");

-- CreateIndex
CREATE INDEX "Developer_tppId_idx" ON "Developer"("tppId");

-- CreateIndex
CREATE UNIQUE INDEX "Customer_tppId_customerNumber_key" ON "Customer"("tppId", "customerNumber");

-- CreateIndex
CREATE INDEX "Account_tppId_bban_idx" ON "Account"("tppId", "bban");

-- CreateIndex
CREATE INDEX "Account_ownerCustomerId_idx" ON "Account"("ownerCustomerId");

-- CreateIndex
CREATE UNIQUE INDEX "Account_tppId_iban_key" ON "Account"("tppId", "iban");

-- CreateIndex
CREATE INDEX "CardAccount_tppId_idx" ON "CardAccount"("tppId");

-- CreateIndex
CREATE INDEX "CardAccount_ownerCustomerId_idx" ON "CardAccount"("ownerCustomerId");

-- CreateIndex
CREATE INDEX "Agreement_tppId_idx" ON "Agreement"("tppId");

-- CreateIndex
CREATE INDEX "Agreement_ownerCustomerId_idx" ON "Agreement"("ownerCustomerId");

-- CreateIndex
CREATE INDEX "Engagement_customerId_agreementId_idx" ON "Engagement"("customerId", "agreementId");

-- CreateIndex
CREATE INDEX "Engagement_agreementId_idx" ON "Engagement"("agreementId");

-- CreateIndex
CREATE INDEX "Engagement_accountId_idx" ON "Engagement"("accountId");

-- CreateIndex
CREATE INDEX "Engagement_cardAccountId_idx" ON "Engagement"("cardAccountId");

-- CreateIndex
CREATE UNIQUE INDEX "Balance_accountId_balanceType_key" ON "Balance"("accountId", "balanceType");

-- CreateIndex
CREATE UNIQUE INDEX "Balance_cardAccountId_balanceType_key" ON "Balance"("cardAccountId", "balanceType");

-- CreateIndex
CREATE INDEX "Transaction_accountId_bookingStatus_bookingDate_id_idx" ON "Transaction"("accountId", "bookingStatus", "bookingDate" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "Transaction_cardAccountId_bookingStatus_bookingDate_id_idx" ON "Transaction"("cardAccountId", "bookingStatus", "bookingDate" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "Transaction_tppId_idx" ON "Transaction"("tppId");

-- CreateIndex
CREATE INDEX "Transaction_paymentId_idx" ON "Transaction"("paymentId");

-- CreateIndex
CREATE UNIQUE INDEX "PsuPseudonym_tppId_customerId_key" ON "PsuPseudonym"("tppId", "customerId");

-- CreateIndex
CREATE UNIQUE INDEX "CorporatePseudonym_tppId_agreementId_key" ON "CorporatePseudonym"("tppId", "agreementId");

-- CreateIndex
CREATE INDEX "Consent_tppId_customerId_context_status_idx" ON "Consent"("tppId", "customerId", "context", "status");

-- CreateIndex
CREATE INDEX "ConsentAccount_accountId_idx" ON "ConsentAccount"("accountId");

-- CreateIndex
CREATE INDEX "ConsentAccount_cardAccountId_idx" ON "ConsentAccount"("cardAccountId");

-- CreateIndex
CREATE UNIQUE INDEX "ConsentAccount_consentId_accountId_key" ON "ConsentAccount"("consentId", "accountId");

-- CreateIndex
CREATE UNIQUE INDEX "ConsentAccount_consentId_cardAccountId_key" ON "ConsentAccount"("consentId", "cardAccountId");

-- CreateIndex
CREATE UNIQUE INDEX "Authorisation_linkTokenHash_key" ON "Authorisation"("linkTokenHash");

-- CreateIndex
CREATE INDEX "Authorisation_tppId_createdAt_idx" ON "Authorisation"("tppId", "createdAt");

-- CreateIndex
CREATE INDEX "TppSession_tppId_customerId_status_idx" ON "TppSession"("tppId", "customerId", "status");

-- CreateIndex
CREATE UNIQUE INDEX "TppSession_tppId_sessionId_key" ON "TppSession"("tppId", "sessionId");

-- CreateIndex
CREATE UNIQUE INDEX "PsuWebSession_tokenHash_key" ON "PsuWebSession"("tokenHash");

-- CreateIndex
CREATE INDEX "PsuWebSession_expiresAt_idx" ON "PsuWebSession"("expiresAt");

-- CreateIndex
CREATE INDEX "Payment_tppId_createdAt_idx" ON "Payment"("tppId", "createdAt");

-- CreateIndex
CREATE INDEX "Payment_status_idx" ON "Payment"("status");

-- CreateIndex
CREATE INDEX "Payment_basketId_idx" ON "Payment"("basketId");

-- CreateIndex
CREATE UNIQUE INDEX "PaymentInstruction_paymentId_position_key" ON "PaymentInstruction"("paymentId", "position");

-- CreateIndex
CREATE INDEX "SigningBasket_tppId_idx" ON "SigningBasket"("tppId");

-- CreateIndex
CREATE INDEX "RequestLog_tppId_at_idx" ON "RequestLog"("tppId", "at" DESC);

-- CreateIndex
CREATE INDEX "RequestLog_at_idx" ON "RequestLog"("at");

-- CreateIndex
CREATE INDEX "SeenRequestId_createdAt_idx" ON "SeenRequestId"("createdAt");

-- CreateIndex
CREATE INDEX "RateLimitCounter_windowStart_idx" ON "RateLimitCounter"("windowStart");

-- AddForeignKey
ALTER TABLE "TppCertificate" ADD CONSTRAINT "TppCertificate_tppId_fkey" FOREIGN KEY ("tppId") REFERENCES "Tpp"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Developer" ADD CONSTRAINT "Developer_tppId_fkey" FOREIGN KEY ("tppId") REFERENCES "Tpp"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Customer" ADD CONSTRAINT "Customer_tppId_fkey" FOREIGN KEY ("tppId") REFERENCES "Tpp"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Account" ADD CONSTRAINT "Account_tppId_fkey" FOREIGN KEY ("tppId") REFERENCES "Tpp"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Account" ADD CONSTRAINT "Account_ownerCustomerId_fkey" FOREIGN KEY ("ownerCustomerId") REFERENCES "Customer"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CardAccount" ADD CONSTRAINT "CardAccount_tppId_fkey" FOREIGN KEY ("tppId") REFERENCES "Tpp"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CardAccount" ADD CONSTRAINT "CardAccount_ownerCustomerId_fkey" FOREIGN KEY ("ownerCustomerId") REFERENCES "Customer"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Agreement" ADD CONSTRAINT "Agreement_tppId_fkey" FOREIGN KEY ("tppId") REFERENCES "Tpp"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Agreement" ADD CONSTRAINT "Agreement_ownerCustomerId_fkey" FOREIGN KEY ("ownerCustomerId") REFERENCES "Customer"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Engagement" ADD CONSTRAINT "Engagement_tppId_fkey" FOREIGN KEY ("tppId") REFERENCES "Tpp"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Engagement" ADD CONSTRAINT "Engagement_agreementId_fkey" FOREIGN KEY ("agreementId") REFERENCES "Agreement"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Engagement" ADD CONSTRAINT "Engagement_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "Customer"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Engagement" ADD CONSTRAINT "Engagement_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "Account"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Engagement" ADD CONSTRAINT "Engagement_cardAccountId_fkey" FOREIGN KEY ("cardAccountId") REFERENCES "CardAccount"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Balance" ADD CONSTRAINT "Balance_tppId_fkey" FOREIGN KEY ("tppId") REFERENCES "Tpp"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Balance" ADD CONSTRAINT "Balance_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "Account"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Balance" ADD CONSTRAINT "Balance_cardAccountId_fkey" FOREIGN KEY ("cardAccountId") REFERENCES "CardAccount"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Transaction" ADD CONSTRAINT "Transaction_tppId_fkey" FOREIGN KEY ("tppId") REFERENCES "Tpp"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Transaction" ADD CONSTRAINT "Transaction_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "Account"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Transaction" ADD CONSTRAINT "Transaction_cardAccountId_fkey" FOREIGN KEY ("cardAccountId") REFERENCES "CardAccount"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Transaction" ADD CONSTRAINT "Transaction_paymentId_fkey" FOREIGN KEY ("paymentId") REFERENCES "Payment"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PsuPseudonym" ADD CONSTRAINT "PsuPseudonym_tppId_fkey" FOREIGN KEY ("tppId") REFERENCES "Tpp"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PsuPseudonym" ADD CONSTRAINT "PsuPseudonym_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "Customer"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CorporatePseudonym" ADD CONSTRAINT "CorporatePseudonym_tppId_fkey" FOREIGN KEY ("tppId") REFERENCES "Tpp"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CorporatePseudonym" ADD CONSTRAINT "CorporatePseudonym_agreementId_fkey" FOREIGN KEY ("agreementId") REFERENCES "Agreement"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Consent" ADD CONSTRAINT "Consent_tppId_fkey" FOREIGN KEY ("tppId") REFERENCES "Tpp"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Consent" ADD CONSTRAINT "Consent_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "Customer"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Consent" ADD CONSTRAINT "Consent_agreementId_fkey" FOREIGN KEY ("agreementId") REFERENCES "Agreement"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ConsentAccount" ADD CONSTRAINT "ConsentAccount_consentId_fkey" FOREIGN KEY ("consentId") REFERENCES "Consent"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ConsentAccount" ADD CONSTRAINT "ConsentAccount_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "Account"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ConsentAccount" ADD CONSTRAINT "ConsentAccount_cardAccountId_fkey" FOREIGN KEY ("cardAccountId") REFERENCES "CardAccount"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Authorisation" ADD CONSTRAINT "Authorisation_tppId_fkey" FOREIGN KEY ("tppId") REFERENCES "Tpp"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Authorisation" ADD CONSTRAINT "Authorisation_consentId_fkey" FOREIGN KEY ("consentId") REFERENCES "Consent"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Authorisation" ADD CONSTRAINT "Authorisation_paymentId_fkey" FOREIGN KEY ("paymentId") REFERENCES "Payment"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Authorisation" ADD CONSTRAINT "Authorisation_basketId_fkey" FOREIGN KEY ("basketId") REFERENCES "SigningBasket"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Authorisation" ADD CONSTRAINT "Authorisation_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "Customer"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TppSession" ADD CONSTRAINT "TppSession_tppId_fkey" FOREIGN KEY ("tppId") REFERENCES "Tpp"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TppSession" ADD CONSTRAINT "TppSession_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "Customer"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Payment" ADD CONSTRAINT "Payment_tppId_fkey" FOREIGN KEY ("tppId") REFERENCES "Tpp"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Payment" ADD CONSTRAINT "Payment_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "Customer"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Payment" ADD CONSTRAINT "Payment_debtorAccountId_fkey" FOREIGN KEY ("debtorAccountId") REFERENCES "Account"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Payment" ADD CONSTRAINT "Payment_basketId_fkey" FOREIGN KEY ("basketId") REFERENCES "SigningBasket"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PaymentInstruction" ADD CONSTRAINT "PaymentInstruction_paymentId_fkey" FOREIGN KEY ("paymentId") REFERENCES "Payment"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SigningBasket" ADD CONSTRAINT "SigningBasket_tppId_fkey" FOREIGN KEY ("tppId") REFERENCES "Tpp"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RequestLog" ADD CONSTRAINT "RequestLog_tppId_fkey" FOREIGN KEY ("tppId") REFERENCES "Tpp"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SeenRequestId" ADD CONSTRAINT "SeenRequestId_tppId_fkey" FOREIGN KEY ("tppId") REFERENCES "Tpp"("id") ON DELETE CASCADE ON UPDATE CASCADE;
