import { StringDecoder } from 'node:string_decoder'
import { Transform, type TransformCallback } from 'node:stream'

/**
 * Hydration starts after the first paint (decisions 016 and 019).
 *
 * React Router's `<Scripts>` puts a `modulepreload` link for every module of the page in the head
 * (around 40 on a tour page, all at High priority) and a module script that imports the routes at
 * once. On a phone's connection those requests share the bandwidth with the one stylesheet and
 * the hero image, and the page paints later. This rewrite of the server's HTML:
 * - drops the `modulepreload` links and remembers their addresses;
 * - turns the route-module script into an inert one (a type the browser does not run);
 * - adds a small script that, once the browser has painted (its first-contentful-paint entry),
 *   adds the same `modulepreload` links and runs the held script as a module, with the nonce;
 * - puts `headScript` (the early-interaction script) first in `<head>`, with the nonce.
 *
 * Until hydration the page works as HTML: links, GET forms and forms with an action; clicks
 * that need the script are held and replayed (decision 019). React skips the extra and retyped
 * `<script>` elements when it hydrates.
 */
/** The start of a tag the rewrite may change. */
const CANDIDATE_TAG = /<(?:head|link|script)[\s>]/g

export function hydrateAfterFirstPaint({ nonce = '', headScript = '' } = {}): Transform {
  const decoder = new StringDecoder('utf8')
  const modules: string[] = []
  let pending = ''
  // After the route-module script's opening tag, everything up to `</script>` is its code.
  let heldScriptNonce: string | null = null
  let heldCode = ''

  function process(text: string, final: boolean): string {
    const input = pending + text
    pending = ''
    const output: string[] = []
    let at = 0
    while (at < input.length) {
      if (heldScriptNonce !== null) {
        const end = input.indexOf('</script>', at)
        if (end === -1) {
          // A `</script>` split across chunks is completed by the next one.
          const keep = final ? 0 : Math.min(input.length - at, '</script>'.length - 1)
          heldCode += input.slice(at, input.length - keep)
          pending = input.slice(input.length - keep)
          if (final) output.push(heldCode)
          break
        }
        const afterEnd = end + '</script>'.length
        heldCode += input.slice(at, end)
        output.push(importOnePerTask(heldCode), '</script>', bootstrapScript(modules, heldScriptNonce))
        heldScriptNonce = null
        heldCode = ''
        at = afterEnd
        continue
      }
      // Only <head>, <link> and <script> tags are ever rewritten: jump from one to the next
      // (a page has a few dozen of them among a thousand tags).
      CANDIDATE_TAG.lastIndex = at
      const tagStart = CANDIDATE_TAG.exec(input)?.index ?? -1
      if (tagStart === -1) {
        // A tag cut off at the chunk's end may be one of them: it waits for the next chunk.
        const last = final ? -1 : input.lastIndexOf('<')
        const cut = last >= at && input.indexOf('>', last) === -1 ? last : input.length
        output.push(input.slice(at, cut))
        pending = input.slice(cut)
        break
      }
      const tagEnd = input.indexOf('>', tagStart)
      if (tagEnd === -1) {
        // An unfinished tag waits for the next chunk (or goes out as it is at the very end).
        output.push(input.slice(at, final ? input.length : tagStart))
        if (!final) pending = input.slice(tagStart)
        break
      }
      output.push(input.slice(at, tagStart), rewriteTag(input.slice(tagStart, tagEnd + 1)))
      at = tagEnd + 1
    }
    return output.join('')
  }

  function rewriteTag(tag: string): string {
    if (headScript && /^<head[\s>]/.test(tag)) return `${tag}${inlineScript(headScript, nonce)}`
    if (tag.startsWith('<link') && /\srel="modulepreload"/.test(tag)) {
      const href = /\shref="([^"]+)"/.exec(tag)?.[1]
      if (href && !modules.includes(href)) modules.push(href)
      return ''
    }
    if (tag.startsWith('<script') && /\stype="module"/.test(tag)) {
      heldScriptNonce = /\snonce="([^"]*)"/.exec(tag)?.[1] ?? ''
      return tag.replace(/\stype="module"/, ` type="${HELD_SCRIPT_TYPE}"`)
    }
    return tag
  }

  return new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
      callback(null, process(decoder.write(chunk), false))
    },
    flush(callback: TransformCallback) {
      callback(null, process(decoder.end(), true))
    },
  })
}

/**
 * React Router's route-module script imports every route module statically, so the browser
 * evaluates all of them (React, the router, the page) in one task of ~40 ms on a fast machine,
 * four times that on a phone. Awaited dynamic imports with a task between them keep the same
 * order and the same module objects, in shorter tasks; the entry (react-dom) gets its own.
 */
export function importOnePerTask(code: string): string {
  const nextTask = 'await new Promise((resolve) => setTimeout(resolve));'
  return code
    .replace(/\bimport \* as (\w+) from ("[^"\n]+");/g, `const $1 = await import($2); ${nextTask}`)
    .replace(/^import\(("[^"\n]+")\);/m, `${nextTask}\nimport($1);`)
}

/** The type the route-module script carries until it runs; browsers ignore unknown types. */
export const HELD_SCRIPT_TYPE = 'text/x-module-after-paint'

function inlineScript(code: string, nonce: string): string {
  return `<script${nonce ? ` nonce="${nonce}"` : ''}>${code}</script>`
}

function bootstrapScript(modules: string[], nonce: string): string {
  // `<` is escaped so no address can close the script element early.
  const args = JSON.stringify(modules).replace(/</g, '\\u003c')
  return inlineScript(`(${String(startModulesAfterPaint)})(${args})`, nonce)
}

/**
 * Runs in the browser, serialised into the page: it must not use anything from this module.
 * The held script sits right before the running one.
 */
function startModulesAfterPaint(modules: string[]) {
  const bootstrap = document.currentScript as HTMLScriptElement
  const held = bootstrap.previousElementSibling as HTMLScriptElement
  let started = false
  const start = () => {
    if (started) return
    started = true
    addPreloads(0)
  }
  // Starting a module fetch costs the main thread about 2 ms here, four times that on a phone:
  // two per task keep every task short (the connections take six at a time anyway).
  const perTask = 2
  const addPreloads = (from: number) => {
    for (const href of modules.slice(from, from + perTask)) {
      const link = document.createElement('link')
      link.rel = 'modulepreload'
      link.href = href
      document.head.append(link)
    }
    if (from + perTask < modules.length) {
      setTimeout(() => addPreloads(from + perTask), 0)
      return
    }
    const script = document.createElement('script')
    script.type = 'module'
    script.nonce = bootstrap.nonce
    script.textContent = held.textContent
    bootstrap.after(script)
  }
  // Start once the browser reports its first contentful paint; where it cannot report paints,
  // after the next frame (the frame callback runs just before a paint, its task just after).
  if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return
      observer.disconnect()
      setTimeout(start, 0)
    }).observe({ type: 'paint', buffered: true })
  } else {
    requestAnimationFrame(() => setTimeout(start, 0))
  }
  setTimeout(start, 2000)
}
