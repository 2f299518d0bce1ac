'use client';

import type { ReactNode } from 'react';
import { FactList, type Fact } from '@/components/portal/fact-list';
import type { SignatureDebugReport } from '@/lib/portal/signature-debugger/debug-signature';
import type { SignatureMessages } from '@/lib/portal/signature-debugger/messages-en';
import { DiagnosisSteps, SigningLines } from './diagnosis-steps';
import { SignatureCompare } from './signature-compare';

/** A part of the report under its heading; `id` names the heading. */
function ReportSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

const factColumns = 'sm:grid-cols-[14rem_1fr]';
const mono = 'break-all font-mono';

/** The certificate's subject, organisation, roles, NCA, validity, issuer, serial number and fingerprint. */
function certificateFacts(
  certificate: NonNullable<SignatureDebugReport['certificate']>,
  messages: SignatureMessages,
): Fact[] {
  return [
    { term: messages.subject, value: certificate.subject, valueClassName: 'break-all' },
    {
      term: messages.organizationIdentifier,
      value: certificate.organizationIdentifier ?? messages.none,
      valueClassName: 'font-mono',
    },
    {
      term: messages.roles,
      value: certificate.roles.length > 0 ? certificate.roles.join(', ') : messages.none,
      valueClassName: 'font-mono',
    },
    {
      term: messages.nca,
      value: certificate.ncaName ? `${certificate.ncaName} (${certificate.ncaId})` : messages.none,
    },
    {
      term: messages.validity,
      value: `${certificate.notBefore} – ${certificate.notAfter}`,
      valueClassName: 'font-mono',
    },
    { term: messages.issuer, value: certificate.issuer, valueClassName: 'break-all' },
    { term: messages.serialNumber, value: certificate.serialNumber, valueClassName: mono },
    { term: messages.fingerprint, value: certificate.fingerprint, valueClassName: `${mono} text-xs` },
  ];
}

/** The debugger's report: verdict, what arrived, Digest, signing string, certificate, and every step. */
export function DebugReportView({ report, messages }: { report: SignatureDebugReport; messages: SignatureMessages }) {
  const isValid = report.verdict === 'Valid';
  const { received, certificate } = report;
  const sentSignature = received.headers.find((header) => header.name.toLowerCase() === 'signature')?.value ?? null;
  return (
    <section aria-labelledby="verdict-heading" className="space-y-6">
      <div
        role="status"
        className={`rounded-lg p-4 ring-1 ${isValid ? 'bg-emerald-50 ring-emerald-300' : 'bg-red-50 ring-red-300'}`}
      >
        <h2 id="verdict-heading" className="text-sm font-medium text-slate-700">
          {messages.verdict}
        </h2>
        <p
          className={`font-mono text-2xl font-bold ${isValid ? 'text-emerald-800' : 'text-red-800'}`}
          data-testid="verdict"
        >
          {report.verdict}
        </p>
        {report.apiAnswer && (
          <p className="mt-2 break-words text-sm text-slate-900">
            {isValid ? messages.apiAnswerNow : messages.apiAnswer}{' '}
            <span className="font-mono">
              {report.apiAnswer.status} {report.apiAnswer.code}
              {report.apiAnswer.path ? ` (${report.apiAnswer.path})` : ''}
            </span>
            {report.apiAnswer.text ? `: ${report.apiAnswer.text}` : ''}
          </p>
        )}
        <p className="mt-2 text-xs text-slate-700">{messages.replayNote}</p>
      </div>

      <section aria-labelledby="steps-heading">
        <h2 id="steps-heading" className="mb-2 text-lg font-semibold">
          {messages.steps}
        </h2>
        <DiagnosisSteps steps={report.steps} messages={messages} />
      </section>

      {report.signingString !== undefined && (
        <ReportSection id="signing-heading" title={messages.signingString}>
          <p className="text-sm text-slate-700">{messages.signingStringHint}</p>
          <SigningLines lines={report.signingString.split('\n')} />
        </ReportSection>
      )}

      <ReportSection id="digest-heading" title={messages.digest}>
        <FactList
          className={factColumns}
          facts={[
            { term: messages.digestSent, value: report.digest.sent ?? messages.digestNone, valueClassName: mono },
            { term: messages.digestRecomputed, value: report.digest.recomputed, valueClassName: mono },
          ]}
        />
      </ReportSection>

      <ReportSection id="received-heading" title={messages.received}>
        <FactList
          className={factColumns}
          facts={[
            {
              term: messages.requestLine,
              value: `${received.method} ${received.target} ${received.httpVersion}`,
              valueClassName: mono,
            },
            { term: messages.lineEndings, value: received.lineEnding, valueClassName: 'font-mono' },
            { term: messages.body, value: `${received.bodyBytes} ${messages.bytes}` },
          ]}
        />
        {received.notes.length > 0 && (
          <ul className="mt-2 list-disc pl-5 text-sm">
            {received.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        )}
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead>
              <tr>
                <th scope="col" className="pr-3">
                  {messages.header}
                </th>
                <th scope="col">{messages.value}</th>
              </tr>
            </thead>
            <tbody>
              {received.headers.map((header, index) => (
                <tr key={index} className="border-t border-slate-200 align-top">
                  <td className="py-1 pr-3 font-mono">{header.name}</td>
                  <td className="max-w-[40rem] break-all py-1 font-mono text-xs">{header.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </ReportSection>

      {certificate && (
        <ReportSection id="certificate-heading" title={messages.certificate}>
          <FactList className={factColumns} facts={certificateFacts(certificate, messages)} />
        </ReportSection>
      )}

      {report.signingString !== undefined && report.signatureParts && (
        <SignatureCompare
          signingString={report.signingString}
          parts={report.signatureParts}
          sentSignature={sentSignature}
          messages={messages}
        />
      )}
    </section>
  );
}
