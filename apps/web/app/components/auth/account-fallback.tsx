/** What account pages show until the browser has read the session (it is not on the server). */
export function AccountFallback() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 text-center text-slate-600" role="status">
      Loading your account…
    </div>
  )
}
