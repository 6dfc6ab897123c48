/**
 * `npm start`: builds the web app when no build exists yet, then starts the server in the
 * foreground (one process: API + pages + media). Configuration comes from the environment.
 */
import { existsSync } from 'node:fs'
import { enableCompileCache } from 'node:module'
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(fileURLToPath(import.meta.url), '../..')
const serverBuild = path.join(root, 'apps/web/build/server/index.js')

if (!existsSync(serverBuild)) {
  console.log('No web build yet: building it once (about 10 s)…')
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

// V8 keeps the compiled server and web modules on disk: later starts skip most parsing.
enableCompileCache()
process.env.NODE_ENV ??= 'production'
await import('../apps/server/src/server.ts')
