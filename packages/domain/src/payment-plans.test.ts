import { describe, expect, it } from 'vitest'
import {
  amendmentSettlement,
  balanceOverdue,
  balanceReminderStep,
  FULL_PAYMENT,
  normalisePaymentPlan,
  paymentPlanProblem,
  PaymentPlanMessages,
  planAmounts,
  planAmountsText,
  type PaymentPlan,
} from './payment-plans.ts'

const deposit = (percent: number | null, cents: number | null, days = 14): PaymentPlan => ({
  kind: 'deposit',
  depositPercent: percent,
  depositCents: cents,
  balanceDaysBefore: days,
})
const payLater = (days = 14): PaymentPlan => ({
  kind: 'pay_later',
  depositPercent: null,
  depositCents: null,
  balanceDaysBefore: days,
})

describe('planAmounts', () => {
  it('pays everything today under the full plan', () => {
    expect(planAmounts(FULL_PAYMENT, 12_345, '2027-01-20', '2026-12-01')).toEqual({
      kind: 'full',
      upfrontCents: 12_345,
      balanceCents: 0,
      balanceDueDate: null,
    })
  })

  it('takes a percentage deposit rounded half up to the cent; upfront + balance is the total', () => {
    // 20 % of 123.45 is 24.69; of 12.34 it is 2.468 → 2.47; of 0.02 it is 0.004 → 0.00
    expect(planAmounts(deposit(20, null), 12_345, '2027-01-20', '2026-12-01')).toEqual({
      kind: 'deposit',
      upfrontCents: 2_469,
      balanceCents: 9_876,
      balanceDueDate: '2027-01-06',
    })
    const odd = planAmounts(deposit(20, null), 1_234, '2027-01-20', '2026-12-01')
    expect(odd.upfrontCents).toBe(247)
    expect(odd.upfrontCents + odd.balanceCents).toBe(1_234)
    expect(planAmounts(deposit(25, null), 2, '2027-01-20', '2026-12-01').upfrontCents).toBe(1) // 0.5 → 1
    expect(planAmounts(deposit(20, null), 2, '2027-01-20', '2026-12-01').upfrontCents).toBe(0) // 0.4 → 0
  })

  it('takes a fixed deposit, and the whole price when the deposit is not below it', () => {
    expect(planAmounts(deposit(null, 5_000), 30_000, '2027-01-20', '2026-12-01')).toMatchObject({
      kind: 'deposit',
      upfrontCents: 5_000,
      balanceCents: 25_000,
    })
    expect(planAmounts(deposit(null, 5_000), 5_000, '2027-01-20', '2026-12-01').kind).toBe('full')
    expect(planAmounts(deposit(null, 5_000), 4_000, '2027-01-20', '2026-12-01')).toMatchObject({
      kind: 'full',
      upfrontCents: 4_000,
    })
  })

  it('reserves with nothing today under pay later', () => {
    expect(planAmounts(payLater(7), 9_900, '2027-01-20', '2026-12-01')).toEqual({
      kind: 'pay_later',
      upfrontCents: 0,
      balanceCents: 9_900,
      balanceDueDate: '2027-01-13',
    })
  })

  it('asks for everything today when travel is sooner than the plan allows (due date today or past)', () => {
    // due 14 days before 2026-12-15 is 2026-12-01: today → pay in full
    expect(planAmounts(deposit(20, null), 10_000, '2026-12-15', '2026-12-01').kind).toBe('full')
    expect(planAmounts(payLater(14), 10_000, '2026-12-10', '2026-12-01')).toMatchObject({
      kind: 'full',
      upfrontCents: 10_000,
      balanceCents: 0,
    })
    // one day later it is a deposit, due tomorrow
    expect(planAmounts(deposit(20, null), 10_000, '2026-12-16', '2026-12-01')).toMatchObject({
      kind: 'deposit',
      balanceDueDate: '2026-12-02',
    })
  })

  it('counts due dates across months and years in calendar days', () => {
    expect(planAmounts(payLater(14), 100, '2027-03-01', '2026-12-01').balanceDueDate).toBe('2027-02-15')
    expect(planAmounts(payLater(3), 100, '2027-01-02', '2026-12-01').balanceDueDate).toBe('2026-12-30')
  })
})

