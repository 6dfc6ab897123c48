/**
 * octo/questions (issue 33, decision 062): a tour's booking questions on products, options and
 * units, answers on reserve, confirm and PATCH (the booking's and each unit item's), confirm
 * refused while a required answer is missing, and the answers on the booking the supplier reads.
 * Shapes are checked against @octocloud/types where it has them (Product, Booking) and against
 * OCTO's Question and QuestionAnswer (octo-questions.ts) where it no longer does.
 */
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { zBooking, zProduct } from '@octocloud/types'
import { testDatabases } from '@serendib/db/testing'
import { octoQuestionAnswerSchema, octoQuestionSchema } from '@serendib/domain/api/octo-questions'
import type { BookingQuestion } from '@serendib/domain/booking-questions'
import { addDays, todayInColombo } from '@serendib/domain/dates'
import { BookingQuestionMessages as M } from '@serendib/domain/messages/booking-questions'
import { bearer } from '../../testing/accounts.ts'
import { prepareTestTour, type TestTour } from '../../testing/booking-fixtures.ts'
import { supplierOf } from '../../testing/bookings.ts'
import { buildTestApp, type TestApp } from '../../test-app.ts'
import { DEMO_OCTO_API_KEY } from '../../services/octo/resellers.ts'

const key = { authorization: `Bearer ${DEMO_OCTO_API_KEY}` }
const asking = { ...key, 'octo-capabilities': 'octo/questions' }
const day = addDays(todayInColombo(), 21)

function conforms(schema: { safeParse: (v: unknown) => { success: boolean; error?: unknown } }, v: unknown) {
  expect(schema.safeParse(v).error ?? null).toBeNull()
}

