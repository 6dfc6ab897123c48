import type { TourTranslations } from '@serendib/domain/api/tour-translations'
import {
  CONTENT_LOCALES,
  GUIDE_LANGUAGES,
  guideLanguageName,
  ITINERARY_TRANSLATION_FIELDS,
  needsTranslation,
  TOUR_TRANSLATION_FIELDS,
  type ContentLocale,
  type TourTranslationField,
} from '@serendib/domain/i18n/content'
import type { PortalMessageId } from '@serendib/domain/i18n/portal/en'
import { useEffect, useState } from 'react'
import { useSnackbar } from '../../ui/snackbar'
import { usePortalI18n } from '../../../lib/supplier/portal-i18n'
import { useServerMessage } from '../../../lib/supplier/server-messages'
import { supplierApi } from '../../../lib/supplier/supplier-api'
import { button, input, label as labelClass } from '../ui'
import { FieldError, fieldId } from './controls'
import { blankOptionTexts, OptionTexts, optionTextsBody, untranslatedOptions } from './option-texts'

type Texts = Record<string, Record<TourTranslationField, string>>
type ItineraryText = TourTranslations['english_itinerary'][number]
type ItineraryTexts = Record<string, ItineraryText[]>
type OptionTextList = TourTranslations['english_options']

const fieldLabel = (field: TourTranslationField): PortalMessageId =>
  field === 'title' ? 'basics.title' : field === 'overview' ? 'basics.overview' : `details.${field}`

const blankText = () =>
  Object.fromEntries(TOUR_TRANSLATION_FIELDS.map((f) => [f, ''])) as Record<TourTranslationField, string>

/** What a language still shows in English: fields with English text and no translation (as the API counts). */
export function untranslatedFields(
  english: Record<TourTranslationField, string>,
  text: Record<TourTranslationField, string> | undefined,
): TourTranslationField[] {
  return TOUR_TRANSLATION_FIELDS.filter((f) => english[f].trim() && !text?.[f]?.trim())
}

/** Items a language still shows in English: a field with English words and no translation (as the API counts). */
export function untranslatedItems(
  english: ItineraryText[],
  texts: ItineraryText[] | undefined,
): ItineraryText[] {
  return english.filter((item, i) =>
    ITINERARY_TRANSLATION_FIELDS.some((f) => needsTranslation(item[f]) && !texts?.[i]?.[f].trim()),
  )
}

/**
 * The editor's Languages step (issue 31, decisions 076 and 078): which languages the guides speak,
 * and the tour's title, overview and lists in each traveller language, each field beside its
 * English. Every language says what is still English. Saved on its own, like booking questions.
 */
