/** One on/off filter (deals=1, featured=1) as a checkbox of the filter form. */
interface FlagProps {
  name: string
  label: string
  checked: boolean
  onChange: (on: boolean) => void
}

export function FlagCheckbox({ name, label, checked, onChange }: FlagProps) {
  return (
    <label className="flex cursor-pointer items-center gap-2 text-sm font-medium text-slate-800">
      <input
        type="checkbox"
        name={name}
        value="1"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="h-5 w-5 accent-brand-700"
      />
      {label}
    </label>
  )
}
