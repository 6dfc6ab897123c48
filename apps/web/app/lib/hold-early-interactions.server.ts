/**
 * The inline script at the top of <head> (decision 019): before hydration it holds the last
 * click on a button that only works with the page's script (`type="button"`) and the last
 * submission of a form without an action, marks that control `data-held`, and leaves it in
 * `window.__heldInteraction` for `releaseEarlyInteractions` (early-interactions.ts) to replay.
 * Links, popover buttons and forms with an action are left to the browser: they work as HTML.
 */
function holdEarlyInteractions() {
  const root = document.documentElement
  const hold = (event: Event, held: NonNullable<Window['__heldInteraction']>) => {
    event.preventDefault()
    // React's listeners, if already attached, would run the handler half-hydrated.
    event.stopImmediatePropagation()
    window.__heldInteraction?.element.removeAttribute('data-held')
    window.__heldInteraction = held
    held.element.setAttribute('data-held', '')
  }
  addEventListener(
    'click',
    (event) => {
      if (root.hasAttribute('data-hydrated')) return
      const button = (event.target as Element | null)?.closest?.('button')
      // Submit buttons are their form's business (below).
      if (!button || button.type !== 'button' || button.disabled) return
      if (button.hasAttribute('popovertarget') || button.hasAttribute('commandfor')) return
      hold(event, { element: button, kind: 'click', submitter: null })
    },
    true,
  )
  addEventListener(
    'submit',
    (event) => {
      if (root.hasAttribute('data-hydrated')) return
      const form = event.target as HTMLFormElement
      // A form with an action (search, filters, subscriptions) goes to the server as it is.
      if (form.hasAttribute('action')) return
      const submitter = (event as SubmitEvent).submitter as HTMLElement | null
      hold(event, { element: submitter ?? form, kind: 'submit', submitter })
    },
    true,
  )
}

/**
 * The script's source. It runs in the browser, serialised: it must not use anything from this
 * module (hence the attribute names written out; early-interactions.ts names the same ones).
 */
export const holdEarlyInteractionsScript = `(${String(holdEarlyInteractions)})()`
