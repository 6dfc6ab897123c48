import type { ViteDevServer } from 'vite'
import { loadConfig } from './config.ts'
import { build } from './app.ts'

/**
 * `npm run dev`: `react-router dev` loads this factory through @mcansh/react-router-fastify's
 * Vite plugin and rebuilds the app when a watched file changes (hot reload for pages).
 */
export async function createServer(vite?: ViteDevServer) {
  return build({ config: loadConfig({ NODE_ENV: 'development', ...process.env }), vite })
}
