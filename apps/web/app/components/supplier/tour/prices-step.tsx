import type { PricePeriod, TourEditorFields } from '@serendib/domain/api/supplier-tours'
import { PricingBasis } from '@serendib/domain/pricing-basis'
import type { TourEditor } from '../../../lib/supplier/use-tour-editor'
import { button } from '../ui'
import { FieldError, NumberField, SelectField, TextField } from './controls'

type Rates = TourEditorFields['rates']
const BANDS = [
  [
    'adults',
    'include_adults',
    'adults_age_from',
    'adults_age_to',
    'Adults',
    'adult_price_cents',
    'Adult rate',
  ],
  [
    'children',
    'include_children',
    'children_age_from',
    'children_age_to',
    'Children',
    'child_price_cents',
    'Child rate',
  ],
  [
    'infants',
    'include_infants',
    'infant_age_from',
    'infant_age_to',
    'Infants',
    'infant_price_cents',
    'Infant rate',
  ],
] as const

/** Money is typed in dollars and kept in cents (decision 004). */
const toDollars = (cents: number | null) => (cents === null ? null : cents / 100)
const toCents = (dollars: number | null) => (dollars === null ? null : Math.round(dollars * 100))

function RateFields({
  prefix,
  rates,
  f,
  errors,
  onChange,
}: {
  prefix: string
  rates: Rates
  f: TourEditorFields
  errors: Record<string, string>
  onChange: (rates: Rates) => void
}) {
  const perGroup = f.pricing_basis === PricingBasis.perGroup
  const shown = perGroup
    ? ([['group_price_cents', 'Group rate']] as const)
    : BANDS.filter((b) => f[b[1]]).map((b) => [b[5], b[6]] as const)
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      {shown.map(([field, text]) => (
        <NumberField
          key={field}
          path={`${prefix}${field}`}
          label={text}
          step="0.01"
          suffix="USD"
          value={toDollars(rates[field])}
          errors={errors}
          onChange={(v) => onChange({ ...rates, [field]: toCents(v) })}
        />
      ))}
    </div>
  )
}

/** Step 5: who may travel at which ages, how the price is counted, the base and seasonal rates, sale type. */
export function PricesStep({ editor }: { editor: TourEditor }) {
  const { fields: f, change, errors } = editor
  const periods = f.price_periods
  const setPeriod = (i: number, patch: Partial<PricePeriod>) =>
    change(
      'price_periods',
      periods.map((p, n) => (n === i ? { ...p, ...patch } : p)),
    )
  return (
    <div className="grid gap-6">
      <fieldset>
        <legend className="mb-2 text-base font-bold">Travellers and ages</legend>
        <div className="grid gap-3">
          {BANDS.map(([band, include, from, to, text]) => (
            <div
              key={band}
              className="grid grid-cols-2 items-end gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-[10rem_1fr_1fr]"
            >
              <label className="col-span-2 flex h-11 items-center gap-2 text-sm font-semibold sm:col-span-1">
                <input
                  type="checkbox"
                  className="h-4 w-4 accent-brand-700"
                  checked={f[include]}
                  onChange={(e) => change(include, e.target.checked)}
                />
                {text}
              </label>
              <NumberField
                path={from}
                label="Age from"
                value={f[from]}
                errors={errors}
                onChange={(v) => change(from, v ?? 0)}
              />
              <NumberField
                path={to}
                label="Age to"
                value={f[to]}
                errors={errors}
                onChange={(v) => change(to, v ?? 0)}
              />
            </div>
          ))}
          <FieldError path="include_adults" errors={errors} />
        </div>
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-3">
        <SelectField
          path="pricing_basis"
          label="Pricing basis"
          value={f.pricing_basis}
          options={
            [
              [1, 'Per person'],
              [2, 'Per group'],
            ] as const
          }
          errors={errors}
          onChange={(v) => change('pricing_basis', v)}
        />
        {f.pricing_basis === PricingBasis.perGroup ? (
          <NumberField
            path="max_group_size"
            label="Maximum group size"
            min={1}
            value={f.max_group_size}
            errors={errors}
            onChange={(v) => change('max_group_size', v)}
          />
        ) : null}
        <SelectField
          path="sale_type"
          label="Sale type"
          value={f.sale_type}
          options={
            [
              [1, 'Instant booking'],
              [2, 'On request (you confirm)'],
            ] as const
          }
          errors={errors}
          onChange={(v) => change('sale_type', v)}
        />
      </div>
      <PaymentPlanFields editor={editor} />
      <fieldset>
        <legend className="mb-2 text-base font-bold">Base rates</legend>
        <RateFields
          prefix="rates."
          rates={f.rates}
          f={f}
          errors={errors}
          onChange={(r) => change('rates', r)}
        />
      </fieldset>
      <fieldset>
        <legend className="text-base font-bold">Seasonal price periods</legend>
        <p className="mb-2 text-sm text-slate-600">
          Dates with their own rates (e.g. high season December–March); the base rates apply on every other
          date.
        </p>
        <div className="grid gap-3">
          {periods.map((p, i) => (
            <div key={p.id ?? `new-${i}`} className="grid gap-3 rounded-lg border border-slate-200 p-3">
              <div className="grid gap-3 sm:grid-cols-3">
                <TextField
                  path={`price_periods.${i}.label`}
                  label="Name"
                  value={p.label}
                  errors={errors}
                  onChange={(v) => setPeriod(i, { label: v })}
                />
                <TextField
                  path={`price_periods.${i}.starts_on`}
                  label="From"
                  type="date"
                  value={p.starts_on}
                  errors={errors}
                  onChange={(v) => setPeriod(i, { starts_on: v })}
                />
                <TextField
                  path={`price_periods.${i}.ends_on`}
                  label="To"
                  type="date"
                  value={p.ends_on}
                  errors={errors}
                  onChange={(v) => setPeriod(i, { ends_on: v })}
                />
              </div>
              <RateFields
                prefix={`price_periods.${i}.`}
                rates={p}
                f={f}
                errors={errors}
                onChange={(r) => setPeriod(i, r)}
              />
              <div>
                <button
                  type="button"
                  className={button.small}
                  onClick={() =>
                    change(
                      'price_periods',
                      periods.filter((_, n) => n !== i),
                    )
                  }
                >
                  Remove period
                </button>
              </div>
            </div>
          ))}
          <div>
            <button
              type="button"
              className={button.secondary}
              onClick={() =>
                change('price_periods', [...periods, { label: '', starts_on: '', ends_on: '', ...f.rates }])
              }
            >
              Add a price period
            </button>
          </div>
        </div>
      </fieldset>
    </div>
  )
}

