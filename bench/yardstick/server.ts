/**
 * The yardstick of `npm run bench:floor` (issue 34): a minimal React Router + Fastify app with the
 * same react, react-dom, react-router and @mcansh/react-router-fastify as the marketplace (they are
 * the workspace's own packages, pinned by package-lock.json), rendering about as many elements as
 * the page it stands beside. It is what a fresh app on this stack costs: a root route with a
 * loader and a layout (meta, links, scripts), a child route whose loader returns the items it
 * renders, React Router's default streaming entry, and @fastify/compress at its defaults.
 *
 * Written as a hand-made server build (no Vite step): `GET /page/<n>` renders a list of about
 * <n> elements in all. Started by floor.ts with PORT; says 'ready' over IPC once listening.
 */
import { PassThrough } from 'node:stream'
import compress from '@fastify/compress'
import { fastifyReactRouter } from '@mcansh/react-router-fastify'
import { createReadableStreamFromReadable } from '@react-router/node'
import Fastify from 'fastify'
import { createElement as h, type ReactNode } from 'react'
import { renderToPipeableStream } from 'react-dom/server'
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  ServerRouter,
  useLoaderData,
  type EntryContext,
  type ServerBuild,
} from 'react-router'

/** React Router's default entry.server (streaming, the shell first), as a new app has it. */
function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(h(ServerRouter, { context: routerContext, url: request.url }), {
      onShellReady() {
        const body = new PassThrough()
        headers.set('Content-Type', 'text/html; charset=utf-8')
        resolve(new Response(createReadableStreamFromReadable(body), { headers, status }))
        pipe(body)
      },
      onShellError: reject,
    })
  })
}

function Layout({ children }: { children: ReactNode }) {
  return h(
    'html',
    { lang: 'en' },
    h(
      'head',
      null,
      h('meta', { charSet: 'utf-8' }),
      h('meta', { name: 'viewport', content: 'width=device-width, initial-scale=1' }),
      h(Meta),
      h(Links),
    ),
    h('body', null, children, h(ScrollRestoration), h(Scripts)),
  )
}

const rootModule = {
  Layout,
  default: () => h(Outlet),
  loader: () => ({ site: 'Yardstick', year: 2026 }),
  meta: () => [{ title: 'Yardstick' }, { name: 'description', content: 'A minimal app.' }],
  links: () => [{ rel: 'stylesheet', href: '/assets/app.css' }],
}

interface Item {
  id: number
  title: string
  price: number
}

/** Each item is three elements (li, a, span); the document around them is about twenty. */
const ITEM_ELEMENTS = 3
const SHELL_ELEMENTS = 20

const pageModule = {
  loader: ({ params }: { params: { n?: string } }) => {
    const n = Math.max(0, Math.min(20_000, Number(params.n) || 0))
    const count = Math.max(1, Math.round((n - SHELL_ELEMENTS) / ITEM_ELEMENTS))
    const items: Item[] = []
    for (let i = 0; i < count; i++) items.push({ id: i, title: `Item number ${i}`, price: 1000 + i })
    return { items }
  },
  default: function Page() {
    const { items } = useLoaderData() as { items: Item[] }
    return h(
      'main',
      { className: 'mx-auto max-w-6xl px-4' },
      h('h1', { className: 'text-2xl font-semibold' }, 'Items'),
      h(
        'ul',
        { className: 'grid gap-4 sm:grid-cols-2' },
        items.map((item) =>
          h(
            'li',
            { key: item.id, className: 'rounded-lg border p-4' },
            h('a', { href: `/item/${item.id}`, className: 'font-medium text-brand-800' }, item.title),
            h('span', { className: 'text-sm text-slate-600' }, `US$${(item.price / 100).toFixed(2)}`),
          ),
        ),
      ),
    )
  },
}

const routeManifest = (id: string, parentId: string | undefined, path: string, hasLoader: boolean) => ({
  id,
  parentId,
  path,
  index: undefined,
  caseSensitive: undefined,
  hasAction: false,
  hasLoader,
  hasClientAction: false,
  hasClientLoader: false,
  hasClientMiddleware: false,
  hasDefaultExport: true,
  hasErrorBoundary: false,
  module: `/assets/${id}.js`,
  imports: ['/assets/react.js'],
  css: [],
})

const build = {
  entry: { module: { default: handleRequest } },
  routes: {
    root: {
      id: 'root',
      parentId: undefined,
      path: '',
      index: undefined,
      caseSensitive: undefined,
      module: rootModule,
    },
    page: {
      id: 'page',
      parentId: 'root',
      path: 'page/:n',
      index: undefined,
      caseSensitive: undefined,
      module: pageModule,
    },
  },
  assets: {
    entry: { module: '/assets/entry.client.js', imports: ['/assets/react.js'], css: [] },
    routes: {
      root: routeManifest('root', undefined, '', true),
      page: routeManifest('page', 'root', 'page/:n', true),
    },
    url: '/assets/manifest.js',
    version: '1',
  },
  assetsBuildDirectory: 'build/client',
  basename: '/',
  future: { unstable_enableNodeReadableStream: false, unstable_optimizeDeps: false },
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' },
  publicPath: '/',
  allowedActionOrigins: false,
} as unknown as ServerBuild

const app = Fastify({ logger: false })
await app.register(compress, { global: true })
await app.register(fastifyReactRouter, {
  build,
  mode: 'production',
  clientBuildDirectory: new URL('.', import.meta.url).pathname,
})
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' })
process.send?.('ready')
