/**
 * The supplier's side of the admin approvals journey, through the API as a supplier's own
 * integration would do it: sign up (solving the real captcha), prepare a complete tour with a
 * photo, submit, read the admin's answer, fix and resubmit.
 */
import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import type { Challenge } from 'altcha-lib/types'
import sharp from 'sharp'
import { accessToken, webClient } from './session.ts'

/** An answer's status and JSON body (null when it has none). */
export interface Reply {
  status: number
  json: { message?: string; data?: { id: number } } | null
}

export interface ApiSupplier {
  email: string
  password: string
  call: (method: string, path: string, body?: unknown) => Promise<Reply>
}

export async function apiToken(base: string, email: string, password: string): Promise<string> {
  return accessToken(base, { email, password })
}

export function caller(base: string, token: string) {
  return async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body instanceof FormData || method === 'GET' ? {} : { 'content-type': 'application/json' }),
      },
      body: method === 'GET' ? undefined : body instanceof FormData ? body : JSON.stringify(body ?? {}),
    })
    return { status: response.status, json: (await response.json().catch(() => null)) as Reply['json'] }
  }
}

/** A new supplier through POST /api/register (spec §2): pending until an admin approves it. */
export async function signUpSupplier(base: string, workName: string): Promise<ApiSupplier> {
  const challenge = (await (await fetch(`${base}/api/captcha/challenge`)).json()) as Challenge
  const solution = await solveChallenge({ challenge, deriveKey })
  const email = `${workName.toLowerCase().replace(/\W+/g, '.')}.${Date.now()}@example.com`
  const password = 'Lanka!trip2026'
  const registered = await fetch(`${base}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      ...(await webClient(base)),
      user_type: 2,
      first_name: 'Nadeesha',
      last_name: 'Fernando',
      email,
      password,
      confim_password: password,
      altcha: Buffer.from(JSON.stringify({ challenge, solution })).toString('base64'),
    }),
  })
  if (registered.status !== 201) throw new Error(`sign-up: ${registered.status} ${await registered.text()}`)
  const call = caller(base, await apiToken(base, email, password))
  const profile = await call('PUT', '/api/supplier/profile', { work_name: workName })
  if (profile.status !== 200) throw new Error(`profile: ${profile.status} ${JSON.stringify(profile.json)}`)
  return { email, password, call }
}

/** A complete day tour with one photo, left as a draft (a pending supplier may prepare tours). */
export async function prepareTour(base: string, supplier: ApiSupplier, title: string): Promise<number> {
  const categories = (await (await fetch(`${base}/api/categories/get`)).json()) as { data: { id: number }[] }
  const places = (await (await fetch(`${base}/api/locations/get`)).json()) as { data: { value: number }[] }
  const place = places.data[0]!.value
  // A pick-up point some active tour already serves (the list of places holds more than pick-ups).
  const cards = (await (await fetch(`${base}/api/search?limit=5`)).json()) as {
    data: { results: { id: number }[] }
  }
  let pickup: number | undefined
  for (const card of cards.data.results) {
    const detail = (await (await fetch(`${base}/api/activity?id=${card.id}`)).json()) as {
      data: { pickup_locations: { id: number }[] }
    }
    pickup ??= detail.data.pickup_locations[0]?.id
  }
  if (pickup === undefined) throw new Error('no pick-up point among the first tours')
  const created = await supplier.call('POST', '/api/supplier/tours', {
    title,
    tour_type: 2,
    duration_value: 6,
    duration_unit: 2,
    category_ids: [categories.data[0]!.id],
    overview: 'Walk the tea estates above Ella with a planter, then tea tasting at the factory.',
    start_location_ids: [place],
    itinery: [
      { label: '08:00', summery: 'Pick-up in Ella town', day_number: null },
      { label: '10:00', summery: 'Tea estate walk', day_number: null },
    ],
    inclusion: 'Guide\nTea tasting',
    exclision: 'Lunch',
    know_policy: 'Wear walking shoes',
    condtions: 'Minimum age 6',
    cancel_policy: 'Free cancellation up to 24 hours before',
    contact_number: '+94 77 765 4321',
    include_adults: true,
    include_children: false,
    include_infants: false,
    adults_age_from: 12,
    adults_age_to: 99,
    children_age_from: 6,
    children_age_to: 11,
    infant_age_from: 0,
    infant_age_to: 2,
    pricing_basis: 1,
    rates: {
      adult_price_cents: 4500,
      child_price_cents: null,
      infant_price_cents: null,
      group_price_cents: null,
    },
    max_group_size: null,
    price_periods: [],
    sale_type: 1,
    pickup_locations: [{ location_id: pickup, pickup_time: '08:00' }],
    daily_capacity: 12,
    start_times: [],
    blackout_dates: [],
    booking_cutoff: { unit: 'days', value: 1 },
    seo_url: `ella-tea-walk-${Date.now()}`,
    seo_title: 'Ella tea estate walk',
    seo_description: 'A morning among the tea bushes above Ella.',
  })
  if (created.status !== 201)
    throw new Error(`create tour: ${created.status} ${JSON.stringify(created.json)}`)
  const id = created.json!.data!.id
  const photo = await sharp({
    create: { width: 1200, height: 800, channels: 3, background: { r: 40, g: 120, b: 70 } },
  })
    .jpeg()
    .toBuffer()
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'tea.jpg')
  const upload = await supplier.call('POST', `/api/supplier/tours/${id}/photos`, form)
  if (upload.status !== 200) throw new Error(`photo: ${upload.status} ${JSON.stringify(upload.json)}`)
  return id
}