/** How travellers pay (decision 075): in full, a deposit, or reserve now and pay later. */
function PaymentPlanFields({ editor }: { editor: TourEditor }) {
  const { fields: f, change, errors } = editor
  const plan = f.payment_plan
  const set = (patch: Partial<typeof plan>) => change('payment_plan', { ...plan, ...patch })
  const byAmount = plan.deposit_cents !== null
  return (
    <fieldset>
      <legend className="mb-2 text-base font-bold">How travellers pay</legend>
      <div className="grid gap-3 sm:grid-cols-3">
        <SelectField
          path="payment_plan.kind"
          label="Payment"
          value={plan.kind}
          options={
            [
              ['full', 'In full when booking'],
              ['deposit', 'A deposit, the balance later'],
              ['pay_later', 'Reserve now, pay later'],
            ] as const
          }
          errors={errors}
          onChange={(kind) =>
            set({
              kind,
              deposit_percent:
                kind === 'deposit' && !byAmount ? (plan.deposit_percent ?? 20) : plan.deposit_percent,
              balance_days_before: kind === 'full' ? null : (plan.balance_days_before ?? 14),
            })
          }
        />
        {plan.kind === 'deposit' ? (
          <>
            <SelectField
              path="payment_plan.deposit_by"
              label="Deposit as"
              value={byAmount ? 'amount' : 'percent'}
              options={
                [
                  ['percent', 'A percentage of the price'],
                  ['amount', 'A fixed amount'],
                ] as const
              }
              errors={errors}
              onChange={(by) =>
                set(
                  by === 'amount'
                    ? { deposit_percent: null, deposit_cents: plan.deposit_cents ?? 5000 }
                    : { deposit_cents: null, deposit_percent: plan.deposit_percent ?? 20 },
                )
              }
            />
            {byAmount ? (
              <NumberField
                path="payment_plan.deposit_cents"
                label="Deposit"
                step="0.01"
                suffix="USD"
                value={toDollars(plan.deposit_cents)}
                errors={errors}
                onChange={(v) => set({ deposit_cents: toCents(v) })}
              />
            ) : (
              <NumberField
                path="payment_plan.deposit_percent"
                label="Deposit"
                suffix="%"
                min={1}
                value={plan.deposit_percent}
                errors={errors}
                onChange={(v) => set({ deposit_percent: v })}
              />
            )}
          </>
        ) : null}
        {plan.kind !== 'full' ? (
          <NumberField
            path="payment_plan.balance_days_before"
            label="Balance due (days before travel)"
            min={1}
            value={plan.balance_days_before}
            errors={errors}
            onChange={(v) => set({ balance_days_before: v })}
          />
        ) : null}
      </div>
      <p className="mt-2 text-sm text-slate-600">
        Travel sooner than the balance&apos;s due date is paid in full when booking. An unpaid balance cancels
        the booking after its due date, under the 24-hour cancellation rule.
      </p>
    </fieldset>
  )
}
