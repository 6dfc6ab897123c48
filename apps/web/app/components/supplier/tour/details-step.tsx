import type { PortalMessageId } from '@serendib/domain/i18n/portal/en'
import { usePortalI18n } from '../../../lib/supplier/portal-i18n'
import type { TourEditor } from '../../../lib/supplier/use-tour-editor'
import { TextField } from './controls'

const LISTS = [
  ['inclusion', 'details.inclusionHint'],
  ['exclision', 'details.perLine'],
  ['know_policy', 'details.perLine'],
  ['condtions', 'details.perLine'],
  ['cancel_policy', 'details.cancelHint'],
] as const satisfies (readonly [string, PortalMessageId])[]

/** Step 3: the tabs of the public page (Includes, Excludes, Conditions, Know Before You Go), where to meet and a phone. */
export function DetailsStep({ editor }: { editor: TourEditor }) {
  const { fields: f, change, errors } = editor
  const { t } = usePortalI18n()
  return (
    <div className="grid gap-4">
      {LISTS.map(([field, hint]) => (
        <TextField
          key={field}
          path={field}
          label={t(`details.${field}`)}
          hint={t(hint)}
          multiline
          rows={4}
          value={f[field]}
          errors={errors}
          onChange={(v) => change(field, v)}
        />
      ))}
      <TextField
        path="meeting_point"
        label={t('details.meeting_point')}
        hint={t('details.meetingPointHint')}
        multiline
        rows={2}
        value={f.meeting_point}
        errors={errors}
        onChange={(v) => change('meeting_point', v)}
      />
      <TextField
        path="contact_number"
        label={t('details.contact')}
        type="tel"
        value={f.contact_number ?? ''}
        errors={errors}
        onChange={(v) => change('contact_number', v.trim() ? v : null)}
      />
    </div>
  )
}
