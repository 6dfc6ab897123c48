/**
 * Until React has hydrated the page, links, GET forms and forms with an action work as plain
 * HTML (decision 019). What only works with the page's script — a `type="button"` button, a form
 * without an action (booking panel, login) — would silently do nothing, and a controlled field
 * would lose what was typed into it the next time React renders it. Nothing is disabled for that
 * wait: instead, an inline script in <head> (hold-early-interactions.server.ts) holds the last
 * such click or submission, and `releaseEarlyInteractions` (after hydration) hands typed values
 * to React and replays it.
 */

/** Set on <html> once the page has hydrated: for CSS, and for browser automation. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated'
/** On a control whose click or submission waits for hydration (styled as busy). */
export const HELD_ATTRIBUTE = 'data-held'

interface HeldInteraction {
  element: HTMLElement
  kind: 'click' | 'submit'
  submitter: HTMLElement | null
}

declare global {
  interface Window {
    /** Left by the inline script of hold-early-interactions.server.ts. */
    __heldInteraction?: HeldInteraction | null
  }
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

/**
 * What a person typed, ticked or chose before hydration is in the DOM but not in React's state:
 * React keeps the DOM value while hydrating and takes it for the value it rendered. Each such
 * field is reset to the rendered value through the element's own setter (which React watches)
 * and set back with the browser's, then the event React listens to is dispatched, so the
 * field's onChange sees the change as if it had been typed now.
 */
function handTypedValuesToReact() {
  for (const field of document.querySelectorAll<Field>('input, textarea, select')) {
    if (field instanceof HTMLSelectElement) {
      if ([...field.options].some((option) => option.selected !== option.defaultSelected)) {
        field.dispatchEvent(new Event('change', { bubbles: true }))
      }
    } else if (field.type === 'checkbox' || field.type === 'radio') {
      const input = field as HTMLInputElement
      if (input.checked === input.defaultChecked) continue
      // Of a radio group only the newly chosen one is replayed; the browser unticked the other.
      if (input.type === 'radio' && !input.checked) continue
      input.checked = !input.checked
      // A click ticks it again and is the event React reads these changes from.
      input.click()
    } else if (field.type !== 'file' && field.type !== 'hidden' && field.value !== field.defaultValue) {
      const typed = field.value
      field.value = field.defaultValue
      const nativeSetter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set
      nativeSetter?.call(field, typed)
      field.dispatchEvent(new Event('input', { bubbles: true }))
    }
  }
}

/** After hydration (root effect): typed values first, then the held click or submission. */
export function releaseEarlyInteractions() {
  const root = document.documentElement
  if (root.hasAttribute(HYDRATED_ATTRIBUTE)) return
  root.setAttribute(HYDRATED_ATTRIBUTE, '')
  handTypedValuesToReact()
  const held = window.__heldInteraction
  window.__heldInteraction = null
  if (!held) return
  held.element.removeAttribute(HELD_ATTRIBUTE)
  // React renders the handed-over values in a microtask; the replay must see them, so it waits
  // for the next task.
  setTimeout(() => replay(held))
}

function replay(held: HeldInteraction) {
  if (!held.element.isConnected) return
  if (held.kind === 'click') {
    held.element.click()
    return
  }
  const form = held.element instanceof HTMLFormElement ? held.element : held.element.closest('form')
  const submitter = held.submitter && held.submitter.closest('form') === form ? held.submitter : null
  form?.requestSubmit(submitter)
}
