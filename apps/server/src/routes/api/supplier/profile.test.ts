import { readdir } from 'node:fs/promises'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { categories } from '@serendib/db/schema/catalogue'
import { supplierProfiles } from '@serendib/db/schema/users'
import { testDatabases } from '@serendib/db/testing'
import { ImageMessages, PHOTO_MAX_BYTES } from '@serendib/domain/images'
import { Messages } from '@serendib/domain/messages'
import { AreaMessages } from '@serendib/domain/messages/areas'
import { SupplierProfileMessages, supplierProfileLabels } from '@serendib/domain/supplier-profile'
import { testMediaDir } from '../../../test-app.ts'
import { bearer } from '../../../testing/accounts.ts'
import { auditRows } from '../../../testing/admin.ts'
import { multipart, picture } from '../../../testing/reviews.ts'
import { loginsSuite, type LoginsSuite } from '../../../testing/suites.ts'
import { registerSupplier, type NewSupplier } from '../../../testing/suppliers.ts'

const complete = {
  work_name: 'Ceylon Rambles',
  work_address: '12 Temple Road, Kandy',
  work_registration_number: 'PV 12345',
  work_fixed_phone: '+94 81 222 3344',
  work_mobile: '+94 77 123 4567',
  contact_name: 'Kamal Silva',
  contact_nic: '851234567V',
  contact_home_phone: '081 222 3355',
  contact_mobile_phone: '+94 71 765 4321',
  contact_address: '4 Lake Drive, Kandy',
  payout_bank_name: 'Commercial Bank of Ceylon',
  payout_account_holder: 'Ceylon Rambles (Pvt) Ltd',
  payout_account_number: '8001 2345 6789',
  payout_branch: 'CCEYLKLX',
}

