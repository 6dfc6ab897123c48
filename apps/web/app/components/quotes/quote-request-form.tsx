import { isTravellerLocale } from '@serendib/domain/i18n/locales'
import { addDays, todayInColombo } from '@serendib/domain/dates'
import { HOTEL_CLASSES, QUOTE_TEXT_MAX, QUOTE_TRAVELLERS_MAX } from '@serendib/domain/quotes'
import { UserType } from '@serendib/domain/user-types'
import { useId, useRef, useState, type FormEvent } from 'react'
import { Form, Link } from 'react-router'
import { authToken, useSession } from '../../lib/auth-session'
import { browserApi } from '../../lib/browser-api'
import { useTranslator } from '../../lib/i18n'
import {
  checkQuoteForm,
  emptyQuoteForm,
  QUOTE_FORM_FIELDS,
  quoteFormValues,
  quoteReplyResult,
  quoteRequestBody,
  type QuoteFormField,
  type QuoteResult,
} from '../../lib/quote-request'
import { useSpecMessage } from '../../lib/spec-message'

export const QUOTE_FORM_ID = 'tailored-quote'

const control =
  'h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-slate-900 aria-[invalid=true]:border-red-700 aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-red-700'
const labelClass = 'mb-1 block text-sm font-semibold text-slate-800'

/**
 * "Request a tailored quote" on a round tour's page (decision 079). A form that works before
 * and without JavaScript (it posts to the tour route's action, as a visitor); with JavaScript the
 * browser sends it itself, with the traveller's token when signed in, so a signed-in customer
 * gives no name or e-mail. Refusals show under their field; success replaces the form.
 */
