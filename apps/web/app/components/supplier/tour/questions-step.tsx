import type { BookingQuestion } from '@serendib/domain/booking-questions'
import {
  QUESTION_INPUT_TYPES,
  questionDraftErrors,
  type QuestionInputType,
} from '@serendib/domain/booking-questions'
import { useEffect, useState } from 'react'
import { useSnackbar } from '../../ui/snackbar'
import { usePortalI18n } from '../../../lib/supplier/portal-i18n'
import { useServerMessage } from '../../../lib/supplier/server-messages'
import { supplierApi } from '../../../lib/supplier/supplier-api'
import { button } from '../ui'
import { FieldError, fieldId, SelectField, TextField } from './controls'

/** A question as the form holds it: options as typed, one per line. */
interface Draft {
  key: number
  id: number | null
  label: string
  help_text: string
  input_type: QuestionInputType
  options: string
  required: boolean
  per_traveller: boolean
}

let nextKey = 1
const toDraft = (q: BookingQuestion): Draft => ({
  key: nextKey++,
  id: q.id,
  label: q.label,
  help_text: q.help_text ?? '',
  input_type: q.input_type,
  options: q.options.join('\n'),
  required: q.required,
  per_traveller: q.per_traveller,
})
const blank = (): Draft => ({
  key: nextKey++,
  id: null,
  label: '',
  help_text: '',
  input_type: 'short_text',
  options: '',
  required: false,
  per_traveller: false,
})
const toBody = (d: Draft) => ({
  id: d.id,
  label: d.label,
  help_text: d.help_text,
  input_type: d.input_type,
  options: d.input_type === 'select' ? d.options.split('\n').filter((o) => o.trim()) : [],
  required: d.required,
  per_traveller: d.per_traveller,
})

/**
 * The editor's Booking questions step (issue 33, decision 062): what travellers answer at checkout
 * and resellers through OCTO, per booking or per traveller. Saved on its own (not by the editor's
 * autosave): the whole list at once, in the order shown.
 */
export function QuestionsStep({ tourId }: { tourId: number }) {
  const snackbar = useSnackbar()
  const { t } = usePortalI18n()
  const say = useServerMessage()
  const [drafts, setDrafts] = useState<Draft[] | null>(null)
  const [loadError, setLoadError] = useState<string | null>(null)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    void supplierApi
      .get<{ questions: BookingQuestion[] }>(`/api/supplier/tours/${tourId}/questions`)
      .then((reply) =>
        reply.ok ? setDrafts(reply.data.questions.map(toDraft)) : setLoadError(reply.message),
      )
  }, [tourId])

  if (loadError) return <p className="text-sm text-red-700">{say(loadError)}</p>
  if (!drafts)
    return (
      <p role="status" className="text-sm text-slate-500">
        {t('questions.loading')}
      </p>
    )

  const update = (i: number, patch: Partial<Draft>) => {
    setDrafts(drafts.map((d, n) => (n === i ? { ...d, ...patch } : d)))
    setErrors({})
  }
  const move = (i: number, by: -1 | 1) => {
    const next = [...drafts]
    const [moved] = next.splice(i, 1)
    if (moved) next.splice(i + by, 0, moved)
    setDrafts(next)
  }

  async function save() {
    if (!drafts || busy) return
    const body = drafts.map(toBody)
    const found = questionDraftErrors(body)
    if (Object.keys(found).length) {
      setErrors(found)
      const first = Object.keys(found)[0] as string
      snackbar(say(found[first] as string), 'error')
      document.getElementById(fieldId(first))?.focus()
      return
    }
    setBusy(true)
    const reply = await supplierApi.put<{ questions: BookingQuestion[] }>(
      `/api/supplier/tours/${tourId}/questions`,
      { questions: body },
    )
    setBusy(false)
    if (reply.ok) {
      setDrafts(reply.data.questions.map(toDraft))
      setErrors({})
    } else setErrors(reply.errors)
    snackbar(say(reply.ok ? (reply.message ?? 'Saved') : reply.message), reply.ok ? 'success' : 'error')
  }

  return (
    <div className="grid gap-4">
      <p className="text-sm text-slate-600">{t('questions.intro')}</p>
      {drafts.length === 0 ? <p className="text-sm text-slate-500">{t('questions.none')}</p> : null}
      <ol className="grid gap-4">
        {drafts.map((d, i) => {
          const path = (field: string) => `questions.${i}.${field}`
          return (
            <li key={d.key} className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="text-sm font-bold text-slate-900">
                  {t('questions.heading', { number: i + 1 })}
                </h3>
                <div className="flex flex-wrap gap-2">
                  <button
                    type="button"
                    className={button.small}
                    disabled={i === 0}
                    onClick={() => move(i, -1)}
                    aria-label={t('questions.upLabel', { number: i + 1 })}
                  >
                    {t('questions.up')}
                  </button>
                  <button
                    type="button"
                    className={button.small}
                    disabled={i === drafts.length - 1}
                    onClick={() => move(i, 1)}
                    aria-label={t('questions.downLabel', { number: i + 1 })}
                  >
                    {t('questions.down')}
                  </button>
                  <button
                    type="button"
                    className={button.small}
                    onClick={() => setDrafts(drafts.filter((_, n) => n !== i))}
                    aria-label={t('questions.removeLabel', { number: i + 1 })}
                  >
                    {t('editor.remove')}
                  </button>
                </div>
              </div>
              <div className="grid gap-3 sm:grid-cols-[1fr_14rem]">
                <TextField
                  path={path('label')}
                  label={t('questions.question')}
                  value={d.label}
                  errors={errors}
                  onChange={(label) => update(i, { label })}
                />
                <SelectField
                  path={path('input_type')}
                  label={t('questions.type')}
                  value={d.input_type}
                  options={QUESTION_INPUT_TYPES.map((type) => [type, t(`questionType.${type}`)] as const)}
                  errors={errors}
                  onChange={(input_type) => update(i, { input_type })}
                />
              </div>
              <TextField
                path={path('help_text')}
                label={t('questions.help')}
                value={d.help_text}
                errors={errors}
                onChange={(help_text) => update(i, { help_text })}
              />
              {d.input_type === 'select' ? (
                <TextField
                  path={path('options')}
                  label={t('questions.options')}
                  value={d.options}
                  errors={errors}
                  multiline
                  rows={3}
                  onChange={(options) => update(i, { options })}
                />
              ) : (
                <FieldError path={path('options')} errors={errors} />
              )}
              <div className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-800">
                <label className="inline-flex min-h-11 items-center gap-2">
                  <input
                    type="checkbox"
                    className="size-5"
                    checked={d.required}
                    onChange={(event) => update(i, { required: event.target.checked })}
                  />
                  {t('questions.required')}
                </label>
                <label className="inline-flex min-h-11 items-center gap-2">
                  <input
                    type="checkbox"
                    className="size-5"
                    checked={d.per_traveller}
                    onChange={(event) => update(i, { per_traveller: event.target.checked })}
                  />
                  {t('questions.perTraveller')}
                </label>
              </div>
            </li>
          )
        })}
      </ol>
      <FieldError path="questions" errors={errors} />
      <div className="flex flex-wrap gap-3">
        <button type="button" className={button.secondary} onClick={() => setDrafts([...drafts, blank()])}>
          {t('questions.add')}
        </button>
        <button type="button" className={button.primary} disabled={busy} onClick={() => void save()}>
          {busy ? t('common.saving') : t('questions.save')}
        </button>
      </div>
    </div>
  )
}
