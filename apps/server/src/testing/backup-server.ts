/**
 * Test helper, run as its own process: the app on an embedded database in DATA_DIR (API only,
 * no demo data), listening for `npm run backup` requests as server.ts does. Prints "ready".
 */
import { loadConfig } from '../config.ts'
import { build } from '../app.ts'
import { listenForBackupRequests } from '../services/system/backup-request.ts'

const config = loadConfig({ ...process.env, SEED_DEMO: 'false', LOG_LEVEL: 'silent' })
const app = await build({ config, pages: false })
listenForBackupRequests(app, config.dataDir!)
await app.listen({ port: 0, host: '127.0.0.1' })
const address = app.server.address()
process.stdout.write(`ready ${typeof address === 'object' && address ? address.port : 0}`)
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)))
