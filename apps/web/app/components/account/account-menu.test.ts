import { describe, expect, it } from 'vitest'
import { accountMenuItems, menuCurrent } from './account-menu'

const item = (to: string) => accountMenuItems.find((entry) => entry.to === to)!

describe('account menu', () => {
  it("lists spec §2's items in its order, with My Quotes (decision 079) after My Bookings", () => {
    expect(accountMenuItems.map((entry) => entry.label)).toEqual([
      'Dashboard',
      'My Bookings',
      'My Quotes',
      'Reviews & Ratings',
      'Deals & Discounts',
      'My Favorites',
      'Settings',
    ])
  })

  it('marks the current page, and My Bookings on a booking of its own', () => {
    expect(menuCurrent(item('/account'), '/account')).toBe('page')
    expect(menuCurrent(item('/account'), '/account/bookings')).toBeUndefined()
    expect(menuCurrent(item('/account/bookings'), '/account/bookings/')).toBe('page')
    expect(menuCurrent(item('/account/bookings'), '/account/booking/detail/7')).toBe('true')
    expect(menuCurrent(item('/account/settings'), '/account/booking/detail/7')).toBeUndefined()
    expect(menuCurrent(item('/account/quotes'), '/de/account/quotes/12')).toBe('true')
  })
})
