import type { SupplierProfile } from '@serendib/domain/api/supplier-profile'
import { Panel } from './page-header'

const business: [keyof SupplierProfile, string][] = [
  ['work_name', 'Business name'],
  ['work_address', 'Address'],
  ['work_registration_number', 'Registration number'],
  ['work_fixed_phone', 'Fixed phone'],
  ['work_mobile', 'Mobile'],
]
const contact: [keyof SupplierProfile, string][] = [
  ['contact_name', 'Name'],
  ['contact_nic', 'NIC'],
  ['contact_home_phone', 'Home phone'],
  ['contact_mobile_phone', 'Mobile'],
  ['contact_address', 'Address'],
]
const payout: [keyof SupplierProfile, string][] = [
  ['payout_bank_name', 'Bank'],
  ['payout_account_holder', 'Account holder'],
  ['payout_account_number', 'Account number'],
  ['payout_branch', 'Branch / SWIFT'],
]

function Fields({
  profile,
  fields,
}: {
  profile: SupplierProfile
  fields: [keyof SupplierProfile, string][]
}) {
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
      {fields.map(([key, label]) => {
        const value = profile[key]
        return (
          <div key={key} className="contents">
            <dt className="font-semibold text-slate-600">{label}</dt>
            <dd className="break-words text-slate-900">
              {typeof value === 'string' && value ? value : <span className="text-slate-500">Not given</span>}
            </dd>
          </div>
        )
      })}
    </dl>
  )
}

/** The supplier's profile as the admin checks it before approving: every field, gaps named. */
export function SupplierProfilePanel({ profile }: { profile: SupplierProfile }) {
  const logo = profile.work_avatar
  return (
    <Panel title="Profile">
      <div className="flex flex-col gap-5">
        <div className="flex items-center gap-3">
          {logo ? (
            <img
              src={logo.url}
              srcSet={logo.srcset}
              sizes="64px"
              alt={`Logo of ${profile.work_name || profile.email}`}
              className="h-16 w-16 rounded-lg object-cover"
            />
          ) : null}
          <p className="text-sm text-slate-700">
            <span className="block font-semibold break-all">{profile.email}</span>
            {profile.email_verified ? 'E-mail confirmed' : 'E-mail not confirmed yet'} · Account{' '}
            {profile.status === 'active' ? 'active' : 'disabled'}
          </p>
        </div>
        {profile.missing.length > 0 ? (
          <div className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
            <p className="font-semibold">Still missing from the profile</p>
            <ul className="mt-1 list-disc pl-5">
              {profile.missing.map((m) => (
                <li key={m.field}>{m.label}</li>
              ))}
            </ul>
          </div>
        ) : (
          <p className="rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900">The profile is complete.</p>
        )}
        <section aria-labelledby="profile-business">
          <h3 id="profile-business" className="mb-2 font-bold">
            Business
          </h3>
          <Fields profile={profile} fields={business} />
        </section>
        <section aria-labelledby="profile-contact">
          <h3 id="profile-contact" className="mb-2 font-bold">
            Contact person
          </h3>
          <Fields profile={profile} fields={contact} />
        </section>
        <section aria-labelledby="profile-payout">
          <h3 id="profile-payout" className="mb-2 font-bold">
            Payout details
          </h3>
          <Fields profile={profile} fields={payout} />
        </section>
        <section aria-labelledby="profile-categories">
          <h3 id="profile-categories" className="mb-2 font-bold">
            Categories
          </h3>
          <p className="text-sm">
            {profile.categories.length > 0 ? (
              profile.categories.map((c) => c.name).join(', ')
            ) : (
              <span className="text-slate-500">None chosen</span>
            )}
          </p>
        </section>
      </div>
    </Panel>
  )
}
