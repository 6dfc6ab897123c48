import { describe, expect, it } from 'vitest'
import { csvFile, formulaSafe, phoneCell } from './csv-file.ts'

describe('CSV cells (decision 066)', () => {
  it('defuses every cell that starts like a formula', () => {
    for (const risky of ['=1+1', '+1+cmd|" /C calc"!A0', '-2+3', '@SUM(A1)', '\t=1', '\r=1']) {
      expect(formulaSafe(risky)).toBe(`'${risky}`)
    }
    expect(formulaSafe('Galle Face Hotel')).toBe('Galle Face Hotel')
    expect(formulaSafe('-12.50')).toBe('-12.50')
    expect(formulaSafe(-3)).toBe(-3)
    expect(formulaSafe(null)).toBe('')
  })

  it('writes an international phone from its first digit, dialable, and guards anything else', () => {
    expect(phoneCell('+94 77 123 4567')).toBe('0094 77 123 4567')
    expect(phoneCell('+49 (30) 123-456')).toBe('0049 (30) 123-456')
    expect(phoneCell('077 123 4567')).toBe('077 123 4567')
    expect(phoneCell(null)).toBe('')
    // Not a phone: left for the guard, which defuses it.
    expect(phoneCell('+1+cmd|" /C calc"!A0')).toBe('+1+cmd|" /C calc"!A0')
    expect(formulaSafe(phoneCell('+1+cmd|" /C calc"!A0'))).toBe(`'+1+cmd|" /C calc"!A0`)
    expect(formulaSafe(phoneCell('=HYPERLINK("x")'))).toBe(`'=HYPERLINK("x")`)
    expect(formulaSafe(phoneCell('+94 77 123 4567'))).toBe('0094 77 123 4567')
  })

  it('quotes as RFC 4180 says, with a byte order mark and CRLF', () => {
    const file = csvFile(['Name', 'Phone'], [['Line one,\nline "two"', phoneCell('+94 77 000 0000')]])
    expect(file).toBe('\uFEFFName,Phone\r\n"Line one,\nline ""two""",0094 77 000 0000\r\n')
  })
})
