import { loadConfig } from './config.ts'
import { build } from './app.ts'
import { listenForBackupRequests } from './services/system/backup-request.ts'

/** Production entry: builds the app, listens, and shuts down cleanly on SIGTERM/SIGINT. */
let config: ReturnType<typeof loadConfig>
try {
  config = loadConfig()
} catch (error) {
  // A configuration problem is the operator's to fix: its message, not a stack trace.
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
const app = await build({ config })
if (config.mode === 'production' && !config.trustProxy) {
  // https PUBLIC_URL means a TLS proxy in front: without TRUST_PROXY every visitor has its
  // address, and the per-address sign-in limits (decision 030) would treat them as one.
  app.log.warn(
    "TRUST_PROXY is not set: per-address limits will see the proxy, not the visitor (set the proxy's address, decision 056)",
  )
}

let closing = false
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'shutting down')
    // Stop accepting, finish in-flight requests, close the database; force exit if it hangs.
    const force = setTimeout(() => process.exit(1), 10_000)
    force.unref()
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed')
        process.exit(1)
      },
    )
  })
}

// `npm run backup` asks this process for an online backup (it holds the embedded database).
if (config.dataDir) listenForBackupRequests(app, config.dataDir)

try {
  await app.listen({ port: config.port, host: config.host })
} catch (error) {
  app.log.error({ err: error }, 'could not start')
  process.exit(1)
}
