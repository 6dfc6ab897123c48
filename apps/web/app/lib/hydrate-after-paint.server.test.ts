import { Readable } from 'node:stream'
import { text } from 'node:stream/consumers'
import { describe, expect, it } from 'vitest'
import { HELD_SCRIPT_TYPE, hydrateAfterFirstPaint, importOnePerTask } from './hydrate-after-paint.server'

// The shape React Router and React write: preloads hoisted into <head>, the route-module script
// at the end of <body>, streamed data after it.
const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>',
  '<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n0nce"/>',
  '<link rel="modulepreload" href="/assets/root-B.js" nonce="n0nce"/>',
  '<title>Galle — Fort &amp; “Sea”</title></head><body><main><h1>Tours</h1><p>a &lt; b</p></main>',
  '<script nonce="n0nce">window.__reactRouterContext = {"ssr":true};</script>',
  '<script nonce="n0nce" type="module" async="">;\nimport * as route0 from "/assets/root-B.js";\n',
  'window.__reactRouterRouteModules = {"root":route0};\nimport("/assets/entry.client-A.js");</script>',
  '<script nonce="n0nce">window.__reactRouterContext.streamController.enqueue("[1]");</script>',
  '</body></html>',
].join('')

async function rewrite(
  html: string,
  chunkSize: number,
  options?: Parameters<typeof hydrateAfterFirstPaint>[0],
): Promise<string> {
  const bytes = Buffer.from(html)
  const chunks: Buffer[] = []
  for (let at = 0; at < bytes.length; at += chunkSize) chunks.push(bytes.subarray(at, at + chunkSize))
  return text(Readable.from(chunks).pipe(hydrateAfterFirstPaint(options)))
}

describe('hydrateAfterFirstPaint', () => {
  it('holds the module preloads and the route-module script until after the first paint', async () => {
    const out = await rewrite(page, page.length)

    expect(out).not.toContain('rel="modulepreload"')
    expect(out).toContain('<link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>')
    expect(out).toContain(`<script nonce="n0nce" type="${HELD_SCRIPT_TYPE}" async="">`)
    expect(out).not.toContain('type="module"')

    // The starter follows the held script directly, carries the nonce and the preload list.
    const held = out.indexOf(HELD_SCRIPT_TYPE)
    const heldEnd = out.indexOf('</script>', held) + '</script>'.length
    const starter = out.slice(heldEnd, out.indexOf('</script>', heldEnd))
    expect(starter.startsWith('<script nonce="n0nce">')).toBe(true)
    expect(starter).toContain('["/assets/entry.client-A.js","/assets/root-B.js"]')
    expect(starter).toContain('requestAnimationFrame')

    // The held code imports one module graph per task, in the same order.
    const heldCode = out.slice(out.indexOf('>', held) + 1, heldEnd - '</script>'.length)
    expect(heldCode).toContain('const route0 = await import("/assets/root-B.js");')
    expect(heldCode).not.toMatch(/import \* as/)
    expect(heldCode.indexOf('setTimeout(resolve)')).toBeLessThan(heldCode.indexOf('import("/assets/entry'))

    // Everything else is byte for byte what React wrote.
    const untouched = (html: string) =>
      html
        .replace(/<link rel="modulepreload"[^>]*>/g, '')
        .replace(`type="${HELD_SCRIPT_TYPE}"`, 'type="module"')
        .replace(starter + '</script>', '')
    expect(untouched(out)).toBe(
      untouched(page).replace(/;\nimport \* as[^]*?<\/script>/, (code) => importOnePerTask(code)),
    )
  })

  it('gives the same page whatever the chunk boundaries (tags and UTF-8 characters split)', async () => {
    const whole = await rewrite(page, page.length)
    for (const size of [1, 2, 3, 7, 64]) expect(await rewrite(page, size)).toBe(whole)
  })

  it('keeps the module objects React Router expects, as awaited dynamic imports', () => {
    const code = [
      ';',
      'import * as route0 from "/assets/root-B.js";',
      'import * as route1_clientLoader from "/assets/page-loader-C.js";',
      'import * as route1_main from "/assets/page-D.js";',
      'const route1 = {...route1_clientLoader,...route1_main};',
      '  window.__reactRouterRouteModules = {"root":route0,"page":route1};',
      '',
      'import("/assets/entry.client-A.js");',
    ].join('\n')
    const rewritten = importOnePerTask(code)
    expect(rewritten).toContain('const route0 = await import("/assets/root-B.js");')
    expect(rewritten).toContain('const route1_clientLoader = await import("/assets/page-loader-C.js");')
    expect(rewritten).toContain('const route1 = {...route1_clientLoader,...route1_main};')
    expect(rewritten.match(/setTimeout\(resolve\)/g)).toHaveLength(4)
    expect(rewritten.trimEnd().endsWith('import("/assets/entry.client-A.js");')).toBe(true)
  })

  it('puts the head script first in <head>, with the nonce, whatever the chunk boundaries', async () => {
    const options = { nonce: 'n0nce', headScript: 'window.early = 1' }
    const out = await rewrite(page, page.length, options)
    expect(out).toContain('<head><script nonce="n0nce">window.early = 1</script><meta charSet="utf-8"/>')
    expect(out.match(/window\.early/g)).toHaveLength(1)
    for (const size of [1, 5, 64]) expect(await rewrite(page, size, options)).toBe(out)
  })

  it('leaves a page without React Router scripts unchanged', async () => {
    const plain = '<html><body><p>Opps!</p><script nonce="x">1 < 2</script></body></html>'
    expect(await rewrite(plain, 5)).toBe(plain)
  })
})