describe.each(testDatabases())('OCTO questions on %s', (kind) => {
  let t: TestApp
  let tour: TestTour
  let supplier: { authorization: string }
  let diet: BookingQuestion
  let passport: BookingQuestion
  let seat: BookingQuestion

  beforeAll(async () => {
    t = await buildTestApp(kind)
    tour = await prepareTestTour(t.database, 2)
    supplier = bearer((await supplierOf(t.app, t.database, tour.id)).token)
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/supplier/tours/${tour.id}/questions`,
      headers: supplier,
      payload: {
        questions: [
          {
            label: 'Dietary needs',
            input_type: 'select',
            options: ['None', 'Vegan'],
            required: true,
            per_traveller: false,
          },
          {
            label: 'Passport number',
            help_text: 'As printed',
            input_type: 'short_text',
            required: true,
            per_traveller: true,
          },
          { label: 'Child seat?', input_type: 'yes_no', required: false, per_traveller: false },
        ],
      },
    })
    expect(saved.statusCode, saved.body).toBe(200)
    ;[diet, passport, seat] = saved.json().data.questions
    // A fresh database and a sign-in or two: slow on a loaded machine, never a test of speed.
  }, 300_000)
  afterAll(async () => t?.close())

  const call = (
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    payload?: object,
    headers: Record<string, string> = asking,
  ) => t.app.inject({ method, url: `/octo${url}`, payload, headers })
  const reserve = (body: object = {}) =>
    call('POST', '/bookings', {
      uuid: randomUUID(),
      productId: String(tour.id),
      optionId: 'DEFAULT',
      availabilityId: `${day}T00:00:00+05:30`,
      unitItems: [{ unitId: 'adult' }, { unitId: 'adult' }],
      ...body,
    })
  const contact = { fullName: 'Ana Silva', emailAddress: 'ana@example.com', phoneNumber: '+94770000000' }

  it('core answers carry no questions; asked for, the product, option and units do', async () => {
    const core = (await call('GET', `/products/${tour.id}`, undefined, key)).json()
    expect(core).not.toHaveProperty('questions')
    expect(core.options[0].units[0]).not.toHaveProperty('questions')
    const res = await call('GET', `/products/${tour.id}`)
    expect(res.headers['octo-capabilities']).toContain('octo/questions')
    const product = res.json()
    conforms(zProduct, product)
    expect(product.questions.map((q: { id: string }) => q.id)).toEqual([String(diet.id), String(seat.id)])
    expect(product.options[0].questions).toEqual(product.questions)
    expect(product.questions[0]).toEqual({
      id: String(diet.id),
      title: 'Dietary needs',
      shortDescription: null,
      required: true,
      inputType: 'select',
      selectOptions: [
        { label: 'None', value: 'None' },
        { label: 'Vegan', value: 'Vegan' },
      ],
      coverImageUrl: null,
    })
    expect(product.questions[1]).toMatchObject({
      inputType: 'select',
      selectOptions: [
        { label: 'Yes', value: 'yes' },
        { label: 'No', value: 'no' },
      ],
    })
    for (const unit of product.options[0].units) {
      expect(unit.questions).toEqual([
        expect.objectContaining({
          id: String(passport.id),
          title: 'Passport number',
          shortDescription: 'As printed',
          inputType: 'text',
        }),
      ])
      for (const q of unit.questions) conforms(octoQuestionSchema, q)
    }
    const list = (await call('GET', '/products')).json() as { id: string; questions: unknown[] }[]
    expect(list.find((p) => p.id === String(tour.id))?.questions).toHaveLength(2)
  })

  it('a hold may wait for answers; confirm refuses until every required one is given', async () => {
    const hold = await reserve({ questionAnswers: [{ questionId: String(diet.id), value: 'vegan' }] })
    expect(hold.statusCode, hold.body).toBe(200)
    const uuid = hold.json().uuid
    expect(hold.json().questionAnswers).toEqual([
      expect.objectContaining({ questionId: String(diet.id), value: 'Vegan' }),
    ])
    const early = await call('POST', `/bookings/${uuid}/confirm`, { contact })
    expect(early.statusCode).toBe(400)
    expect(early.json()).toMatchObject({ error: 'BAD_REQUEST' })
    expect(early.json().errorMessage).toContain(M.required('Passport number (traveller 1)'))
    expect((await call('GET', `/bookings/${uuid}`)).json().status).toBe('ON_HOLD')

    // PATCH answers the first traveller; confirm the second, on its unit item.
    const patched = await call('PATCH', `/bookings/${uuid}`, {
      unitItems: [
        { unitId: 'adult', questionAnswers: [{ questionId: String(passport.id), value: 'N111' }] },
        { unitId: 'adult' },
      ],
    })
    expect(patched.statusCode, patched.body).toBe(200)
    const confirmed = await call('POST', `/bookings/${uuid}/confirm`, {
      contact,
      unitItems: [
        { unitId: 'adult' },
        { unitId: 'adult', questionAnswers: [{ questionId: String(passport.id), value: 'N222' }] },
      ],
    })
    expect(confirmed.statusCode, confirmed.body).toBe(200)
    const booking = confirmed.json()
    expect(booking.status).toBe('CONFIRMED')
    conforms(zBooking, booking)
    for (const a of booking.questionAnswers) conforms(octoQuestionAnswerSchema, a)
    expect(
      booking.unitItems.map((i: { questionAnswers: { value: string }[] }) =>
        i.questionAnswers.map((a) => a.value),
      ),
    ).toEqual([['N111'], ['N222']])
    expect(booking.unitItems[0].questionAnswers[0].question.title).toBe('Passport number')

    // The supplier reads them on the booking.
    const detail = await t.app.inject({ url: `/api/supplier/bookings/${booking.id}`, headers: supplier })
    expect(
      detail
        .json()
        .data.answers.map((a: { label: string; traveller: number | null; text: string }) => [
          a.label,
          a.traveller,
          a.text,
        ]),
    ).toEqual([
      ['Dietary needs', null, 'Vegan'],
      ['Passport number', 0, 'N111'],
      ['Passport number', 1, 'N222'],
    ])
  })

  it('malformed answers and unknown questions are refused on reserve, and nothing is booked', async () => {
    const before = (await call('GET', `/bookings?localDate=${day}`)).json().length
    const unknown = await reserve({ questionAnswers: [{ questionId: '999999', value: 'x' }] })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().errorMessage).toBe(M.unknownQuestion('999999'))
    const notYesNo = await reserve({ questionAnswers: [{ questionId: String(seat.id), value: 'maybe' }] })
    expect(notYesNo.statusCode).toBe(400)
    expect(notYesNo.json().errorMessage).toContain(M.notYesNo('Child seat?'))
    // A per-traveller question answered for the booking is not a question the booking is asked.
    const misplaced = await reserve({ questionAnswers: [{ questionId: String(passport.id), value: 'N1' }] })
    expect(misplaced.statusCode).toBe(400)
    expect((await call('GET', `/bookings?localDate=${day}`)).json().length).toBe(before)
  })

  it('without the capability, answers are ignored and confirm needs none (OCTO core)', async () => {
    const hold = await call(
      'POST',
      '/bookings',
      {
        productId: String(tour.id),
        optionId: 'DEFAULT',
        availabilityId: `${day}T00:00:00+05:30`,
        unitItems: [{ unitId: 'adult' }],
      },
      key,
    )
    expect(hold.statusCode, hold.body).toBe(200)
    const confirmed = await call('POST', `/bookings/${hold.json().uuid}/confirm`, { contact }, key)
    expect(confirmed.statusCode, confirmed.body).toBe(200)
    expect(confirmed.json()).not.toHaveProperty('questionAnswers')
  })
})
