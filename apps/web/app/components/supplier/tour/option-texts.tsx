import type { OptionText } from '@serendib/domain/api/tour-translations'
import { needsTranslation, type ContentLocale } from '@serendib/domain/i18n/content'
import { usePortalI18n } from '../../../lib/supplier/portal-i18n'
import { input, label as labelClass } from '../ui'
import { FieldError, fieldId } from './controls'

/** A language's texts of the options, aligned with the English ones ('' where none). */
export const blankOptionTexts = (english: OptionText[], texts: OptionText[] | undefined): OptionText[] =>
  english.map(
    (option, i) =>
      texts?.[i] ?? { id: option.id, name: '', description: '', tiers: option.tiers.map(() => '') },
  )

/** Whether something of the option still shows English (as the API counts, decision 088). */
export function optionStillEnglish(english: OptionText, text: OptionText | undefined): boolean {
  const open = (en: string, tr: string | undefined) => needsTranslation(en) && !tr?.trim()
  return (
    open(english.name, text?.name) ||
    open(english.description, text?.description) ||
    english.tiers.some((tier, i) => open(tier, text?.tiers[i]))
  )
}

/** The options a language still shows in English. */
export const untranslatedOptions = (english: OptionText[], texts: OptionText[] | undefined) =>
  english.filter((option, i) => optionStillEnglish(option, texts?.[i]))

/** The PUT body's options of one language: every option, tiers named by their English name. */
export const optionTextsBody = (english: OptionText[], texts: OptionText[] | undefined) =>
  blankOptionTexts(english, texts).map((text, i) => ({
    id: text.id,
    name: text.name,
    description: text.description,
    tiers: english[i]!.tiers.map((tier, j) => ({ english: tier, name: text.tiers[j] ?? '' })),
  }))

/**
 * Every option of the tour in one language, its name, description and vehicle tiers' names each
 * beside its English (decision 088), in the Languages step with the tour's other texts.
 */
export function OptionTexts({
  locale,
  english,
  texts,
  errors,
  onChange,
}: {
  locale: ContentLocale
  english: OptionText[]
  texts: OptionText[]
  errors: Record<string, string>
  onChange: (next: OptionText[]) => void
}) {
  const { t } = usePortalI18n()
  const all = blankOptionTexts(english, texts)
  const change = (i: number, next: OptionText) => onChange(all.map((text, n) => (n === i ? next : text)))
  return (
    <fieldset className="grid gap-3">
      <legend className={labelClass}>{t('step.options')}</legend>
      <ol className="grid gap-3">
        {english.map((option, i) => {
          const text = all[i]!
          const field = (
            key: string,
            path: string,
            label: string,
            englishText: string,
            value: string,
            set: (value: string) => void,
            multiline = false,
          ) => {
            const id = fieldId(path)
            const Control = multiline ? 'textarea' : 'input'
            return (
              <div key={key} className="grid gap-1">
                <label htmlFor={id} className="text-sm text-slate-800">
                  {label}
                </label>
                <Control
                  id={id}
                  lang={locale}
                  className={multiline ? `${input} h-auto py-2` : input}
                  {...(multiline ? { rows: 2 } : {})}
                  value={value}
                  aria-invalid={errors[path] ? true : undefined}
                  aria-describedby={errors[path] ? `${id}-error` : `${id}-english`}
                  onChange={(e) => set(e.target.value)}
                />
                <p id={`${id}-english`} className="text-xs break-words text-slate-600">
                  <span className="font-semibold">{t('lang.english')}:</span>{' '}
                  <span lang="en">{englishText || '—'}</span>
                </p>
                <FieldError path={path} errors={errors} />
              </div>
            )
          }
          const base = `translations.${locale}.options.${i}`
          return (
            <li
              key={option.id}
              className="grid gap-2 rounded-lg border border-slate-200 p-3"
              data-option-text
            >
              <p className="text-sm font-semibold text-slate-900">
                {t('options.heading', { number: i + 1 })}
                {optionStillEnglish(option, text) ? (
                  <span className="ml-2 rounded-full bg-amber-100 px-2 text-xs font-semibold text-amber-900">
                    {t('lang.stillEnglish')}
                  </span>
                ) : null}
              </p>
              {field('name', `${base}.name`, t('options.name'), option.name, text.name, (name) =>
                change(i, { ...text, name }),
              )}
              {option.description.trim()
                ? field(
                    'description',
                    `${base}.description`,
                    t('options.description'),
                    option.description,
                    text.description,
                    (description) => change(i, { ...text, description }),
                    true,
                  )
                : null}
              {option.tiers.map((tier, j) =>
                field(
                  `tier-${j}`,
                  `${base}.tiers.${j}.name`,
                  t('options.vehicle', { number: j + 1 }),
                  tier,
                  text.tiers[j] ?? '',
                  (name) =>
                    change(i, {
                      ...text,
                      tiers: option.tiers.map((_, n) => (n === j ? name : (text.tiers[n] ?? ''))),
                    }),
                ),
              )}
            </li>
          )
        })}
      </ol>
    </fieldset>
  )
}
