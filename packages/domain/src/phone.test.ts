import { describe, expect, it } from 'vitest'
import { CheckoutMessages, needsEveryTravellerName } from './checkout.ts'
import { checkoutItemProblems } from './checkout-problems.ts'
import { profileValueProblem } from './accounts.ts'
import { countryOfPhone, normalisePhone, PhoneMessages, phoneCountries, phoneProblem } from './phone.ts'

describe('the one phone rule (decision 063)', () => {
  it('takes a number with its country code and writes it in the international form', () => {
    expect(normalisePhone('+94771234567')).toBe('+94 77 123 4567')
    expect(normalisePhone(' +44 7700 900123 ')).toBe('+44 7700 900123')
    expect(normalisePhone('077 123 4567', 'LK')).toBe('+94 77 123 4567')
    expect(phoneProblem('+1 202 555 0143')).toBeNull()
  })

  it('refuses letters, numbers without a code, wrong lengths and text after a number', () => {
    for (const bad of ['abc', 'call me', '0771234567', '12345', '+94 77 123', '+94 77 123 4567 abc', ''])
      expect(phoneProblem(bad), bad).toBe(PhoneMessages.invalid)
    expect(phoneProblem('abc', 'LK')).toBe(PhoneMessages.invalid)
  })

  it('settings and checkout say the same thing', () => {
    expect(profileValueProblem('phone_number', 'abc')).toBe(PhoneMessages.invalid)
    expect(profileValueProblem('phone_number', '+94 77 123 4567')).toBeNull()
    const booking = {
      hotel_name: 'Galle Face',
      hotel_address: 'Colombo',
      contact_firstname: 'Ana',
      contact_lastname: 'Perera',
      contact_email: 'ana@example.com',
      contact_phone: 'abc',
      travellers: [{ firstname: 'Ana', lastname: 'Perera', email: 'ana@example.com', phone: 'abc' }],
    }
    expect(checkoutItemProblems(booking)).toEqual([
      { field: 'traveller.0.phone', message: PhoneMessages.invalid },
      { field: 'contact.phone', message: PhoneMessages.invalid },
    ])
  })

  it('names the country of a stored number and lists every country with its code', () => {
    expect(countryOfPhone('+94 77 123 4567')).toBe('LK')
    expect(countryOfPhone('+44 7700 900123')).toBe('GB')
    expect(countryOfPhone('0771234567')).toBeUndefined()
    expect(phoneCountries()).toContainEqual({ code: 'LK', name: 'Sri Lanka', dial: '+94' })
  })
})

describe('checkout problems, all at once (issue 30 point 4)', () => {
  it('lists every missing detail in the spec order, with the spec words', () => {
    const problems = checkoutItemProblems({ travellers: [{}, {}] }, true)
    expect(problems.map((p) => p.message)).toEqual([
      CheckoutMessages.leadFirstName,
      CheckoutMessages.leadLastName,
      CheckoutMessages.leadEmail,
      CheckoutMessages.leadPhone,
      'Traveler 2 first name can not be empty',
      'Traveler 2 last name can not be empty',
      CheckoutMessages.hotelName,
      CheckoutMessages.hotelAddress,
      CheckoutMessages.contactFirstName,
      CheckoutMessages.contactLastName,
      CheckoutMessages.contactEmail,
      CheckoutMessages.contactPhone,
    ])
    expect(checkoutItemProblems({ travellers: [{}, {}] }).length).toBe(10)
  })

  it('asks every name only for tours of several days', () => {
    expect(needsEveryTravellerName(5, 1)).toBe(true)
    expect(needsEveryTravellerName(1, 1)).toBe(false)
    expect(needsEveryTravellerName(8, 2)).toBe(false)
  })
})
