import type React from 'react'

/**
 * HTML invoker commands (<button commandfor="id" command="show-modal">): a button opens or closes
 * a <dialog> without any script, so the control works before and without JavaScript
 * (decision 019). React 19 does not type these attributes yet; written in lower case they reach
 * the HTML as they are.
 */
declare module 'react' {
  // Merging with React's declaration requires its type parameter, used or not.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ButtonHTMLAttributes<T> {
    commandfor?: string
    command?: 'show-modal' | 'close' | 'request-close'
  }
}

/**
 * For browsers that predate invoker commands, a click handler does the same once hydrated.
 * Where the browser knows them it has already acted, so this does nothing.
 */
export function runDialogCommand(id: string, command: 'show-modal' | 'close') {
  if (typeof HTMLButtonElement !== 'undefined' && 'commandForElement' in HTMLButtonElement.prototype) return
  const dialog = document.getElementById(id)
  if (!(dialog instanceof HTMLDialogElement)) return
  if (command === 'show-modal' && !dialog.open) dialog.showModal()
  else if (command === 'close') dialog.close()
}

const TABBABLE = 'a[href], button, input, select, textarea, summary, [tabindex]'

/**
 * onKeyDown for a modal <dialog>: Tab past its last control comes back to its first, and
 * Shift+Tab the other way. The browser already keeps focus out of the inert page behind; left
 * alone, Chrome passes through its own toolbar and the dialog box itself before coming back.
 */
export function wrapTabInDialog(event: React.KeyboardEvent<HTMLDialogElement>) {
  const dialog = event.currentTarget
  if (event.key !== 'Tab' || !dialog.matches(':modal')) return
  const controls = [...dialog.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) => element.tabIndex >= 0 && !element.matches(':disabled') && element.checkVisibility(),
  )
  const first = controls[0]
  const last = controls.at(-1)
  const focused = document.activeElement
  if (!event.shiftKey && focused === last) {
    event.preventDefault()
    first?.focus()
  } else if (event.shiftKey && (focused === first || focused === dialog)) {
    event.preventDefault()
    last?.focus()
  }
}