describe('paymentPlanProblem', () => {
  it('accepts the three plans with their fields', () => {
    expect(paymentPlanProblem(FULL_PAYMENT)).toBeNull()
    expect(paymentPlanProblem(deposit(20, null))).toBeNull()
    expect(paymentPlanProblem(deposit(null, 1))).toBeNull()
    expect(paymentPlanProblem(payLater(1))).toBeNull()
  })

  it('refuses what makes no plan, with the form’s words', () => {
    expect(paymentPlanProblem(deposit(0, null))).toBe(PaymentPlanMessages.depositPercent)
    expect(paymentPlanProblem(deposit(100, null))).toBe(PaymentPlanMessages.depositPercent)
    expect(paymentPlanProblem(deposit(12.5, null))).toBe(PaymentPlanMessages.depositPercent)
    expect(paymentPlanProblem(deposit(null, null))).toBe(PaymentPlanMessages.depositPercent)
    expect(paymentPlanProblem(deposit(null, 0))).toBe(PaymentPlanMessages.depositCents)
    expect(paymentPlanProblem(deposit(10, 500))).toBe(PaymentPlanMessages.depositEither)
    expect(paymentPlanProblem(deposit(20, null, 0))).toBe(PaymentPlanMessages.balanceDays)
    expect(paymentPlanProblem(payLater(121))).toBe(PaymentPlanMessages.balanceDays)
    expect(paymentPlanProblem({ ...FULL_PAYMENT, kind: 'later' as never })).toBe(PaymentPlanMessages.kind)
  })

  it('stores only the fields a kind uses', () => {
    expect(normalisePaymentPlan({ ...deposit(20, null), kind: 'full' })).toEqual(FULL_PAYMENT)
    expect(normalisePaymentPlan({ ...payLater(5), depositPercent: 20 })).toEqual(payLater(5))
  })
})

describe('balance due dates and reminders', () => {
  it('is overdue only after its due date (the due date is the last day to pay)', () => {
    expect(balanceOverdue('2027-01-06', '2027-01-06')).toBe(false)
    expect(balanceOverdue('2027-01-06', '2027-01-07')).toBe(true)
  })

  it('reminds 7 and 3 days before and on the due date, the latest step only', () => {
    const due = '2027-01-20'
    const booked = '2026-12-01'
    expect(balanceReminderStep(due, booked, '2027-01-12')).toBeNull()
    expect(balanceReminderStep(due, booked, '2027-01-13')).toBe(7)
    expect(balanceReminderStep(due, booked, '2027-01-16')).toBe(7)
    expect(balanceReminderStep(due, booked, '2027-01-17')).toBe(3)
    expect(balanceReminderStep(due, booked, '2027-01-20')).toBe(0)
    expect(balanceReminderStep(due, booked, '2027-01-21')).toBeNull()
  })

  it('sends no reminder for a step that fell on or before the booking day', () => {
    expect(balanceReminderStep('2027-01-20', '2027-01-15', '2027-01-16')).toBeNull()
    expect(balanceReminderStep('2027-01-20', '2027-01-17', '2027-01-17')).toBeNull()
    expect(balanceReminderStep('2027-01-20', '2027-01-17', '2027-01-20')).toBe(0)
  })

  it('says today’s amount, the balance and its due date', () => {
    expect(planAmountsText(planAmounts(deposit(20, null), 12_345, '2027-01-20', '2026-12-01'))).toBe(
      'Pay today USD 24.69, balance USD 98.76 due by 06/01/2027',
    )
    expect(planAmountsText(planAmounts(FULL_PAYMENT, 100, '2027-01-20', '2026-12-01'))).toBeNull()
  })
})

describe('amendmentSettlement (decision 075)', () => {
  const base = {
    plan: 'deposit',
    bookedAmountCents: 9000,
    paidCents: 1800,
    balanceDueDate: '2026-12-20',
    bookedStart: '2027-01-03',
    newStart: '2027-01-03',
    today: '2026-11-28',
  }
  it('puts a dearer change on the open balance: nothing now', () => {
    expect(amendmentSettlement({ ...base, newAmountCents: 14000 })).toEqual({
      dueNowCents: 0,
      balanceDueDate: '2026-12-20',
      onBalance: true,
    })
  })
  it('refunds now only what was paid beyond the new price', () => {
    expect(amendmentSettlement({ ...base, newAmountCents: 1000 }).dueNowCents).toBe(-800)
  })
  it('moves the due date with the trip, and charges now when it falls today or earlier', () => {
    expect(
      amendmentSettlement({ ...base, newAmountCents: 14000, newStart: '2027-01-08' }).balanceDueDate,
    ).toBe('2026-12-25')
    expect(amendmentSettlement({ ...base, newAmountCents: 14000, newStart: '2026-12-12' })).toEqual({
      dueNowCents: 12200,
      balanceDueDate: '2026-11-28',
      onBalance: false,
    })
  })
  it('charges new price − paid on a plan paid in full or a balance already paid', () => {
    expect(amendmentSettlement({ ...base, plan: 'full', newAmountCents: 14000 }).dueNowCents).toBe(12200)
    expect(amendmentSettlement({ ...base, paidCents: 9000, newAmountCents: 14000 }).dueNowCents).toBe(5000)
  })
})
