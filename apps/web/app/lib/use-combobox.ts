import { useEffect, useRef, useState, type ChangeEvent, type KeyboardEvent, type MouseEvent } from 'react'
import { browserApi } from './browser-api'

export interface ComboboxConfig<T, Body> {
  /** The input's id; the listbox is `${id}-list` and option i is `${id}-opt-${i}`. */
  id: string
  initialText?: string
  /**
   * The API path that suggests options for the trimmed text, or null when this text needs no
   * suggestions (too short, or already the chosen option). Called while rendering: keep it pure.
   */
  requestPath: (query: string) => string | null
  /** The options in a successful reply; a malformed body should give []. */
  readOptions: (body: Body) => T[]
  debounceMs: number
  /**
   * An option chosen: Enter on the highlighted one, or `select` (an option's click calls it, or
   * closes the list and leaves the navigation to its link).
   */
  onSelect: (option: T) => void
  /** The text the box shows once `option` is chosen; without it the text stays as typed. */
  optionText?: (option: T) => string
  /** Every change of the text by the visitor: typing, or Escape emptying the box. */
  onTextChange?: (text: string) => void
  /** A failed suggestion call; without it the box just shows no options. */
  onFailure?: () => void
}

export interface Combobox<T> {
  text: string
  /** The options answering the current text (empty until its reply arrives). */
  options: T[]
  /** Index of the highlighted option, -1 for none. */
  active: number
  /** The popup is open with at least one option. */
  expanded: boolean
  /** The popup is open and the reply for the current text is in, options or not. */
  answered: boolean
  select: (option: T) => void
  close: () => void
  inputProps: {
    id: string
    role: 'combobox'
    'aria-autocomplete': 'list'
    'aria-expanded': boolean
    'aria-controls': string
    'aria-activedescendant': string | undefined
    autoComplete: 'off'
    value: string
    onChange: (event: ChangeEvent<HTMLInputElement>) => void
    onFocus: () => void
    onBlur: () => void
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void
  }
  listboxProps: { id: string; role: 'listbox'; hidden: boolean }
  optionProps: (index: number) => {
    id: string
    role: 'option'
    'aria-selected': boolean
    onMouseDown: (event: MouseEvent) => void
  }
}

/** The option Up (-1) or Down (+1) highlights: from none to the first or last, then wrapping. */
export function moveActive(active: number, step: 1 | -1, count: number): number {
  if (active < 0) return step > 0 ? 0 : count - 1
  return (active + step + count) % count
}

/**
 * The WAI-ARIA combobox pattern (editable input, listbox popup, aria-activedescendant) shared
 * by every suggestion box: debounced requests through browserApi, a reply to older text never
 * shown, Up/Down moving through the options (wrapping), Enter choosing the highlighted one and
 * Escape closing the popup, then emptying the box. Enter without a highlighted option is left
 * alone, so the surrounding form submits.
 */
export function useCombobox<T, Body>(config: ComboboxConfig<T, Body>): Combobox<T> {
  const { id, requestPath, debounceMs } = config
  const [text, setText] = useState(config.initialText ?? '')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  // Replies are kept with the path they answer, so options for other text are never shown.
  const [reply, setReply] = useState<{ path: string; options: T[] } | null>(null)
  const latest = useRef(0)
  // The delayed request reads the newest callbacks without restarting the debounce when they change.
  const callbacks = useRef(config)
  useEffect(() => {
    callbacks.current = config
  })

  const path = requestPath(text.trim())
  const current = path !== null && reply?.path === path
  const options = current ? reply.options : []
  const answered = open && current
  const expanded = answered && options.length > 0

  useEffect(() => {
    // Every change bumps `latest`, so a reply to an older request is dropped when it arrives late.
    const request = ++latest.current
    if (!open || path === null) return
    const timer = window.setTimeout(async () => {
      const response = await browserApi.get<Body>(path)
      if (request !== latest.current) return
      if (!response.ok) callbacks.current.onFailure?.()
      setReply({ path, options: response.ok ? callbacks.current.readOptions(response.body) : [] })
      setActive(-1)
    }, debounceMs)
    return () => window.clearTimeout(timer)
  }, [path, open, debounceMs])

  function changeText(next: string) {
    setText(next)
    setActive(-1)
    config.onTextChange?.(next)
  }

  function close() {
    setOpen(false)
    setActive(-1)
  }

  function select(option: T) {
    close()
    if (config.optionText) setText(config.optionText(option))
    config.onSelect(option)
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = options.length
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (count === 0) return
      event.preventDefault()
      setOpen(true)
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive((at) => moveActive(at, step, count))
    } else if (event.key === 'Enter' && expanded && active >= 0 && options[active]) {
      event.preventDefault()
      select(options[active])
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault()
        close()
      } else if (text) {
        event.preventDefault()
        changeText('')
      }
    }
  }

  const listId = `${id}-list`
  const optionId = (index: number) => `${id}-opt-${index}`
  return {
    text,
    options,
    active,
    expanded,
    answered,
    select,
    close,
    inputProps: {
      id,
      role: 'combobox',
      'aria-autocomplete': 'list',
      'aria-expanded': expanded,
      'aria-controls': listId,
      'aria-activedescendant': expanded && active >= 0 ? optionId(active) : undefined,
      autoComplete: 'off',
      value: text,
      onChange: (event) => {
        changeText(event.target.value)
        setOpen(true)
      },
      onFocus: () => setOpen(true),
      onBlur: close,
      onKeyDown,
    },
    listboxProps: { id: listId, role: 'listbox', hidden: !expanded },
    optionProps: (index) => ({
      id: optionId(index),
      role: 'option',
      'aria-selected': index === active,
      // mousedown would blur the input and close the list before the click lands.
      onMouseDown: (event) => event.preventDefault(),
    }),
  }
}
