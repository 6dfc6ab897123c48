import altchaCss from 'altcha/altcha.css?url'
import { CaptchaField } from './captcha-field'

/**
 * The security check a log-in form shows once the server asks for it (decision 030). The
 * widget's stylesheet comes with it (React hoists the link), so pages that never need it skip it.
 */
export function LoginCaptcha({ id, onChange }: { id: string; onChange: (payload: string) => void }) {
  return (
    <>
      <link rel="stylesheet" href={altchaCss} precedence="default" />
      <CaptchaField id={id} onChange={onChange} />
    </>
  )
}
