import { newCartItem, type CartItem } from '@serendib/domain/cart'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createCartStore } from './cart-store'
import { fakeWindow, MemoryStorage, storageEvent } from './fake-window'

const item = (aid: number, bookNow = false): CartItem =>
  newCartItem({
    userId: null,
    activity: {
      id: aid,
      name: `Tour ${aid}`,
      image: null,
      duration: '1 Day',
      duration_value: 1,
      duration_unit: 1,
      pickup_locations: [{ id: 3, location_name: 'Kandy', pickup_time: null, airport: false }],
      url: `/day-tours/t/details/${aid}`,
      include_adults: true,
      include_children: false,
      include_infants: false,
      booking_cutoff_days: 0,
    },
    request: { aid, pud: '2026-12-01', pul: 3, na: 1, nc: 0, ni: 0 },
    quote: { amount: 50, amount_cents: 5000 },
    bookNow,
  })

function setup(stored: unknown = null) {
  const saved: Array<readonly CartItem[]> = []
  const store = createCartStore({ load: () => stored, save: (items) => saved.push(items), intervalMs: 1000 })
  return { store, saved }
}

describe('createCartStore (spec §4 Cart)', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.setSystemTime(new Date('2026-03-01T10:00:00Z'))
  })
  afterEach(() => vi.useRealTimers())

  it('restores the stored cart, dropping what is not a cart item', () => {
    const { store } = setup([item(1), { activity: 'nonsense' }, item(2)])
    expect(store.items().map((i) => i.activity.id)).toEqual([1, 2])
  })

  it('keeps the chosen start time of a tour with start times (issue 13)', () => {
    const timed = newCartItem({
      ...{ userId: null, activity: item(5).activity, bookNow: false },
      request: { aid: 5, pud: '2026-12-01', pul: 3, na: 1, nc: 0, ni: 0, start_time: '09:30' },
      quote: { amount: 50, amount_cents: 5000 },
    })
    const [restored] = setup([timed]).store.items()
    expect(restored).toMatchObject({ start_time: '09:30', booking: { start_time: '09:30' } })
    const [bad] = setup([{ ...timed, start_time: 930 }]).store.items()
    expect(bad!.start_time).toBeUndefined()
    expect(setup([item(1)]).store.items()[0]!.start_time).toBeUndefined()
  })

  it('survives a stored value that is not a list', () => {
    expect(setup({ not: 'a cart' }).store.items()).toEqual([])
  })

  it('saves at most once per second, the latest cart last', () => {
    const { store, saved } = setup()
    store.add(item(1))
    store.add(item(2))
    store.add(item(3))
    expect(saved.map((cart) => cart.length)).toEqual([1])
    vi.advanceTimersByTime(1000)
    expect(saved.map((cart) => cart.length)).toEqual([1, 3])
  })

  it('writes a pending change at once on flush (page hide)', () => {
    const { store, saved } = setup()
    store.add(item(1))
    store.add(item(2))
    store.flush()
    expect(saved.at(-1)).toHaveLength(2)
  })

  it('removes by index, updates one item and tells subscribers', () => {
    const { store } = setup()
    const listener = vi.fn()
    store.subscribe(listener)
    store.add(item(1))
    store.add(item(2))
    store.add(item(3))
    store.remove(1)
    expect(store.items().map((i) => i.activity.id)).toEqual([1, 3])
    store.update(1, (entry) => ({ ...entry, adults: 4 }))
    expect(store.items()[1]?.adults).toBe(4)
    store.remove(9)
    expect(listener).toHaveBeenCalledTimes(5)
  })

  it('Book Now replaces the same tour in place', () => {
    const { store } = setup()
    store.add(item(1))
    store.add(item(2))
    store.add(item(1, true))
    expect(store.items().map((i) => [i.activity.id, i.bookNow])).toEqual([
      [1, true],
      [2, false],
    ])
  })

  it('clears and saves at once', () => {
    const { store, saved } = setup()
    store.add(item(1))
    store.add(item(2))
    store.clear()
    expect(store.items()).toEqual([])
    expect(saved.at(-1)).toEqual([])
  })

  it('keeps the same snapshot while nothing changes (React re-renders on a new one)', () => {
    const { store } = setup([item(1)])
    expect(store.items()).toBe(store.items())
    store.update(0, (entry) => entry)
    expect(store.items()).toBe(store.items())
  })
})

describe("the device's cart (decision 057: localStorage, shared by the browser's tabs)", () => {
  afterEach(() => vi.unstubAllGlobals())

  async function freshCart() {
    vi.resetModules()
    return (await import('./cart-store')).cartStore()
  }

  it('a new tab and a later visit find the cart another tab filled', async () => {
    const first = fakeWindow()
    const cart = await freshCart()
    cart.add(item(1))
    cart.add(item(2))
    cart.flush()
    // Kept for the device, not the tab: the tab's own storage holds no cart.
    expect(first.sessionStorage.getItem('serendib.cart')).toBeNull()

    fakeWindow({}, first.localStorage)
    const newTab = await freshCart()
    expect(newTab.items().map((i) => i.activity.id)).toEqual([1, 2])
  })

  it("follows another tab's change at once, without a reload", async () => {
    const device = new MemoryStorage()
    const win = fakeWindow({}, device)
    const cart = await freshCart()
    const listener = vi.fn()
    cart.subscribe(listener)
    expect(cart.items()).toEqual([])

    device.setItem('serendib.cart', JSON.stringify([item(3)]))
    win.dispatchEvent(storageEvent('serendib.cart', [item(3)]))
    expect(listener).toHaveBeenCalled()
    expect(cart.items().map((i) => i.activity.id)).toEqual([3])

    // Another key changing is not the cart's business.
    listener.mockClear()
    win.dispatchEvent(storageEvent('serendib.signed-in', 7))
    expect(listener).not.toHaveBeenCalled()
  })

  it('emptied after payment in one tab, empty in the others', async () => {
    const device = new MemoryStorage()
    const win = fakeWindow({}, device)
    const cart = await freshCart()
    cart.add(item(1))
    cart.flush()
    device.setItem('serendib.cart', '[]')
    win.dispatchEvent(storageEvent('serendib.cart', []))
    expect(cart.items()).toEqual([])
  })
})
