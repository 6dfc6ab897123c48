import { describe, expect, it } from 'vitest'
import {
  answerText,
  checkAnswers,
  normaliseAnswer,
  questionDraftErrors,
  type BookingQuestion,
} from './booking-questions.ts'
import { BookingQuestionMessages as M } from './messages/booking-questions.ts'

const q = (over: Partial<BookingQuestion>): BookingQuestion => ({
  id: 1,
  label: 'Q',
  help_text: null,
  input_type: 'short_text',
  options: [],
  required: false,
  per_traveller: false,
  ...over,
})

describe('booking questions (decision 062)', () => {
  it("checks a supplier's list field by field", () => {
    expect(
      questionDraftErrors([
        { label: ' ', input_type: 'short_text', required: true, per_traveller: false },
        {
          label: 'Meal',
          input_type: 'select',
          options: ['Fish', 'fish'],
          required: true,
          per_traveller: false,
        },
        { label: 'Age', input_type: 'number', options: ['1'], required: false, per_traveller: true },
        { label: 'x'.repeat(201), input_type: 'nope', required: false, per_traveller: false },
      ]),
    ).toEqual({
      'questions.0.label': M.labelRequired,
      'questions.1.options': M.optionRepeated,
      'questions.2.options': M.optionsForSelectOnly,
      'questions.3.label': M.labelTooLong,
      'questions.3.input_type': M.inputTypeUnknown,
    })
    expect(
      questionDraftErrors([
        { label: 'පාස්පෝට් අංකය', input_type: 'short_text', required: true, per_traveller: true },
      ]),
    ).toEqual({})
  })

  it('stores each type in one form and refuses what is not one', () => {
    expect(normaliseAnswer(q({ input_type: 'yes_no' }), ' YES ')).toEqual({ value: 'yes' })
    expect(normaliseAnswer(q({ input_type: 'yes_no', label: 'Seat' }), 'maybe')).toEqual({
      problem: M.notYesNo('Seat'),
    })
    expect(normaliseAnswer(q({ input_type: 'number' }), '1 200')).toEqual({ value: '1200' })
    expect(normaliseAnswer(q({ input_type: 'number', label: 'Age' }), 'ten')).toEqual({
      problem: M.notANumber('Age'),
    })
    expect(normaliseAnswer(q({ input_type: 'date', label: 'Arrival' }), '2026-02-30')).toEqual({
      problem: M.notADate('Arrival'),
    })
    expect(normaliseAnswer(q({ input_type: 'select', options: ['Vegan'] }), 'vegan')).toEqual({
      value: 'Vegan',
    })
    expect(answerText('date', '2026-12-03')).toBe('03/12/2026')
    expect(answerText('yes_no', 'no')).toBe('No')
  })

  it('asks per-traveller questions of each of the party, and names the traveller in the message', () => {
    const passport = q({ id: 7, label: 'Passport number', required: true, per_traveller: true })
    const diet = q({ id: 8, label: 'Diet', required: true })
    const given = [
      { question_id: 7, traveller: 0, value: 'N1' },
      { question_id: 8, value: 'Vegan' },
    ]
    const checked = checkAnswers([passport, diet], given, 3)
    expect(checked.problems).toEqual({
      '7.1': M.required('Passport number (traveller 2)'),
      '7.2': M.required('Passport number (traveller 3)'),
    })
    expect(checked.unknown).toBeNull()
    // A hold may wait: nothing is missing then, but malformed answers still count.
    expect(checkAnswers([passport, diet], given, 3, false).problems).toEqual({})
    // Traveller 4 of 3, or a per-traveller question answered for the booking, is not asked.
    expect(checkAnswers([passport], [{ question_id: 7, traveller: 3, value: 'x' }], 3).unknown).toBe('7')
    expect(checkAnswers([passport], [{ question_id: 7, value: 'x' }], 3).unknown).toBe('7')
  })
})
