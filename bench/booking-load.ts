/**
 * Booking speed on the large catalogue: POST /api/activity/cost (target p95 ≤ 10 ms) and
 * POST /api/booking/checkout (target p95 ≤ 60 ms), on PostgreSQL, beside a bare Fastify route.
 *   node bench/booking-load.ts [--database-url postgresql://…/serendib_bench] [--connections 10] [--seconds 10]
 * Uses the database `node bench/api-load.ts` seeds (100,000 activities); run that first.
 */
import { fork } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { sql } from 'drizzle-orm'
import { openDatabase } from '@serendib/db/client'
import { addDays, todayInColombo } from '@serendib/domain/dates'
import { freePort, startApp } from '../e2e/support/app-server.ts'
import { measure, printTable, type LoadRequest } from './load.ts'

const root = path.resolve(fileURLToPath(import.meta.url), '../..')
const { values } = parseArgs({
  options: {
    'database-url': { type: 'string', default: 'postgresql://root@127.0.0.1:5432/serendib_bench' },
    connections: { type: 'string', default: '10' },
    seconds: { type: 'string', default: '10' },
  },
})
const options = { connections: Number(values.connections), seconds: Number(values.seconds) }
const dataDir = path.join(root, 'tmp', 'bench-pg')
mkdirSync(dataDir, { recursive: true })

// Tours without a daily limit, so a 10-second run of checkouts does not sell them out.
const database = await openDatabase({ databaseUrl: values['database-url'] })
const tours = await database.execute<{ id: number; location_id: number; children: boolean }>(sql`
  select a.id, min(pl.location_id)::int as location_id, a.include_children as children
    from activities a join activity_pickup_locations pl on pl.activity_id = a.id
   where a.status = 1 and a.daily_capacity is null and a.include_adults and a.booking_cutoff_days <= 3
   group by a.id, a.include_children order by a.id desc limit 300`)
await database.close()
if (tours.length === 0) throw new Error('no bookable tours: run node bench/api-load.ts first to seed')

const barePort = await freePort()
const bare = fork(path.join(root, 'bench/bare-server.ts'), {
  env: { ...process.env, PORT: String(barePort) },
})
await new Promise((resolve) => bare.once('message', resolve))
const app = await startApp(
  {
    DATA_DIR: dataDir,
    DATABASE_URL: values['database-url'],
    SEED_DEMO: 'false',
    LOG_LEVEL: 'error',
    // Travellers come from many addresses: each request names its own (X-Forwarded-For, as
    // behind nginx) and its own e-mail. From one address and one e-mail, decision 032's ceilings
    // on unpaid orders (5 and 2) would refuse all but the first, and its per-address lock would
    // run every checkout one after another (29/s measured that way).
    TRUST_PROXY: 'true',
    UNPAID_ORDERS_PER_IP: '10000',
    UNPAID_ORDERS_PER_EMAIL: '10000',
    // Nor may an address's second unpaid order need the captcha (issue 27): a load has no widget.
    UNPAID_ORDERS_BEFORE_CAPTCHA: '10000',
  },
  dataDir,
)

const json = { 'content-type': 'application/json' }
const today = todayInColombo()
const quote = (tour: (typeof tours)[number], i: number) => ({
  aid: tour.id,
  pul: tour.location_id,
  pud: addDays(today, 5 + (i % 300)),
  na: 1 + (i % 3),
  nc: tour.children ? i % 2 : 0,
  ni: 0,
})
const costRequests: LoadRequest[] = tours.map((tour, i) => ({
  method: 'POST',
  path: '/api/activity/cost',
  headers: json,
  body: JSON.stringify(quote(tour, i)),
}))
const checkoutRequests: LoadRequest[] = tours.map((tour, i) => {
  const q = quote(tour, i)
  const email = `bench${i}@example.com`
  const lead = {
    firstname: 'Bench',
    lastname: 'Traveller',
    email,
    phone: '+94 77 000 0000',
  }
  return {
    method: 'POST',
    path: '/api/booking/checkout',
    headers: { ...json, 'x-forwarded-for': `10.${(i >> 8) & 255}.${i & 255}.${(i % 250) + 1}` },
    body: JSON.stringify({
      url: app.baseUrl,
      booking: [
        {
          start_date: q.pud,
          activity_id: q.aid,
          location_id: q.pul,
          num_adults: q.na,
          num_children: q.nc,
          num_infants: 0,
          pickup_location: 'hotel',
          hotel_name: 'Bench Hotel',
          hotel_address: '1 Galle Road, Colombo',
          contact_firstname: 'Bench',
          contact_lastname: 'Traveller',
          contact_email: email,
          contact_phone: '+94 77 000 0000',
          travellers: [lead],
        },
      ],
    }),
  }
})

try {
  const baseline = await measure('bare Fastify route', `http://127.0.0.1:${barePort}`, ['/bare'], options)
  const cost = await measure('POST /api/activity/cost', app.baseUrl, costRequests, options)
  const checkout = await measure('POST /api/booking/checkout', app.baseUrl, checkoutRequests, options)
  console.log(
    `\n${options.connections} connections, ${options.seconds} s per target, PostgreSQL, ${tours.length} tours:`,
  )
  printTable([baseline, cost, checkout], baseline)
} finally {
  await app.stop()
  bare.kill()
}
