import { NeedsJavaScript } from '../ui/needs-javascript'

/** What account pages show until the browser has read the session (it is not on the server). */
export function AccountFallback() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 text-center text-slate-600">
      <NeedsJavaScript>
        Your account is opened by your browser with JavaScript (the login is kept there). Turn JavaScript on
        to see your bookings, reviews and favourites.
      </NeedsJavaScript>
      <p role="status" className="noscript:hidden">
        Loading your account…
      </p>
    </div>
  )
}