export function LanguagesStep({ tourId }: { tourId: number }) {
  const snackbar = useSnackbar()
  const { t } = usePortalI18n()
  const say = useServerMessage()
  const [data, setData] = useState<TourTranslations | null>(null)
  const [loadError, setLoadError] = useState<string | null>(null)
  const [guides, setGuides] = useState<string[]>([])
  const [texts, setTexts] = useState<Texts>({})
  const [itineraries, setItineraries] = useState<ItineraryTexts>({})
  const [optionTexts, setOptionTexts] = useState<Record<string, OptionTextList>>({})
  const [locale, setLocale] = useState<ContentLocale>(CONTENT_LOCALES[0]!)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)

  const take = (fresh: TourTranslations) => {
    setData(fresh)
    setGuides(fresh.guide_languages)
    setTexts(
      Object.fromEntries(CONTENT_LOCALES.map((l) => [l, { ...blankText(), ...fresh.translations[l] }])),
    )
    setItineraries(
      Object.fromEntries(
        CONTENT_LOCALES.map((l) => [
          l,
          fresh.english_itinerary.map(
            (item, i) => fresh.itinerary[l]?.[i] ?? { id: item.id, label: '', summery: '' },
          ),
        ]),
      ),
    )
    setOptionTexts(
      Object.fromEntries(
        CONTENT_LOCALES.map((l) => [l, blankOptionTexts(fresh.english_options, fresh.options[l])]),
      ),
    )
  }

  useEffect(() => {
    void supplierApi
      .get<TourTranslations>(`/api/supplier/tours/${tourId}/translations`)
      .then((reply) => (reply.ok ? take(reply.data) : setLoadError(reply.message)))
  }, [tourId])

  if (loadError) return <p className="text-sm text-red-700">{say(loadError)}</p>
  if (!data)
    return (
      <p role="status" className="text-sm text-slate-500">
        {t('lang.loading')}
      </p>
    )

  const english = data.english
  const current = texts[locale] ?? blankText()
  const missing = untranslatedFields(english, current)
  const currentItinerary = itineraries[locale] ?? []
  const missingItems = untranslatedItems(data.english_itinerary, currentItinerary)
  const currentOptions = optionTexts[locale] ?? []
  const missingOptions = untranslatedOptions(data.english_options, currentOptions)
  const leftIn = (code: ContentLocale) =>
    untranslatedFields(english, texts[code]).length +
    untranslatedItems(data.english_itinerary, itineraries[code]).length +
    untranslatedOptions(data.english_options, optionTexts[code]).length
  const name = guideLanguageName(locale)
  const englishOptions = data.english_options

  async function save() {
    if (busy) return
    setBusy(true)
    const reply = await supplierApi.put<TourTranslations>(`/api/supplier/tours/${tourId}/translations`, {
      guide_languages: guides,
      translations: Object.fromEntries(
        CONTENT_LOCALES.map((l) => [
          l,
          {
            ...texts[l],
            itinerary: itineraries[l] ?? [],
            options: optionTextsBody(englishOptions, optionTexts[l]),
          },
        ]),
      ),
    })
    setBusy(false)
    if (reply.ok) {
      take(reply.data)
      setErrors({})
    } else setErrors(reply.errors)
    snackbar(
      say(reply.ok ? (reply.message ?? t('common.saved')) : reply.message),
      reply.ok ? 'success' : 'error',
    )
  }

  return (
    <div className="grid gap-5">
      <p className="text-sm text-slate-600">{t('lang.intro')}</p>
      <fieldset id={fieldId('guide_languages')}>
        <legend className={labelClass}>{t('lang.guides')}</legend>
        <div className="flex flex-wrap gap-2">
          {GUIDE_LANGUAGES.map((code) => {
            const on = guides.includes(code)
            return (
              <label
                key={code}
                className={`flex items-center gap-2 rounded-full border px-3 py-1.5 text-sm has-focus-visible:ring-2 has-focus-visible:ring-brand-600 ${
                  on
                    ? 'border-brand-700 bg-brand-50 font-semibold text-brand-900'
                    : 'border-slate-300 bg-white'
                }`}
              >
                <input
                  type="checkbox"
                  className="h-4 w-4 accent-brand-700"
                  checked={on}
                  onChange={() => {
                    setGuides(on ? guides.filter((g) => g !== code) : [...guides, code])
                    setErrors({})
                  }}
                />
                <span lang={code}>{guideLanguageName(code)}</span>
              </label>
            )
          })}
        </div>
        <FieldError path="guide_languages" errors={errors} />
      </fieldset>

      <section aria-labelledby="translations-title" className="grid gap-3">
        <h3 id="translations-title" className="text-base font-bold">
          {t('lang.texts')}
        </h3>
        <ul className="flex flex-wrap gap-2">
          {CONTENT_LOCALES.map((code) => {
            const left = leftIn(code)
            return (
              <li key={code}>
                <button
                  type="button"
                  aria-pressed={code === locale}
                  onClick={() => setLocale(code)}
                  className={`flex min-h-11 flex-col items-start rounded-lg border px-3 py-1.5 text-left text-sm ${
                    code === locale
                      ? 'border-brand-700 bg-brand-700 text-white'
                      : 'border-slate-300 bg-white text-slate-800'
                  }`}
                >
                  <span lang={code} className="font-semibold">
                    {guideLanguageName(code)}
                  </span>
                  <span
                    className={`text-xs ${code === locale ? 'text-white' : left ? 'text-amber-900' : 'text-emerald-800'}`}
                  >
                    {left ? t('lang.missing', { count: left }) : t('lang.done')}
                  </span>
                </button>
              </li>
            )
          })}
        </ul>
        <div
          aria-live="polite"
          className={`rounded-lg p-3 text-sm ${missing.length || missingItems.length || missingOptions.length ? 'bg-amber-50 text-amber-950' : 'bg-emerald-50 text-emerald-950'}`}
        >
          {missing.length || missingItems.length || missingOptions.length ? (
            <>
              <span className="font-semibold">{t('lang.missingIn', { language: name })}</span>{' '}
              {[
                ...missing.map((f) => t(fieldLabel(f))),
                ...(missingItems.length ? [t('lang.itineraryItems', { count: missingItems.length })] : []),
                ...(missingOptions.length ? [t('lang.options', { count: missingOptions.length })] : []),
              ].join(', ')}
            </>
          ) : (
            t('lang.complete', { language: name })
          )}
        </div>
        <div className="grid gap-4" key={locale}>
          <h4 className="text-sm font-bold text-slate-900">{t('lang.editing', { language: name })}</h4>
          {TOUR_TRANSLATION_FIELDS.map((field) => {
            const path = `translations.${locale}.${field}`
            const id = fieldId(path)
            const value = current[field]
            const change = (next: string) => {
              setTexts({ ...texts, [locale]: { ...current, [field]: next } })
              setErrors({})
            }
            return (
              <div key={field} className="grid gap-1">
                <label htmlFor={id} className={labelClass}>
                  {t(fieldLabel(field))}
                  {english[field].trim() && !value.trim() ? (
                    <span className="ml-2 rounded-full bg-amber-100 px-2 text-xs font-semibold text-amber-900">
                      {t('lang.stillEnglish')}
                    </span>
                  ) : null}
                </label>
                {field === 'title' ? (
                  <input
                    id={id}
                    lang={locale}
                    className={input}
                    value={value}
                    aria-invalid={errors[path] ? true : undefined}
                    aria-describedby={errors[path] ? `${id}-error` : `${id}-english`}
                    onChange={(e) => change(e.target.value)}
                  />
                ) : (
                  <textarea
                    id={id}
                    lang={locale}
                    rows={field === 'overview' ? 6 : 3}
                    className={`${input} h-auto py-2`}
                    value={value}
                    aria-invalid={errors[path] ? true : undefined}
                    aria-describedby={errors[path] ? `${id}-error` : `${id}-english`}
                    onChange={(e) => change(e.target.value)}
                  />
                )}
                <details id={`${id}-english`} className="text-xs text-slate-600">
                  <summary className="cursor-pointer font-semibold">{t('lang.english')}</summary>
                  {english[field].trim() ? (
                    <p lang="en" className="mt-1 max-h-40 overflow-y-auto whitespace-pre-line break-words">
                      {english[field]}
                    </p>
                  ) : (
                    <p className="mt-1">{t('lang.noEnglish')}</p>
                  )}
                </details>
                <FieldError path={path} errors={errors} />
              </div>
            )
          })}
          {data.english_itinerary.length ? (
            <ItineraryTexts
              locale={locale}
              english={data.english_itinerary}
              texts={currentItinerary}
              errors={errors}
              onChange={(next) => {
                setItineraries({ ...itineraries, [locale]: next })
                setErrors({})
              }}
            />
          ) : null}
          {data.english_options.length ? (
            <OptionTexts
              locale={locale}
              english={data.english_options}
              texts={currentOptions}
              errors={errors}
              onChange={(next) => {
                setOptionTexts({ ...optionTexts, [locale]: next })
                setErrors({})
              }}
            />
          ) : null}
        </div>
      </section>
      <div>
        <button type="button" className={button.primary} disabled={busy} onClick={() => void save()}>
          {busy ? t('common.saving') : t('lang.save')}
        </button>
      </div>
    </div>
  )
}

