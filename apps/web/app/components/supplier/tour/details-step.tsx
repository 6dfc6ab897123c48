import type { TourEditor } from '../../../lib/supplier/use-tour-editor'
import { TextField } from './controls'

const LISTS = [
  ['inclusion', 'Includes', 'One item per line, e.g. “Air-conditioned car with driver”.'],
  ['exclision', 'Excludes', 'One item per line.'],
  ['know_policy', 'Know before you go', 'One item per line.'],
  ['condtions', 'Conditions', 'One item per line.'],
  ['cancel_policy', 'Cancellation policy', 'Shown with the conditions on the tour page.'],
] as const

/** Step 3: the tabs of the public page (Includes, Excludes, Conditions, Know Before You Go) and a phone. */
export function DetailsStep({ editor }: { editor: TourEditor }) {
  const { fields: f, change, errors } = editor
  return (
    <div className="grid gap-4">
      {LISTS.map(([field, label, hint]) => (
        <TextField
          key={field}
          path={field}
          label={label}
          hint={hint}
          multiline
          rows={4}
          value={f[field]}
          errors={errors}
          onChange={(v) => change(field, v)}
        />
      ))}
      <TextField
        path="contact_number"
        label="Contact number on the day"
        type="tel"
        value={f.contact_number ?? ''}
        errors={errors}
        onChange={(v) => change('contact_number', v.trim() ? v : null)}
      />
    </div>
  )
}
