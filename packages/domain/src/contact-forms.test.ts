import { describe, expect, it } from 'vitest'
import { inquiryError, isEmail, subscriptionEmailError } from './contact-forms.ts'
import { Messages } from './messages.ts'

describe('inquiry validation (spec §5, in order)', () => {
  const valid = {
    name: 'Nimal',
    email: 'nimal@example.lk',
    phone: '+94 77 123 4567',
    message: 'Is Sigiriya open?',
  }

  it('accepts a complete inquiry', () => {
    expect(inquiryError(valid)).toBeNull()
  })

  it('reports the first missing field in the spec order', () => {
    expect(inquiryError({})).toBe(Messages.inquiryNameRequired)
    expect(inquiryError({ ...valid, email: '  ' })).toBe(Messages.inquiryEmailRequired)
    expect(inquiryError({ ...valid, phone: '' })).toBe(Messages.inquiryPhoneRequired)
    expect(inquiryError({ ...valid, message: undefined })).toBe(Messages.inquiryMessageRequired)
    expect(inquiryError({ name: 'x', phone: '' })).toBe(Messages.inquiryEmailRequired)
  })

  it('refuses an address that is not an e-mail and non-string values', () => {
    expect(inquiryError({ ...valid, email: 'nimal' })).toBe(Messages.subscribeEmailInvalid)
    expect(inquiryError({ ...valid, name: 42 })).toBe(Messages.inquiryNameRequired)
  })
})

describe('subscription e-mail', () => {
  it('uses the spec messages', () => {
    expect(subscriptionEmailError('')).toBe(Messages.subscribeEmailRequired)
    expect(subscriptionEmailError('not-an-email')).toBe(Messages.subscribeEmailInvalid)
    expect(subscriptionEmailError('a@b.lk')).toBeNull()
  })

  it('knows an e-mail when it sees one', () => {
    expect(isEmail('someone@serendib.lk')).toBe(true)
    expect(isEmail('someone@serendib')).toBe(false)
    expect(isEmail('some one@serendib.lk')).toBe(false)
  })
})
