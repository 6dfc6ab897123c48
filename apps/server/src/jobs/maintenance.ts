/**
 * Housekeeping that keeps the abuse and session tables small: ended rate-limit windows, expired
 * one-time proofs, and access tokens and browser sessions that ended a day ago (decision 057).
 * Safe to run in every process at once (plain DELETEs by time); one round at a time across
 * processes is enough (decision 041).
 */
import type { FastifyInstance } from 'fastify'
import type { Db } from '@serendib/db/client'
import { sweepRateLimits } from '../services/abuse/rate-limit.ts'
import { sweepSpentProofs } from '../services/abuse/spent-proofs.ts'
import { sweepEndedSessions } from '../services/accounts/web-sessions.ts'
import { schedulePeriodicJob } from './periodic-job.ts'

const EVERY_MS = 10 * 60 * 1000

export async function runMaintenance(db: Db): Promise<void> {
  await sweepRateLimits(db)
  await sweepSpentProofs(db)
  await sweepEndedSessions(db)
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
