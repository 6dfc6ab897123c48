/**
 * A streaming replica of the local PostgreSQL server (decision 052), for trying
 * DATABASE_READ_URL by hand and for CI.
 *
 *   node scripts/local-replica.ts allow   # let 127.0.0.1 replicate (appends to pg_hba.conf, reloads)
 *   node scripts/local-replica.ts start   # copy the server, start the copy, print its URL; Ctrl-C removes it
 *
 * PRIMARY_URL (default postgresql://root@127.0.0.1:5432/postgres) names the server.
 */
import { allowLocalReplication, startLocalReplica } from '@serendib/db/replica/local-replica'

const primaryUrl = process.env.PRIMARY_URL ?? 'postgresql://root@127.0.0.1:5432/postgres'
const command = process.argv[2]

if (command === 'allow') {
  console.log(await allowLocalReplication(primaryUrl))
} else if (command === 'start') {
  console.log(await allowLocalReplication(primaryUrl))
  const replica = await startLocalReplica(primaryUrl)
  console.log(`replica of ${primaryUrl} at ${replica.url} (folder ${replica.folder}); Ctrl-C stops it`)
  const stop = async () => {
    await replica.stop()
    process.exit(0)
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
  setInterval(() => {}, 1 << 30)
} else {
  console.error('Usage: node scripts/local-replica.ts allow|start')
  process.exit(1)
}
