import type { PricePeriod, TourEditorFields } from '@serendib/domain/api/supplier-tours'
import { PricingBasis } from '@serendib/domain/pricing-basis'
import { usePortalI18n } from '../../../lib/supplier/portal-i18n'
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
    'prices.adults',
    'adult_price_cents',
    'prices.adultRate',
  ],
  [
    'children',
    'include_children',
    'children_age_from',
    'children_age_to',
    'prices.children',
    'child_price_cents',
    'prices.childRate',
  ],
  [
    'infants',
    'include_infants',
    'infant_age_from',
    'infant_age_to',
    'prices.infants',
    'infant_price_cents',
    'prices.infantRate',
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
  const { t } = usePortalI18n()
  const perGroup = f.pricing_basis === PricingBasis.perGroup
  const shown = perGroup
    ? ([['group_price_cents', 'prices.groupRate']] as const)
    : BANDS.filter((b) => f[b[1]]).map((b) => [b[5], b[6]] as const)
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      {shown.map(([field, text]) => (
        <NumberField
          key={field}
          path={`${prefix}${field}`}
          label={t(text)}
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
  const { t } = usePortalI18n()
  const periods = f.price_periods
  const setPeriod = (i: number, patch: Partial<PricePeriod>) =>
    change(
      'price_periods',
      periods.map((p, n) => (n === i ? { ...p, ...patch } : p)),
    )
  return (
    <div className="grid gap-6">
      <fieldset>
        <legend className="mb-2 text-base font-bold">{t('prices.ages')}</legend>
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
                {t(text)}
              </label>
              <NumberField
                path={from}
                label={t('prices.ageFrom')}
                value={f[from]}
                errors={errors}
                onChange={(v) => change(from, v ?? 0)}
              />
              <NumberField
                path={to}
                label={t('prices.ageTo')}
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
          label={t('prices.basis')}
          value={f.pricing_basis}
          options={
            [
              [1, t('prices.perPerson')],
              [2, t('prices.perGroup')],
            ] as const
          }
          errors={errors}
          onChange={(v) => change('pricing_basis', v)}
        />
        {f.pricing_basis === PricingBasis.perGroup ? (
          <NumberField
            path="max_group_size"
            label={t('prices.maxGroup')}
            min={1}
            value={f.max_group_size}
            errors={errors}
            onChange={(v) => change('max_group_size', v)}
          />
        ) : null}
        <SelectField
          path="sale_type"
          label={t('prices.saleType')}
          value={f.sale_type}
          options={
            [
              [1, t('prices.instant')],
              [2, t('prices.onRequest')],
            ] as const
          }
          errors={errors}
          onChange={(v) => change('sale_type', v)}
        />
      </div>
      <PaymentPlanFields editor={editor} />
      <fieldset>
        <legend className="mb-2 text-base font-bold">{t('prices.base')}</legend>
        <RateFields
          prefix="rates."
          rates={f.rates}
          f={f}
          errors={errors}
          onChange={(r) => change('rates', r)}
        />
      </fieldset>
      <fieldset>
        <legend className="text-base font-bold">{t('prices.seasonal')}</legend>
        <p className="mb-2 text-sm text-slate-600">{t('prices.seasonalHint')}</p>
        <div className="grid gap-3">
          {periods.map((p, i) => (
            <div key={p.id ?? `new-${i}`} className="grid gap-3 rounded-lg border border-slate-200 p-3">
              <div className="grid gap-3 sm:grid-cols-3">
                <TextField
                  path={`price_periods.${i}.label`}
                  label={t('prices.name')}
                  value={p.label}
                  errors={errors}
                  onChange={(v) => setPeriod(i, { label: v })}
                />
                <TextField
                  path={`price_periods.${i}.starts_on`}
                  label={t('prices.from')}
                  type="date"
                  value={p.starts_on}
                  errors={errors}
                  onChange={(v) => setPeriod(i, { starts_on: v })}
                />
                <TextField
                  path={`price_periods.${i}.ends_on`}
                  label={t('prices.to')}
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
                  {t('prices.removePeriod')}
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
              {t('prices.addPeriod')}
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
  const { t } = usePortalI18n()
  const plan = f.payment_plan
  const set = (patch: Partial<typeof plan>) => change('payment_plan', { ...plan, ...patch })
  const byAmount = plan.deposit_cents !== null
  return (
    <fieldset>
      <legend className="mb-2 text-base font-bold">{t('plan.legend')}</legend>
      <div className="grid gap-3 sm:grid-cols-3">
        <SelectField
          path="payment_plan.kind"
          label={t('plan.payment')}
          value={plan.kind}
          options={
            [
              ['full', t('plan.full')],
              ['deposit', t('plan.deposit')],
              ['pay_later', t('plan.payLater')],
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
              label={t('plan.depositAs')}
              value={byAmount ? 'amount' : 'percent'}
              options={
                [
                  ['percent', t('plan.percent')],
                  ['amount', t('plan.amount')],
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
                label={t('plan.depositLabel')}
                step="0.01"
                suffix="USD"
                value={toDollars(plan.deposit_cents)}
                errors={errors}
                onChange={(v) => set({ deposit_cents: toCents(v) })}
              />
            ) : (
              <NumberField
                path="payment_plan.deposit_percent"
                label={t('plan.depositLabel')}
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
            label={t('plan.balanceDays')}
            min={1}
            value={plan.balance_days_before}
            errors={errors}
            onChange={(v) => set({ balance_days_before: v })}
          />
        ) : null}
      </div>
      <p className="mt-2 text-sm text-slate-600">{t('plan.note')}</p>
    </fieldset>
  )
}
