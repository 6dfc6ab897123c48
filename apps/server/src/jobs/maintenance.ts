/**
 * Housekeeping that keeps the abuse tables small: ended rate-limit windows and expired
 * one-time proofs. Safe to run in every process at once (plain DELETEs by time); one round at a
 * time across processes is enough (decision 041).
 */
import type { FastifyInstance } from 'fastify'
import type { Db } from '@serendib/db/client'
import { sweepRateLimits } from '../services/abuse/rate-limit.ts'
import { sweepSpentProofs } from '../services/abuse/spent-proofs.ts'
import { schedulePeriodicJob } from './periodic-job.ts'

const EVERY_MS = 10 * 60 * 1000

export async function runMaintenance(db: Db): Promise<void> {
  await sweepRateLimits(db)
  await sweepSpentProofs(db)
}

export default async function maintenanceJob(app: FastifyInstance) {
  // Safe anywhere, but one process sweeping per round is enough.
  schedulePeriodicJob(app, {
    name: 'maintenance',
    everyMs: EVERY_MS,
    exclusive: true,
    run: () => runMaintenance(app.database.db),
  })
}
