/**
 * Booking questions on the site (issue 33, decision 062): the tour's supplier defines them (no one
 * else reads or changes them), checkout refuses a booking whose required answers are missing and
 * holds nothing, and the answers stored with the booking show on the supplier's booking, the day
 * manifest and its CSV.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDatabases } from '@serendib/db/testing'
import type { BookingQuestion } from '@serendib/domain/booking-questions'
import { addDays, todayInColombo } from '@serendib/domain/dates'
import { BookingQuestionMessages as M } from '@serendib/domain/messages/booking-questions'
import { bearer } from '../../../../testing/accounts.ts'
import { prepareTestTour, type TestTour } from '../../../../testing/booking-fixtures.ts'
import {
  bookedPax,
  checkoutItem,
  createTestCustomer,
  paySandboxLink,
  supplierOf,
  type TestCustomer,
} from '../../../../testing/bookings.ts'
import { createSupplier } from '../../../../testing/supplier-tours.ts'
import { buildTestApp, type TestApp } from '../../../../test-app.ts'

const drafts = [
  {
    label: 'Dietary needs',
    help_text: 'Vegetarian, vegan, allergies…',
    input_type: 'select',
    options: ['None', 'Vegetarian', 'Vegan'],
    required: true,
    per_traveller: false,
  },
  {
    label: 'Passport number',
    help_text: null,
    input_type: 'short_text',
    required: true,
    per_traveller: true,
  },
  { label: 'Child seat needed?', input_type: 'yes_no', required: false, per_traveller: false },
  { label: 'Arrival date', input_type: 'date', required: false, per_traveller: false },
]

describe.each(testDatabases())('booking questions on %s', (kind) => {
  let t: TestApp
  let tour: TestTour
  let supplier: { authorization: string }
  let other: { authorization: string }
  let customer: TestCustomer
  let questions: BookingQuestion[]
  const day = addDays(todayInColombo(), 40)

  beforeAll(async () => {
    t = await buildTestApp(kind)
    tour = await prepareTestTour(t.database, 1)
    supplier = bearer((await supplierOf(t.app, t.database, tour.id)).token)
    other = (await createSupplier(t.app, t.database)).headers
    customer = await createTestCustomer(t.app, t.database)
    // A fresh database and a sign-in or two: slow on a loaded machine, never a test of speed.
  }, 300_000)
  afterAll(async () => t?.close())

  const save = (headers: Record<string, string>, body: object, id = tour.id) =>
    t.app.inject({ method: 'PUT', url: `/api/supplier/tours/${id}/questions`, headers, payload: body })
  const checkout = (answers: object[], adults = 2) =>
    t.app.inject({
      method: 'POST',
      url: '/api/booking/checkout',
      headers: bearer(customer.token),
      payload: {
        booking: [{ ...checkoutItem({ tour, day, adults, children: 0 }), question_answers: answers }],
        url: 'http://shop.test',
      },
    })

  it("the tour's supplier saves its questions in order; the list is what checkout reads", async () => {
    const reply = await save(supplier, { questions: drafts })
    expect(reply.statusCode, reply.body).toBe(200)
    expect(reply.json().message).toBe(M.saved)
    questions = reply.json().data.questions
    expect(questions.map((q) => [q.label, q.input_type, q.required, q.per_traveller])).toEqual([
      ['Dietary needs', 'select', true, false],
      ['Passport number', 'short_text', true, true],
      ['Child seat needed?', 'yes_no', false, false],
      ['Arrival date', 'date', false, false],
    ])
    expect(questions[0]!.options).toEqual(['None', 'Vegetarian', 'Vegan'])
    const read = await t.app.inject({ url: `/api/supplier/tours/${tour.id}/questions`, headers: supplier })
    expect(read.json().data.questions).toEqual(questions)
    const pub = await t.app.inject({ url: `/api/activity/questions?id=${tour.id}` })
    expect(pub.statusCode).toBe(200)
    expect(pub.json().data.questions).toEqual(questions)
  })

  it('another supplier, a customer and a visitor neither read nor change them', async () => {
    const before = await t.app.inject({ url: `/api/supplier/tours/${tour.id}/questions`, headers: supplier })
    expect(
      (await t.app.inject({ url: `/api/supplier/tours/${tour.id}/questions`, headers: other })).statusCode,
    ).toBe(404)
    expect((await save(other, { questions: [] })).statusCode).toBe(404)
    expect((await save(bearer(customer.token), { questions: [] })).statusCode).toBe(403)
    expect((await save({}, { questions: [] })).statusCode).toBe(401)
    const after = await t.app.inject({ url: `/api/supplier/tours/${tour.id}/questions`, headers: supplier })
    expect(after.json()).toEqual(before.json())
  })

  it('bad questions answer field by field, 422, and nothing changes', async () => {
    const reply = await save(supplier, {
      questions: [
        { label: '  ', input_type: 'short_text', required: true, per_traveller: false },
        { label: 'Meal', input_type: 'select', options: ['Fish'], required: true, per_traveller: false },
        { label: 'Shoe size', input_type: 'colour', required: false, per_traveller: false },
        { id: 999_999, label: 'Stolen', input_type: 'short_text', required: false, per_traveller: false },
      ],
    })
    expect(reply.statusCode, reply.body).toBe(422)
    expect(reply.json().errors).toMatchObject({
      'questions.0.label': M.labelRequired,
      'questions.1.options': M.optionsRequired,
      'questions.2.input_type': M.inputTypeUnknown,
    })
    expect(reply.json().errors['questions.3.label']).toBeTruthy()
    const read = await t.app.inject({ url: `/api/supplier/tours/${tour.id}/questions`, headers: supplier })
    expect(read.json().data.questions).toEqual(questions)
  })

  it('a checkout missing a required answer is refused with its message, and holds no seat', async () => {
    const seats = await bookedPax(t.database, tour.id, day)
    const [diet, passport] = questions
    const missingPassport = await checkout([
      { question_id: diet!.id, value: 'Vegan' },
      { question_id: passport!.id, traveller: 0, value: 'N1234567' },
    ])
    expect(missingPassport.statusCode, missingPassport.body).toBe(422)
    expect(missingPassport.json().message).toBe(M.required('Passport number (traveller 2)'))
    const notAnOption = await checkout([
      { question_id: diet!.id, value: 'Pescatarian' },
      { question_id: passport!.id, traveller: 0, value: 'N1' },
      { question_id: passport!.id, traveller: 1, value: 'N2' },
    ])
    expect(notAnOption.statusCode).toBe(422)
    expect(notAnOption.json().message).toBe(M.notAnOption('Dietary needs'))
    const unknown = await checkout([{ question_id: 2_000_000, value: 'x' }])
    expect(unknown.statusCode).toBe(422)
    expect(await bookedPax(t.database, tour.id, day)).toBe(seats)
  })

  let bookingId: number
  it('answers are stored with the booking and shown on its page, the manifest and the CSV', async () => {
    const [diet, passport, seat, arrival] = questions
    const reply = await checkout([
      { question_id: diet!.id, value: 'vegetarian' },
      { question_id: passport!.id, traveller: 0, value: ' N1234567 ' },
      { question_id: passport!.id, traveller: 1, value: 'පාස්පෝට් 42' },
      { question_id: seat!.id, value: 'Yes' },
      { question_id: arrival!.id, value: '2026-12-03' },
    ])
    expect(reply.statusCode, reply.body).toBe(200)
    expect((await paySandboxLink(t.app, reply.json().data.payment_link)).statusCode).toBe(303)
    const [row] = await t.database.execute<{ id: number }>(
      sql`select id from bookings where booking_reference = ${reply.json().data.bookings[0].booking_reference}`,
    )
    bookingId = row!.id
    const detail = await t.app.inject({ url: `/api/supplier/bookings/${bookingId}`, headers: supplier })
    expect(detail.statusCode, detail.body).toBe(200)
    expect(
      detail
        .json()
        .data.answers.map((a: { label: string; traveller: number | null; text: string }) => [
          a.label,
          a.traveller,
          a.text,
        ]),
    ).toEqual([
      ['Dietary needs', null, 'Vegetarian'],
      ['Child seat needed?', null, 'Yes'],
      ['Arrival date', null, '03/12/2026'],
      ['Passport number', 0, 'N1234567'],
      ['Passport number', 1, 'පාස්පෝට් 42'],
    ])
    const manifest = await t.app.inject({ url: `/api/supplier/manifest?date=${day}`, headers: supplier })
    const booking = manifest
      .json()
      .data.tours.flatMap((x: { points: { bookings: unknown[] }[] }) => x.points.flatMap((p) => p.bookings))
      .find((b: { id: number }) => b.id === bookingId)
    expect(booking.answers).toHaveLength(5)
    const csv = await t.app.inject({ url: `/api/supplier/manifest.csv?date=${day}`, headers: supplier })
    expect(csv.body).toContain('Answers')
    expect(csv.body).toContain(
      'Dietary needs: Vegetarian; Child seat needed?: Yes; Arrival date: 03/12/2026; Passport number (traveller 1): N1234567; Passport number (traveller 2): පාස්පෝට් 42',
    )
    // Another supplier does not see the booking at all.
    expect(
      (await t.app.inject({ url: `/api/supplier/bookings/${bookingId}`, headers: other })).statusCode,
    ).toBe(404)
  })

  it('a question taken off the tour is no longer asked; the booking keeps its answer', async () => {
    const kept = questions.filter((q) => q.label !== 'Passport number')
    const reply = await save(supplier, { questions: kept })
    expect(reply.statusCode, reply.body).toBe(200)
    expect(reply.json().data.questions.map((q: BookingQuestion) => q.id)).toEqual(kept.map((q) => q.id))
    const detail = await t.app.inject({ url: `/api/supplier/bookings/${bookingId}`, headers: supplier })
    expect(
      detail.json().data.answers.filter((a: { label: string }) => a.label === 'Passport number'),
    ).toHaveLength(2)
    // Without the required per-traveller question, the per-booking one is enough now.
    const diet = kept[0]!
    const next = await checkout([{ question_id: diet.id, value: 'None' }], 1)
    expect(next.statusCode, next.body).toBe(200)
  })
})