describe.each(testDatabases())('supplier profile on %s', (kind) => {
  let s: LoginsSuite
  let fresh: NewSupplier
  let categoryIds: number[]
  beforeAll(async () => {
    s = await loginsSuite(kind)
    fresh = await registerSupplier(s.t.app, s.t.database)
    categoryIds = (await s.t.database.db.select({ id: categories.id }).from(categories)).map((c) => c.id)
  })
  afterAll(() => s.t.close())

  const get = (token: string) => s.t.app.inject({ url: '/api/supplier/profile', headers: bearer(token) })
  const put = (token: string, payload: object) =>
    s.t.app.inject({ method: 'PUT', url: '/api/supplier/profile', payload, headers: bearer(token) })
  const rowOf = async (userId: number) =>
    (await s.t.database.db.select().from(supplierProfiles).where(eq(supplierProfiles.userId, userId)))[0]

  it('refuses customers and admins clearly, and anonymous callers, before any data', async () => {
    for (const token of [s.who.customer, s.who.admin]) {
      for (const response of [await get(token), await put(token, complete)]) {
        expect(response.statusCode).toBe(403)
        expect(response.json()).toEqual({ status: 'error', message: AreaMessages.suppliersOnly })
      }
    }
    expect((await s.t.app.inject('/api/supplier/profile')).statusCode).toBe(401)
  })

  it('shows a seeded supplier as approved and a new one as pending, with what is missing', async () => {
    const seeded = (await get(s.who.supplier)).json().data
    expect(seeded.approval).toMatchObject({ status: 1, label: 'Approved', can_submit_tours: true })
    const mine = (await get(fresh.token)).json().data
    expect(mine).toMatchObject({
      id: fresh.id,
      email: fresh.email,
      contact_name: 'Kamal Silva',
      approval: { status: 0, label: 'Pending', can_submit_tours: false, reason: null },
    })
    const missing = mine.missing.map((m: { field: string }) => m.field)
    expect(missing).toEqual(
      expect.arrayContaining(['email', 'work_name', 'payout_account_number', 'categories']),
    )
  })

  it('saves every work_*, contact_* and payout field and the categories; the checklist empties', async () => {
    const response = await put(fresh.token, { ...complete, categories: categoryIds.slice(0, 2) })
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body.message).toBe(SupplierProfileMessages.saved)
    expect(body.data).toMatchObject(complete)
    expect(body.data.categories.map((c: { id: number }) => c.id).sort()).toEqual(
      categoryIds.slice(0, 2).sort(),
    )
    expect(body.data.missing.map((m: { field: string }) => m.field)).toEqual(['email'])
    expect((await get(fresh.token)).json().data).toMatchObject(complete)
    // The payout change is audited, with the account number cut to its last four digits.
    const [audit] = await auditRows(s.t.database, 'user', fresh.id)
    expect(audit).toMatchObject({
      action: 'supplier.payout_details',
      actorRole: 'supplier',
      after: { account_number: '…6789', bank_name: complete.payout_bank_name },
    })
  })

  it('answers each bad field with the domain message and changes nothing', async () => {
    const before = await rowOf(fresh.id)
    const response = await put(fresh.token, {
      work_name: '  ',
      work_mobile: '12ab',
      contact_nic: '12345',
      payout_account_number: '12',
      work_registration_number: '<script>',
      categories: [2_000_000],
    })
    expect(response.statusCode).toBe(422)
    const body = response.json()
    expect(body.errors).toEqual({
      work_name: SupplierProfileMessages.required(supplierProfileLabels.work_name),
      work_mobile: SupplierProfileMessages.phone,
      contact_nic: SupplierProfileMessages.nic,
      payout_account_number: SupplierProfileMessages.accountNumber,
      work_registration_number: SupplierProfileMessages.registration,
      categories: SupplierProfileMessages.unknownCategory,
    })
    expect(body.message).toBe(body.errors.work_name)
    expect(await rowOf(fresh.id)).toEqual(before)
  })

  it('needs the bank, the holder and the number together, and caps the categories', async () => {
    const response = await put(fresh.token, {
      payout_bank_name: 'Sampath Bank',
      payout_account_holder: '',
      payout_account_number: null,
      categories: categoryIds.slice(0, 11),
    })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors).toEqual({
      payout_account_holder: SupplierProfileMessages.payoutTogether('Account holder'),
      payout_account_number: SupplierProfileMessages.payoutTogether('Account number'),
      ...(categoryIds.length > 10 ? { categories: SupplierProfileMessages.tooManyCategories } : {}),
    })
    expect((await put(fresh.token, { work_name: 42 })).statusCode).toBe(400)
  })

  it("only ever touches the caller's own profile", async () => {
    const seededId = (await get(s.who.supplier)).json().data.id
    const seededBefore = await rowOf(seededId)
    await put(fresh.token, { ...complete, work_name: 'Only mine' })
    expect(await rowOf(seededId)).toEqual(seededBefore)
    expect((await get(s.who.supplier)).json().data.work_name).not.toBe('Only mine')
    // An id in the body or the URL is not a way in: there is none to pass.
    const sneaky = await put(fresh.token, { id: seededId, user_id: seededId, work_name: 'Sneaky' })
    expect(sneaky.statusCode).toBe(200)
    expect(sneaky.json().data.id).toBe(fresh.id)
    expect((await rowOf(seededId))!.workName).toBe(seededBefore!.workName)
  })

  it('takes a logo and a contact photo through the image pipeline, and refuses anything else', async () => {
    const upload = (kindOf: string, bytes: Buffer, filename = 'logo.png', token = fresh.token) => {
      const body = multipart([{ name: 'file', filename, contentType: 'image/png', bytes }])
      return s.t.app.inject({
        method: 'POST',
        url: `/api/supplier/profile/avatar/${kindOf}`,
        payload: body.payload,
        headers: { ...body.headers, ...bearer(token) },
      })
    }
    const logo = await upload('work', await picture('png', 500, 500))
    expect(logo.statusCode).toBe(200)
    const avatar = logo.json().data.work_avatar
    expect(avatar.url).toMatch(/^\/media\/avatar-[0-9a-f]{32}-\d+\.webp$/)
    const files = await readdir(testMediaDir)
    expect(files.filter((f) => f.startsWith(avatar.key))).toEqual([
      `${avatar.key}-400.webp`,
      `${avatar.key}-500.webp`,
    ])

    const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n')
    const refused = await upload('contact', pdf, 'passport.jpg')
    expect(refused.statusCode).toBe(422)
    expect(refused.json().message).toBe(Messages.imageUploadFailed)
    const huge = await upload('contact', Buffer.alloc(PHOTO_MAX_BYTES + 1, 0xff), 'huge.jpg')
    expect(huge.statusCode).toBe(413)
    expect(huge.json().message).toBe(ImageMessages.tooLarge)
    expect((await get(fresh.token)).json().data.contact_avatar).toBeNull()
    expect((await upload('banner', await picture('png'))).statusCode).toBe(400)
    expect((await upload('work', await picture('png'), 'x.png', s.who.customer)).statusCode).toBe(403)

    // Replacing the logo removes the old files; removing it leaves none.
    const second = (await upload('work', await picture('jpeg', 300, 300), 'logo.jpg')).json().data.work_avatar
    expect((await readdir(testMediaDir)).some((f) => f.startsWith(avatar.key))).toBe(false)
    const removed = await s.t.app.inject({
      method: 'DELETE',
      url: '/api/supplier/profile/avatar/work',
      headers: bearer(fresh.token),
    })
    expect(removed.json().data.work_avatar).toBeNull()
    expect((await readdir(testMediaDir)).some((f) => f.startsWith(second.key))).toBe(false)
  })
})
