import type { Messages } from '@/lib/psu/i18n/messages-en';
import type { TppRegistration } from '@/lib/psu/find-tpp-registration';

/** Who is asking: the TPP's registered name, organisation identifier and PSD2 roles from its certificate (D3). */
export function TppRegistrationCard({ messages, tpp }: { messages: Messages; tpp: TppRegistration }) {
  const words = messages.consent;
  return (
    <section aria-labelledby="provider-heading" className="mb-6 rounded-lg border border-slate-300 p-4 text-sm">
      <h2 id="provider-heading" className="font-semibold">
        {words.providerHeading}
      </h2>
      <dl className="mt-2 grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        <dt className="text-slate-600">{words.registeredName}</dt>
        <dd className="font-medium">{tpp.name}</dd>
        <dt className="text-slate-600">{words.organisationIdentifier}</dt>
        <dd className="font-mono break-all">{tpp.organizationIdentifier}</dd>
        <dt className="text-slate-600">{words.roles}</dt>
        <dd>
          <ul>
            {tpp.roles.map((role) => (
              <li key={role}>{words.roleNames[role] ?? role}</li>
            ))}
          </ul>
        </dd>
      </dl>
      <p className="mt-2 text-xs text-slate-600">{words.providerSource}</p>
    </section>
  );
}