/** Every itinerary item of the tour in one language, each beside its English (decision 083). */
function ItineraryTexts({
  locale,
  english,
  texts,
  errors,
  onChange,
}: {
  locale: ContentLocale
  english: ItineraryText[]
  texts: ItineraryText[]
  errors: Record<string, string>
  onChange: (next: ItineraryText[]) => void
}) {
  const { t } = usePortalI18n()
  return (
    <fieldset className="grid gap-3">
      <legend className={labelClass}>{t('step.itinerary')}</legend>
      <ol className="grid gap-3">
        {english.map((item, i) => {
          const text = texts[i] ?? { id: item.id, label: '', summery: '' }
          const stillEnglish = ITINERARY_TRANSLATION_FIELDS.some(
            (f) => needsTranslation(item[f]) && !text[f].trim(),
          )
          return (
            <li
              key={item.id}
              className="grid gap-2 rounded-lg border border-slate-200 p-3"
              data-itinerary-item
            >
              <p className="text-sm font-semibold text-slate-900">
                {t('lang.itineraryItem', { number: i + 1 })}
                {stillEnglish ? (
                  <span className="ml-2 rounded-full bg-amber-100 px-2 text-xs font-semibold text-amber-900">
                    {t('lang.stillEnglish')}
                  </span>
                ) : null}
              </p>
              {ITINERARY_TRANSLATION_FIELDS.map((field) => {
                const path = `translations.${locale}.itinerary.${i}.${field}`
                const id = fieldId(path)
                const Control = field === 'label' ? 'input' : 'textarea'
                return (
                  <div key={field} className="grid gap-1">
                    <label htmlFor={id} className="text-sm text-slate-800">
                      {t(field === 'label' ? 'itinerary.title' : 'itinerary.summary')}
                    </label>
                    <Control
                      id={id}
                      lang={locale}
                      className={field === 'label' ? input : `${input} h-auto py-2`}
                      {...(field === 'label' ? {} : { rows: 2 })}
                      value={text[field]}
                      aria-invalid={errors[path] ? true : undefined}
                      aria-describedby={errors[path] ? `${id}-error` : `${id}-english`}
                      onChange={(e) =>
                        onChange(
                          english.map((_, n) =>
                            n === i
                              ? { ...text, [field]: e.target.value }
                              : (texts[n] ?? { id: english[n]!.id, label: '', summery: '' }),
                          ),
                        )
                      }
                    />
                    <p id={`${id}-english`} className="text-xs break-words text-slate-600">
                      <span className="font-semibold">{t('lang.english')}:</span>{' '}
                      <span lang="en">{item[field] || '—'}</span>
                    </p>
                    <FieldError path={path} errors={errors} />
                  </div>
                )
              })}
            </li>
          )
        })}
      </ol>
    </fieldset>
  )
}
