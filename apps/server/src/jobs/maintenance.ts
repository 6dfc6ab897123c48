/**
 * Housekeeping that keeps the abuse tables small: ended rate-limit windows and expired
 * one-time proofs. Safe to run in every process at once (plain DELETEs by time).
 */
import type { FastifyInstance } from 'fastify'
import type { Db } from '@serendib/db/client'
import { sweepRateLimits } from '../services/abuse/rate-limit.ts'
import { sweepSpentProofs } from '../services/abuse/spent-proofs.ts'

const EVERY_MS = 10 * 60 * 1000

export async function runMaintenance(db: Db): Promise<void> {
  await sweepRateLimits(db)
  await sweepSpentProofs(db)
}

export default async function maintenanceJob(app: FastifyInstance) {
  const timer = setInterval(() => {
    runMaintenance(app.database.db).catch((error: unknown) =>
      app.log.warn({ err: error }, 'maintenance failed'),
    )
  }, EVERY_MS)
  // The job must never keep a finished process (or a test run) alive.
  timer.unref()
  app.addHook('onClose', async () => clearInterval(timer))
}
