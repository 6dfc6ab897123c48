import { describe, expect, it } from 'vitest'
import { paragraphs } from './paragraphs'

describe('paragraphs', () => {
  it('splits on blank lines and joins wrapped lines', () => {
    expect(paragraphs('First line\nwraps here.\n\n  Second.  \r\n\r\nThird.')).toEqual([
      'First line wraps here.',
      'Second.',
      'Third.',
    ])
  })

  it('returns nothing for empty text', () => {
    expect(paragraphs('  \n\n ')).toEqual([])
  })
})
