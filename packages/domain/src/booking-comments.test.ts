import { describe, expect, it } from 'vitest'
import { commentProblem, CommentMessages, isCommentRecipient } from './booking-comments.ts'

describe('commentProblem', () => {
  it('wants 1 to 2000 characters after trimming', () => {
    expect(commentProblem('')).toBe(CommentMessages.empty)
    expect(commentProblem('   \n')).toBe(CommentMessages.empty)
    expect(commentProblem(undefined)).toBe(CommentMessages.empty)
    expect(commentProblem(42)).toBe(CommentMessages.empty)
    expect(commentProblem('x')).toBeNull()
    expect(commentProblem(` ${'x'.repeat(2000)} `)).toBeNull()
    expect(commentProblem('x'.repeat(2001))).toBe(CommentMessages.tooLong)
  })

  it('counts characters, not UTF-16 units', () => {
    expect(commentProblem('🌴'.repeat(2000))).toBeNull()
  })

  it('knows the two recipients a customer may choose', () => {
    expect(isCommentRecipient('supplier')).toBe(true)
    expect(isCommentRecipient('admin')).toBe(true)
    expect(isCommentRecipient('customer')).toBe(false)
  })
})
