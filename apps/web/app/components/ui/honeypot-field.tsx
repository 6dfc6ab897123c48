import { HONEYPOT_FIELD } from '@serendib/domain/contact-forms'

/**
 * A field people never see, skip with Tab and screen readers skip; form-filling bots fill it,
 * and the API then answers success and keeps nothing (issue 12). Off-screen rather than
 * `display: none`, which many bots recognise.
 */
export function HoneypotField() {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        Leave this field empty
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  )
}
