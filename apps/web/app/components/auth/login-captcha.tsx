import altchaCss from 'altcha/altcha.css?url'
import { CaptchaField } from './captcha-field'

/**
 * The security check a form shows once the server asks for it (log-in after failures, decision
 * 030; a visitor's further seat hold, decision 032). The widget's stylesheet comes with it (React
 * hoists the link), so pages that never need it skip it.
 */
export function LoginCaptcha({
  id,
  onChange,
  error,
  auto,
}: {
  id: string
  onChange: (payload: string) => void
  error?: string | null
  auto?: 'onfocus' | 'onload'
}) {
  return (
    <>
      <link rel="stylesheet" href={altchaCss} precedence="default" />
      <CaptchaField id={id} onChange={onChange} error={error} auto={auto} />
    </>
  )
}
