'use client';

import type { SignatureDebugReport } from '@/lib/portal/signature-debugger/debug-signature';
import type { SignatureMessages } from '@/lib/portal/signature-debugger/messages-en';
import { DiagnosisSteps, SigningLines } from './diagnosis-steps';
import { SignatureCompare } from './signature-compare';

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
        <section aria-labelledby="signing-heading">
          <h2 id="signing-heading" className="text-lg font-semibold">
            {messages.signingString}
          </h2>
          <p className="text-sm text-slate-700">{messages.signingStringHint}</p>
          <SigningLines lines={report.signingString.split('\n')} />
        </section>
      )}

      <section aria-labelledby="digest-heading">
        <h2 id="digest-heading" className="text-lg font-semibold">
          {messages.digest}
        </h2>
        <dl className="grid gap-1 text-sm sm:grid-cols-[14rem_1fr]">
          <dt className="font-medium">{messages.digestSent}</dt>
          <dd className="break-all font-mono">{report.digest.sent ?? messages.digestNone}</dd>
          <dt className="font-medium">{messages.digestRecomputed}</dt>
          <dd className="break-all font-mono">{report.digest.recomputed}</dd>
        </dl>
      </section>

      <section aria-labelledby="received-heading">
        <h2 id="received-heading" className="text-lg font-semibold">
          {messages.received}
        </h2>
        <dl className="grid gap-1 text-sm sm:grid-cols-[14rem_1fr]">
          <dt className="font-medium">{messages.requestLine}</dt>
          <dd className="break-all font-mono">
            {received.method} {received.target} {received.httpVersion}
          </dd>
          <dt className="font-medium">{messages.lineEndings}</dt>
          <dd className="font-mono">{received.lineEnding}</dd>
          <dt className="font-medium">{messages.body}</dt>
          <dd>
            {received.bodyBytes} {messages.bytes}
          </dd>
        </dl>
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
      </section>

      {certificate && (
        <section aria-labelledby="certificate-heading">
          <h2 id="certificate-heading" className="text-lg font-semibold">
            {messages.certificate}
          </h2>
          <dl className="grid gap-1 text-sm sm:grid-cols-[14rem_1fr]">
            <dt className="font-medium">{messages.subject}</dt>
            <dd className="break-all">{certificate.subject}</dd>
            <dt className="font-medium">{messages.organizationIdentifier}</dt>
            <dd className="font-mono">{certificate.organizationIdentifier ?? messages.none}</dd>
            <dt className="font-medium">{messages.roles}</dt>
            <dd className="font-mono">{certificate.roles.length > 0 ? certificate.roles.join(', ') : messages.none}</dd>
            <dt className="font-medium">{messages.nca}</dt>
            <dd>{certificate.ncaName ? `${certificate.ncaName} (${certificate.ncaId})` : messages.none}</dd>
            <dt className="font-medium">{messages.validity}</dt>
            <dd className="font-mono">
              {certificate.notBefore} – {certificate.notAfter}
            </dd>
            <dt className="font-medium">{messages.issuer}</dt>
            <dd className="break-all">{certificate.issuer}</dd>
            <dt className="font-medium">{messages.serialNumber}</dt>
            <dd className="break-all font-mono">{certificate.serialNumber}</dd>
            <dt className="font-medium">{messages.fingerprint}</dt>
            <dd className="break-all font-mono text-xs">{certificate.fingerprint}</dd>
          </dl>
        </section>
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