export function QuoteRequestForm({ activityId, fallback }: { activityId: number; fallback?: QuoteResult }) {
  const id = useId()
  const { t, lp, locale } = useTranslator()
  const tm = useSpecMessage()
  const session = useSession()
  const customer = session.loggedIn && session.user?.user_type === UserType.customer ? session.user : null
  const [result, setResult] = useState<QuoteResult | undefined>(fallback)
  const [busy, setBusy] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)
  const values = result && !result.ok ? result.values : emptyQuoteForm
  const errors = result && !result.ok ? result.errors : {}
  const overall = result && !result.ok && Object.keys(result.errors).length === 0 ? result.message : null
  const today = todayInColombo()

  function show(next: QuoteResult) {
    setResult(next)
    if (next.ok) return
    const first = QUOTE_FORM_FIELDS.find((f) => next.errors[f])
    // After the render that shows the message: the field (or its first choice) gets the focus.
    requestAnimationFrame(() =>
      formRef.current
        ?.querySelector<HTMLElement>(first ? `[name="${first}"]` : '[data-quote-error]')
        ?.focus(),
    )
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    const data = new FormData(event.currentTarget)
    const v = quoteFormValues((name) => data.get(name))
    const problem = checkQuoteForm(v, !customer)
    if (problem) return show(problem)
    setBusy(true)
    const token = customer ? authToken() : null
    const reply = await browserApi.post(
      '/api/quotes',
      quoteRequestBody(activityId, v, !customer, isTravellerLocale(locale) ? locale : undefined),
      {
        ...(token ? { token } : {}),
      },
    )
    setBusy(false)
    show(quoteReplyResult(reply.ok, reply.status, reply.body, v))
  }

  // A field's message goes once the traveller changes that field.
  function clear(field: string) {
    if (result && !result.ok && result.errors[field as QuoteFormField]) {
      const rest = { ...result.errors }
      delete rest[field as QuoteFormField]
      const next = Object.values(rest)[0]
      // The last field message gone: no refusal is left to show (the inputs keep what was typed).
      setResult(next ? { ...result, errors: rest, message: next } : undefined)
    }
  }

  const aria = (field: QuoteFormField) => ({
    name: field,
    id: `${id}-${field}`,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `${id}-${field}-error` : undefined,
  })
  const error = (field: QuoteFormField) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className="mt-1 text-sm font-medium text-red-700">
        {tm(errors[field])}
      </p>
    ) : null

  return (
    <section
      id={QUOTE_FORM_ID}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-24 rounded-2xl border border-brand-100 bg-brand-50/60 p-4 sm:p-6"
    >
      <h2 id={`${id}-title`} className="text-xl font-bold text-slate-900 sm:text-2xl">
        {t('quote.heading')}
      </h2>
      {result?.ok ? (
        <div role="status" className="mt-3 flex flex-col items-start gap-3" data-quote-sent>
          <p className="font-semibold text-emerald-800">{tm(result.message)}</p>
          <div className="flex flex-wrap gap-3">
            <Link
              to={lp('/account/quotes')}
              className="inline-flex h-11 items-center rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
            >
              {t('quote.seeQuotes')}
            </Link>
            <button
              type="button"
              onClick={() => setResult(undefined)}
              className="inline-flex h-11 items-center rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50"
            >
              {t('quote.another')}
            </button>
          </div>
        </div>
      ) : (
        <>
          <p className="mt-1 text-slate-700">{t('quote.intro')}</p>
          <Form
            ref={formRef}
            method="post"
            noValidate
            onSubmit={submit}
            onInput={(event) => clear((event.target as HTMLInputElement).name)}
            className="mt-4 grid gap-4 sm:grid-cols-2"
            data-quote-form
          >
            <input type="hidden" name="intent" value="quote" />
            <div>
              <label htmlFor={`${id}-start_date`} className={labelClass}>
                {t('quote.startDate')}
              </label>
              <input
                {...aria('start_date')}
                type="date"
                min={addDays(today, 1)}
                defaultValue={values.start_date}
                required
                className={control}
              />
              {error('start_date')}
            </div>
            <div>
              <label htmlFor={`${id}-end_date`} className={labelClass}>
                {t('quote.endDate')}
              </label>
              <input
                {...aria('end_date')}
                type="date"
                min={addDays(today, 1)}
                defaultValue={values.end_date}
                className={control}
              />
              {error('end_date')}
            </div>
            <div>
              <label htmlFor={`${id}-adults`} className={labelClass}>
                {t('quote.adults')}
              </label>
              <input
                {...aria('adults')}
                type="number"
                inputMode="numeric"
                min={1}
                max={QUOTE_TRAVELLERS_MAX}
                defaultValue={values.adults}
                required
                className={control}
              />
              {error('adults')}
            </div>
            <div>
              <label htmlFor={`${id}-children`} className={labelClass}>
                {t('quote.children')}
              </label>
              <input
                {...aria('children')}
                type="number"
                inputMode="numeric"
                min={0}
                max={QUOTE_TRAVELLERS_MAX - 1}
                defaultValue={values.children}
                className={control}
              />
              {error('children')}
            </div>
            <fieldset
              className="sm:col-span-2"
              aria-describedby={errors.hotel_class ? `${id}-hotel_class-error` : undefined}
            >
              <legend className={labelClass}>{t('quote.hotelClass')}</legend>
              <div className="grid grid-cols-3 gap-2">
                {HOTEL_CLASSES.map((hotel) => (
                  <label
                    key={hotel}
                    className="flex h-11 cursor-pointer items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-2 text-sm font-semibold text-slate-800 has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:text-brand-800 has-focus-visible:ring-2 has-focus-visible:ring-brand-600"
                  >
                    <input
                      type="radio"
                      name="hotel_class"
                      value={hotel}
                      defaultChecked={values.hotel_class === hotel}
                      className="accent-brand-700"
                    />
                    {t(`quote.hotel.${hotel}`)}
                  </label>
                ))}
              </div>
              {error('hotel_class')}
            </fieldset>
            <div className="sm:col-span-2">
              <label htmlFor={`${id}-wishes`} className={labelClass}>
                {t('quote.wishes')}
              </label>
              <textarea
                {...aria('wishes')}
                aria-describedby={[`${id}-wishes-hint`, errors.wishes ? `${id}-wishes-error` : '']
                  .filter(Boolean)
                  .join(' ')}
                rows={4}
                maxLength={QUOTE_TEXT_MAX}
                defaultValue={values.wishes}
                className={`${control} h-auto py-2`}
              />
              <p id={`${id}-wishes-hint`} className="mt-1 text-xs text-slate-600">
                {t('quote.wishesHint')}
              </p>
              {error('wishes')}
            </div>
            {customer ? (
              <p className="text-sm text-slate-700 sm:col-span-2">
                {t('quote.signedInAs', { email: customer.email })}
              </p>
            ) : (
              <>
                <div>
                  <label htmlFor={`${id}-name`} className={labelClass}>
                    {t('quote.name')}
                  </label>
                  <input
                    {...aria('name')}
                    autoComplete="name"
                    maxLength={200}
                    defaultValue={values.name}
                    required
                    className={control}
                  />
                  {error('name')}
                </div>
                <div>
                  <label htmlFor={`${id}-email`} className={labelClass}>
                    {t('quote.email')}
                  </label>
                  <input
                    {...aria('email')}
                    type="email"
                    autoComplete="email"
                    maxLength={254}
                    defaultValue={values.email}
                    required
                    className={control}
                  />
                  {error('email')}
                </div>
              </>
            )}
            {overall ? (
              <p
                role="alert"
                tabIndex={-1}
                data-quote-error
                className="font-medium text-red-700 sm:col-span-2"
              >
                {overall === 'Something went wrong on our side' ? t('error.title') : tm(overall)}
              </p>
            ) : null}
            <div className="sm:col-span-2">
              <button
                type="submit"
                className="inline-flex h-11 w-full items-center justify-center rounded-lg bg-accent-700 px-5 font-semibold text-white hover:bg-accent-800 sm:w-auto"
              >
                {busy ? t('quote.sending') : t('quote.send')}
              </button>
            </div>
          </Form>
        </>
      )}
    </section>
  )
}
