/**
 * `npm run rates:import FILE`: loads exchange rates from a CSV or JSON file (formats in
 * packages/domain/src/currency-import.ts; decision 046) into the database, each with its date.
 * A file with any bad line changes nothing. With the embedded database, stop the server first
 * (PGlite takes one process); with DATABASE_URL it runs beside the servers. The admin screen
 * /admin/currency-rates changes one rate at a time.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { openDatabase } from '@serendib/db/client'
import { upsertRates } from '@serendib/db/currency-rates'
import { migrateDatabase } from '@serendib/db/migrate'
import { parseRateFile } from '@serendib/domain/currency-import'
import { loadConfig } from '../apps/server/src/config.ts'
import { recordAudit, systemActor } from '../apps/server/src/services/audit/record-audit.ts'

const file = process.argv[2]
if (!file) {
  console.error('Usage: npm run rates:import FILE   (CSV: code,units_per_usd,rate_date — or JSON)')
  process.exit(2)
}
const parsed = parseRateFile(readFileSync(path.resolve(file), 'utf8'))
if (!parsed.ok) {
  console.error(`Nothing imported:\n  ${parsed.problems.join('\n  ')}`)
  process.exit(1)
}
const config = loadConfig()
const dataDir = config.dataDir ?? path.resolve('data')
const database = await openDatabase(
  config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: path.join(dataDir, 'pglite') },
)
try {
  // A database the server has not started on yet gets its tables first (migrations are idempotent).
  await migrateDatabase(database)
  const saved = await database.transaction(async (tx) => {
    const rows = await upsertRates(
      tx,
      parsed.rates.map((r) => ({ code: r.code, unitsPerUsd: r.units_per_usd, rateDate: r.rate_date })),
    )
    // Each rate joins its currency's history on /admin/currency-rates (the audit log, issue 29).
    for (const rate of rows)
      await recordAudit(tx, {
        actor: systemActor('rates:import'),
        action: 'currency.rate',
        subject: { type: 'currency', id: rate.code },
        after: { code: rate.code, units_per_usd: Number(rate.unitsPerUsd), rate_date: rate.rateDate },
        reason: `Imported from ${path.basename(file)}`,
      })
    return rows
  })
  for (const rate of saved) console.log(`${rate.code} ${rate.unitsPerUsd} per USD (${rate.rateDate})`)
  console.log(`Imported ${saved.length} rates.`)
} finally {
  await database.close()
}
