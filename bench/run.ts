/** `npm run bench`: runs every benchmark in turn and prints its figures. */
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const here = path.dirname(fileURLToPath(import.meta.url))
for (const bench of [
  'startup.ts',
  'floor.ts',
  'api-load.ts',
  'booking-load.ts',
  'captcha.ts',
  'lighthouse.ts',
  'pages-under-load.ts',
  'cluster-load.ts',
]) {
  console.log(`\n== ${bench}`)
  const result = spawnSync(process.execPath, [path.join(here, bench)], { stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}
