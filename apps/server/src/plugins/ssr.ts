import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { fastifyReactRouter } from '@mcansh/react-router-fastify'
import { RouterContextProvider, type RouterContext, type ServerBuild } from 'react-router'
import type { ViteDevServer } from 'vite'
import type { ApiClient } from '@serendib/domain/api-client'
import { createInjectApiClient } from '../inject-api-client.ts'

export const webRoot = path.resolve(fileURLToPath(import.meta.url), '../../../../web')
const serverBuildPath = path.join(webRoot, 'build/server/index.js')
const clientBuildDirectory = path.join(webRoot, 'build/client')

/** What the web build's entry.server exports for us: the context tokens its loaders read. */
interface WebEntryModule {
  apiContext: RouterContext<ApiClient>
  cspNonceContext?: RouterContext<string>
}

async function loadServerBuild(vite?: ViteDevServer): Promise<ServerBuild> {
  if (vite) {
    const runner = vite.environments.ssr as unknown as {
      runner: { import(id: string): Promise<ServerBuild> }
    }
    return runner.runner.import('virtual:react-router/server-build')
  }
  return (await import(/* @vite-ignore */ pathToFileURL(serverBuildPath).href)) as ServerBuild
}

/**
 * Serves every non-API URL through the React Router build (SSR), and its hashed client assets.
 * Loaders read data through the same API in-process: the context token comes from the build
 * itself so there is exactly one token instance.
 */
export default async function ssr(app: FastifyInstance, options: { vite?: ViteDevServer }) {
  const productionBuild = options.vite ? undefined : await loadServerBuild()

  await app.register(fastifyReactRouter, {
    devServer: options.vite,
    build: productionBuild,
    serverBuildPath,
    clientBuildDirectory,
    mode: options.vite ? 'development' : 'production',
    assetCacheControl: 'public, max-age=31536000, immutable',
    fileCacheControl: 'public, max-age=3600',
    async getLoadContext(request: FastifyRequest, reply) {
      const build = productionBuild ?? (await loadServerBuild(options.vite))
      const entry = build.entry.module as unknown as WebEntryModule
      const context = new RouterContextProvider()
      context.set(entry.apiContext, createInjectApiClient(app, request))
      const nonce = reply.cspNonce?.script
      if (entry.cspNonceContext && nonce) context.set(entry.cspNonceContext, nonce)
      return context
    },
  })
}
