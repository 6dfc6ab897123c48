import { createReadableStreamFromReadable } from '@react-router/node'
import { isbot } from 'isbot'
import { PassThrough } from 'node:stream'
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server'
import { ServerRouter, type EntryContext, type RouterContextProvider } from 'react-router'

import { cspNonceContext } from './lib/csp-nonce'
import { hydrateAfterFirstPaint } from './lib/hydrate-after-paint.server'
import { holdEarlyInteractionsScript } from './lib/hold-early-interactions.server'
import { demoNoticeScript } from './lib/demo-notice.server'

// The server sets per-request values on these tokens; see lib/api-context.ts and lib/csp-nonce.ts.
export { apiContext } from './lib/api-context'
export { cspNonceContext } from './lib/csp-nonce'

export const streamTimeout = 5_000

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders })
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    const userAgent = request.headers.get('user-agent')
    // Crawlers get the whole document at once; people get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady'

    const nonce = loadContext.get(cspNonceContext) || undefined

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000)

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        [readyOption]() {
          shellRendered = true
          const body = new PassThrough({
            final(callback) {
              // Drop the timer once the stream ends so it does not keep the closure alive.
              clearTimeout(timeoutId)
              timeoutId = undefined
              callback()
            },
          })
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
          pipe(
            hydrateAfterFirstPaint({
              nonce,
              headScript: `${holdEarlyInteractionsScript};${demoNoticeScript}`,
            }),
          ).pipe(body)
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          )
        },
        onShellError(error: unknown) {
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          // Errors before the shell reject above and are logged by React Router; only log later ones.
          if (shellRendered) console.error(error)
        },
      },
    )
  })
}
