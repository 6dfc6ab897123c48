/**
 * Booking questions (issue 33, decision 062): what a tour asks each booking or each traveller,
 * and the answers a booking carries. A question the supplier removes is marked removed, never
 * deleted: bookings that answered it keep their answers (and OCTO their questionId).
 */
import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { activities } from './activities.ts'
import { bookings } from './bookings.ts'
import { id, instant, timestamps } from './columns.ts'

export const activityQuestions = pgTable(
  'activity_questions',
  {
    id: id(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    sortOrder: smallint('sort_order').notNull().default(0),
    label: text('label').notNull(),
    helpText: text('help_text'),
    /** short_text, long_text, number, yes_no, select or date (domain/booking-questions.ts). */
    inputType: text('input_type').notNull(),
    /** The choices of a select question, in order. */
    options: text('options')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    required: boolean('required').notNull().default(false),
    /** Asked of every traveller rather than once for the booking. */
    perTraveller: boolean('per_traveller').notNull().default(false),
    /** Set when the supplier takes the question off the tour; answered bookings keep it. */
    removedAt: instant('removed_at'),
    ...timestamps(),
  },
  (t) => [
    index('activity_questions_activity_idx').on(t.activityId, t.sortOrder),
    check(
      'activity_questions_input_type_check',
      sql`${t.inputType} in ('short_text', 'long_text', 'number', 'yes_no', 'select', 'date')`,
    ),
  ],
)

export const bookingAnswers = pgTable(
  'booking_answers',
  {
    id: id(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => activityQuestions.id),
    /** The traveller's place, 0 for the lead (booking_travellers.sort_order); null: the whole booking. */
    traveller: smallint('traveller'),
    value: text('value').notNull(),
    ...timestamps(),
  },
  (t) => [
    // One answer per question and traveller; nulls (per-booking answers) made distinct by -1.
    uniqueIndex('booking_answers_one_idx').on(t.bookingId, t.questionId, sql`coalesce(${t.traveller}, -1)`),
    index('booking_answers_question_idx').on(t.questionId),
  ],
)
