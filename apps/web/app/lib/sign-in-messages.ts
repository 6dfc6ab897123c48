/**
 * The sign-in dialog's messages (decision 068): fetched from the address the root loader gives
 * (`/sign-in-messages?lang=…&v=…`) when the dialog first opens, once per address for the page's
 * life; the browser keeps the answer too (its address names its bytes). A failed fetch is
 * forgotten, so the next opening tries again.
 */
const loads = new Map<string, Promise<object>>()

export function loadSignInMessages(href: string): Promise<object> {
  let load = loads.get(href)
  if (!load) {
    load = fetch(href, { headers: { accept: 'application/json' } })
      .then((response) => {
        if (!response.ok) throw new Error(`${href}: ${response.status}`)
        return response.json() as Promise<{ messages: object }>
      })
      .then((body) => body.messages)
    load.catch(() => loads.delete(href))
    loads.set(href, load)
  }
  return load
}
