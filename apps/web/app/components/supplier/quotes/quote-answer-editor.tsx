import type { QuoteJson } from '@serendib/domain/api/quotes'
import { addDays } from '@serendib/domain/dates'
import { quoteProblemField } from '@serendib/domain/quotes'
import { useId, useState, type FormEvent } from 'react'
import { usePortalI18n } from '../../../lib/supplier/portal-i18n'
import { answerBody, answerFormOf, type AnswerForm } from '../../../lib/supplier/quote-answer-form'
import { useQuoteMessage } from '../../../lib/supplier/quote-messages'
import { supplierApi } from '../../../lib/supplier/supplier-api'
import { useSnackbar } from '../../ui/snackbar'
import { button, input, label, Panel, textarea } from '../ui'

type Errors = Partial<Record<string, string>>

function FieldError({ id, text }: { id: string; text?: string }) {
  return text ? (
    <p id={id} className="mt-1 text-sm font-medium text-red-700">
      {text}
    </p>
  ) : null
}

/**
 * The supplier's answer (decision 079), comfortable on a phone: one column of days (title and
 * what happens), then the price, the deposit, when the balance falls due and how long the offer
 * stands. The API checks it all; a refusal is shown under its field, and nothing was changed.
 */
export function QuoteAnswerEditor({
  quote,
  today,
  maxDays,
  onSent,
}: {
  quote: QuoteJson
  today: string
  maxDays: number
  onSent: (q: QuoteJson) => void
}) {
  const id = useId()
  const { t } = usePortalI18n()
  const say = useQuoteMessage()
  const snackbar = useSnackbar()
  const [form, setForm] = useState<AnswerForm>(() => answerFormOf(quote, today))
  const [errors, setErrors] = useState<Errors>({})
  const [busy, setBusy] = useState(false)
  const f = (name: string) => `${id}-${name}`

  function patch(next: Partial<AnswerForm>, field: string) {
    setForm((current) => ({ ...current, ...next }))
    setErrors((current) => ({ ...current, [field]: undefined }))
  }
  function setDay(index: number, next: Partial<AnswerForm['days'][number]>) {
    patch({ days: form.days.map((d, i) => (i === index ? { ...d, ...next } : d)) }, 'itinerary')
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    setBusy(true)
    const reply = await supplierApi.post<QuoteJson>(
      `/api/supplier/quotes/${quote.id}/answer`,
      answerBody(form),
    )
    setBusy(false)
    if (reply.ok) {
      snackbar(say(reply.message ?? ''), 'success')
      onSent(reply.data)
      return
    }
    const field = Object.keys(reply.errors)[0] ?? quoteProblemField(reply.message)
    if (!field) {
      snackbar(say(reply.message), 'error')
      return
    }
    setErrors({ [field]: say(reply.errors[field] ?? reply.message) })
    requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-field="${field}"]`)?.focus())
  }

  const invalid = (field: string) => ({
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `${f(field)}-error` : undefined,
  })

  return (
    <Panel
      title={quote.state === 'requested' ? t('quotes.answerTitle') : t('quotes.changeTitle')}
      id="answer"
    >
      <form onSubmit={submit} noValidate className="grid gap-5" data-quote-answer-form>
        <fieldset className="grid gap-3">
          <legend className="mb-1 text-sm font-bold text-slate-900">{t('quotes.itinerary')}</legend>
          <p className="text-xs text-slate-600">{t('quotes.itineraryHint')}</p>
          {form.days.map((day, index) => (
            <div key={index} className="grid gap-2 rounded-lg border border-slate-200 p-3">
              <div className="flex items-center justify-between gap-2">
                <span className="text-sm font-bold text-brand-800">
                  {t('quotes.day', { day: index + 1 })}
                </span>
                {form.days.length > 1 ? (
                  <button
                    type="button"
                    className={button.small}
                    onClick={() => patch({ days: form.days.filter((_, i) => i !== index) }, 'itinerary')}
                  >
                    {t('quotes.removeDay', { day: index + 1 })}
                  </button>
                ) : null}
              </div>
              <div>
                <label htmlFor={f(`day-${index}-title`)} className={label}>
                  {t('quotes.dayTitle')}
                </label>
                <input
                  id={f(`day-${index}-title`)}
                  data-field={index === 0 ? 'itinerary' : undefined}
                  value={day.title}
                  onChange={(e) => setDay(index, { title: e.target.value })}
                  {...invalid('itinerary')}
                  className={input}
                />
              </div>
              <div>
                <label htmlFor={f(`day-${index}-text`)} className={label}>
                  {t('quotes.dayText')}
                </label>
                <textarea
                  id={f(`day-${index}-text`)}
                  value={day.description}
                  rows={2}
                  onChange={(e) => setDay(index, { description: e.target.value })}
                  className={textarea}
                />
              </div>
            </div>
          ))}
          <FieldError id={`${f('itinerary')}-error`} text={errors.itinerary} />
          {form.days.length < maxDays ? (
            <button
              type="button"
              className={`${button.secondary} justify-self-start`}
              onClick={() => patch({ days: [...form.days, { title: '', description: '' }] }, 'itinerary')}
            >
              {t('quotes.addDay')}
            </button>
          ) : null}
        </fieldset>

        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor={f('total')} className={label}>
              {t('quotes.totalUsd')}
            </label>
            <input
              id={f('total')}
              data-field="total_cents"
              inputMode="decimal"
              value={form.total}
              onChange={(e) => patch({ total: e.target.value }, 'total_cents')}
              {...invalid('total_cents')}
              className={input}
            />
            <FieldError id={`${f('total_cents')}-error`} text={errors.total_cents} />
          </div>
          <fieldset>
            <legend className={label}>{t('quotes.deposit')}</legend>
            <div className="mb-2 flex gap-4 text-sm">
              {(['percent', 'amount'] as const).map((kind) => (
                <label key={kind} className="flex min-h-11 items-center gap-2">
                  <input
                    type="radio"
                    name={f('deposit-kind')}
                    checked={form.depositKind === kind}
                    onChange={() =>
                      patch({ depositKind: kind, deposit: kind === 'percent' ? '20' : '' }, 'deposit')
                    }
                  />
                  {t(kind === 'percent' ? 'quotes.depositPercent' : 'quotes.depositAmount')}
                </label>
              ))}
            </div>
            <label htmlFor={f('deposit')} className="sr-only">
              {t(form.depositKind === 'percent' ? 'quotes.depositPercent' : 'quotes.depositAmount')}
            </label>
            <input
              id={f('deposit')}
              data-field="deposit"
              inputMode="decimal"
              value={form.deposit}
              onChange={(e) => patch({ deposit: e.target.value }, 'deposit')}
              {...invalid('deposit')}
              className={input}
            />
            <FieldError id={`${f('deposit')}-error`} text={errors.deposit} />
          </fieldset>
          <div>
            <label htmlFor={f('balance')} className={label}>
              {t('quotes.balanceDays')}
            </label>
            <input
              id={f('balance')}
              data-field="balance_days_before"
              inputMode="numeric"
              value={form.balanceDays}
              onChange={(e) => patch({ balanceDays: e.target.value }, 'balance_days_before')}
              {...invalid('balance_days_before')}
              className={input}
            />
            <FieldError id={`${f('balance_days_before')}-error`} text={errors.balance_days_before} />
          </div>
          <div>
            <label htmlFor={f('valid')} className={label}>
              {t('quotes.validUntil')}
            </label>
            <input
              id={f('valid')}
              data-field="valid_until"
              type="date"
              min={today}
              max={addDays(today, 90)}
              value={form.validUntil}
              onChange={(e) => patch({ validUntil: e.target.value }, 'valid_until')}
              {...invalid('valid_until')}
              className={input}
            />
            <FieldError id={`${f('valid_until')}-error`} text={errors.valid_until} />
          </div>
        </div>
        <button type="submit" className={`${button.primary} w-full sm:w-auto sm:justify-self-start`}>
          {busy
            ? t('quotes.sending')
            : quote.state === 'requested'
              ? t('quotes.sendQuote')
              : t('quotes.sendAgain')}
        </button>
      </form>
    </Panel>
  )
}
