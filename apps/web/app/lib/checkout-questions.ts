/**
 * Booking questions at checkout (issue 33, decision 062): each cart item's tour questions,
 * fetched once per tour; the traveller's answers, kept on the cart item (checkout sends its
 * booking as it is) and in this tab's storage (the stored cart keeps only its own fields); and
 * the problems the checkout page shows beside the questions' fields.
 */
import type { CartItem } from '@serendib/domain/cart'
import {
  answerKey,
  checkAnswers,
  type BookingQuestion,
  type QuestionAnswerInput,
} from '@serendib/domain/booking-questions'
import { useEffect, useSyncExternalStore } from 'react'
import { browserApi } from './browser-api'
import { cartStore } from './cart-store'
import { readStoredJson, storeJson } from './session-store'

const ANSWERS_KEY = 'serendib.checkout-answers'
const questions = new Map<number, BookingQuestion[]>()
const loading = new Set<number>()
let problems: Readonly<Record<string, string>> = {}
const listeners = new Set<() => void>()
const notify = () => listeners.forEach((listener) => listener())
const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The element id of one answer's control (the page focuses the first refused one). */
export const questionFieldId = (item: number, questionId: number, traveller: number | null) =>
  traveller === null ? `co-${item}-q${questionId}` : `co-${item}-q${questionId}-t${traveller}`

/** The number of people an item books: per-traveller questions are asked of each. */
export const partySize = (item: CartItem) =>
  item.booking.num_adults + item.booking.num_children + item.booking.num_infants

const storedKey = (item: CartItem) => `${item.activity.id}|${item.booking.start_date}`

export function answersOf(item: CartItem): QuestionAnswerInput[] {
  return (item.booking as { question_answers?: QuestionAnswerInput[] }).question_answers ?? []
}

function withAnswers(item: CartItem, answers: QuestionAnswerInput[]): CartItem {
  const booking = { ...item.booking, question_answers: answers }
  return { ...item, booking }
}

/** Sets one answer of item `index`; its problem, if shown, goes. */
export function setAnswer(index: number, questionId: number, traveller: number | null, value: string) {
  cartStore().update(index, (item) => {
    const others = answersOf(item).filter(
      (a) => answerKey(a.question_id, a.traveller) !== answerKey(questionId, traveller),
    )
    const next = withAnswers(item, [...others, { question_id: questionId, traveller, value }])
    const stored = (readStoredJson(ANSWERS_KEY) ?? {}) as Record<string, unknown>
    storeJson(ANSWERS_KEY, { ...stored, [storedKey(item)]: answersOf(next) })
    return next
  })
  const id = questionFieldId(index, questionId, traveller)
  if (problems[id]) {
    const { [id]: _, ...rest } = problems
    problems = rest
    notify()
  }
}

/** Loads the questions of the cart's tours and puts back answers typed before a reload. */
export function useCheckoutQuestions(cart: readonly CartItem[]) {
  useSyncExternalStore(
    subscribe,
    () => questions.size + Object.keys(problems).length * 1000,
    () => 0,
  )
  useEffect(() => {
    const stored = (readStoredJson(ANSWERS_KEY) ?? {}) as Record<string, QuestionAnswerInput[]>
    cart.forEach((item, index) => {
      const kept = stored[storedKey(item)]
      if (Array.isArray(kept) && answersOf(item).length === 0 && kept.length > 0)
        cartStore().update(index, (it) => withAnswers(it, kept))
      const id = item.activity.id
      const asked = questions.get(id)
      if (asked) {
        // Answers the tour no longer asks, or for travellers no longer in the party, are not sent.
        const fits = answersOf(item).filter((a) => {
          const q = asked.find((x) => x.id === a.question_id)
          const t = a.traveller ?? null
          return q && (q.per_traveller ? t !== null && t < partySize(item) : t === null)
        })
        if (fits.length !== answersOf(item).length) cartStore().update(index, (it) => withAnswers(it, fits))
      }
      if (questions.has(id) || loading.has(id)) return
      loading.add(id)
      void browserApi
        .get<{ data: { questions: BookingQuestion[] } }>(`/api/activity/questions?id=${id}`)
        .then((reply) => {
          loading.delete(id)
          questions.set(id, reply.ok ? reply.body.data.questions : [])
          notify()
        })
    })
  }, [cart])
  return { questionsOf: (item: CartItem) => questions.get(item.activity.id) ?? null, problems }
}

/**
 * Every unanswered or malformed answer of the cart, as [element id, message], first field first;
 * the page shows each beside its field and refuses to book. Tours whose questions are still
 * loading are checked by the server (it refuses with the same message).
 */
export function bookingQuestionProblems(cart: readonly CartItem[]): [string, string][] {
  const found: [string, string][] = []
  cart.forEach((item, index) => {
    const asked = questions.get(item.activity.id)
    if (!asked?.length) return
    const checked = checkAnswers(asked, answersOf(item), partySize(item))
    for (const [key, message] of Object.entries(checked.problems)) {
      const [questionId, traveller] = key.split('.')
      found.push([questionFieldId(index, Number(questionId), traveller ? Number(traveller) : null), message])
    }
  })
  problems = Object.fromEntries(found)
  notify()
  return found
}
