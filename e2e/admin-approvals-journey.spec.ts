import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { AdminGuardMessages } from '@serendib/domain/messages/admin-guards'
import { SupplierApprovalMessages } from '@serendib/domain/supplier-approval'
import { TourLifecycleMessages } from '@serendib/domain/tour-lifecycle'
import { useAppAndBrowser } from './support/journey.ts'
import { newPage, snackbar, unexpected, viewports } from './support/page.ts'
import { DEMO_PASSWORD, fillLogin } from './support/session.ts'
import { apiToken, caller, prepareTour, signUpSupplier } from './support/supplier-api.ts'

// A captcha cost of 1 makes the supplier's sign-up proof of work instant (it still runs for real).
const journey = useAppAndBrowser({ CAPTCHA_COST: '1' })
const ADMIN = { email: 'admin@serendib.lk', password: DEMO_PASSWORD }
/** ADMIN_SCREENSHOTS=/folder: every new screen at 390 and 1366 px. */
const shots = process.env.ADMIN_SCREENSHOTS

async function shoot(page: Page, name: string) {
  if (!shots) return
  for (const [label, size] of [
    ['390', viewports.phone],
    ['1366', viewports.desktop],
  ] as const) {
    await page.setViewportSize(size)
    await page.waitForTimeout(150)
    await page.screenshot({ path: `${shots}/${name}-${label}.png`, fullPage: true })
  }
}

async function signInAsAdmin(page: Page) {
  await page.goto(`${journey.site}/admin`)
  await page.waitForURL(/\/admin\/login/)
  await page.getByLabel('E-mail').fill(ADMIN.email)
  await page.getByLabel('Password').fill(ADMIN.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL(`${journey.site}/admin`)
}

describe('admin console: supplier approval, tour review, resellers', () => {
  it('an admin approves a pending supplier, rejects its tour with a reason the supplier reads, then approves the fixed tour', async () => {
    const base = journey.app.baseUrl
    const supplier = await signUpSupplier(base, 'Ella Tea Trails')
    const title = 'Ella tea estate walk and tasting'
    const tourId = await prepareTour(base, supplier, title)
    // Pending: the supplier may prepare the tour but not submit it.
    expect((await supplier.call('POST', `/api/supplier/tours/${tourId}/submit`)).status).toBe(422)

    const { context, page, problems } = await newPage(journey, 'desktop')
    await signInAsAdmin(page)
    const queues = page.getByRole('main')
    await queues.getByRole('link', { name: /Suppliers awaiting approval/ }).click()
    await page.waitForURL(/\/admin\/suppliers\?approval=pending/)
    await shoot(page, 'suppliers-pending')
    await page
      .getByRole('table', { name: 'Suppliers' })
      .getByRole('link', { name: 'Ella Tea Trails' })
      .click()
    await page.getByRole('heading', { name: 'Ella Tea Trails' }).waitFor()
    await page.getByText('Waiting for approval').waitFor()
    await shoot(page, 'supplier-detail-pending')
    await page.getByRole('button', { name: 'Approve', exact: true }).click()
    // Issue 29: the dialog lists what the profile misses, and approving needs the admin's word.
    const approve = page.getByRole('dialog', { name: 'Approve this supplier' })
    await approve.getByText('Confirm your e-mail address').waitFor()
    await approve.getByText('Bank name').waitFor()
    await shoot(page, 'supplier-approve-incomplete')
    await approve.getByRole('button', { name: 'Approve supplier' }).click()
    await approve.getByRole('alert').filter({ hasText: 'The profile still misses' }).waitFor()
    await approve.getByLabel(AdminGuardMessages.supplierApprovedIncomplete).check()
    await approve.getByRole('button', { name: 'Approve supplier' }).click()
    await snackbar(page, SupplierApprovalMessages.approved).waitFor()
    await page.getByText('Approved: it submits tours for review.').waitFor()
    await page.getByRole('button', { name: 'Suspend' }).waitFor()

    // Approved, the supplier submits; the tour waits in the review queue.
    expect((await supplier.call('POST', `/api/supplier/tours/${tourId}/submit`)).status).toBe(200)
    await page
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link', { name: 'Tour review' })
      .click()
    const queue = page.getByRole('table', { name: 'Tours awaiting review' })
    await queue.getByRole('link', { name: title }).waitFor()
    await shoot(page, 'tour-queue')
    await queue.getByRole('link', { name: title }).click()
    const preview = page.getByRole('region', { name: 'The tour as travellers will see it' })
    await preview.getByRole('heading', { name: title, level: 1 }).waitFor()
    await preview.getByText('Walk the tea estates above Ella').waitFor()
    await shoot(page, 'tour-review-pending')

    // Reject: no reason is refused with the domain's message; a reason goes to the supplier.
    await page.getByRole('button', { name: 'Reject', exact: true }).click()
    const reject = page.getByRole('dialog', { name: 'Reject this tour' })
    await reject.getByRole('button', { name: 'Reject tour' }).click()
    await reject.getByText('Give the supplier a reason for the rejection').first().waitFor()
    const reason = 'Say how long the walk is and whether it is steep.'
    await reject.getByLabel(/Reason/).fill(reason)
    await reject.getByRole('button', { name: 'Reject tour' }).click()
    await snackbar(page, TourLifecycleMessages.rejected).waitFor()
    await page.getByText(`Reason sent to the supplier: ${reason}`).waitFor()

    // The supplier reads the reason in its portal.
    const own = await newPage(journey, 'phone')
    await own.page.goto(`${journey.site}/supplier/login`)
    await fillLogin(own.page, { email: supplier.email, password: supplier.password })
    await own.page.waitForURL(`${journey.site}/supplier`)
    await own.page.goto(`${journey.site}/supplier/tours`)
    await own.page.getByText(`Not approved: ${reason}`).waitFor()

    // It fixes the tour and submits it again (through the API); the admin approves it.
    const fixed = await supplier.call('PATCH', `/api/supplier/tours/${tourId}`, {
      overview: 'Walk 5 km of gentle, mostly flat paths through the tea estates above Ella, then taste tea.',
    })
    expect(fixed.status).toBe(200)
    expect((await supplier.call('POST', `/api/supplier/tours/${tourId}/submit`)).status).toBe(200)
    await page.goto(`${journey.site}/admin/tours/${tourId}`)
    await preview.getByText('Walk 5 km of gentle').waitFor()
    await page.getByRole('button', { name: 'Approve', exact: true }).click()
    await page
      .getByRole('dialog', { name: 'Approve this tour' })
      .getByRole('button', { name: 'Approve tour' })
      .click()
    await snackbar(page, TourLifecycleMessages.approved).waitFor()
    expect((await fetch(`${base}/api/activity?id=${tourId}`)).status).toBe(200)

    // Featured in 'Made for you', then the supplier edits it: a changed tour with a diff.
    await page.getByRole('button', { name: "Feature in 'Made for you'" }).click()
    await page
      .getByRole('dialog', { name: "Feature in 'Made for you'" })
      .getByRole('button', { name: 'Feature tour' })
      .click()
    await snackbar(page, TourLifecycleMessages.featured).waitFor()
    await supplier.call('PATCH', `/api/supplier/tours/${tourId}`, {
      inclusion: 'Guide\nTea tasting\nBreakfast',
    })
    await page.goto(`${journey.site}/admin/tours?queue=changed`)
    await page
      .getByRole('table', { name: 'Active tours changed since approval' })
      .getByRole('link', { name: title })
      .click()
    await page.getByRole('heading', { name: 'What changed since approval' }).waitFor()
    await page.getByRole('heading', { name: 'Includes', exact: true }).first().waitFor()
    await page.locator('ins', { hasText: 'Breakfast' }).waitFor()
    await shoot(page, 'tour-review-changed')

    // Suspending the supplier takes the tour off sale at once; reinstating puts it back.
    await page.getByRole('link', { name: 'Ella Tea Trails', exact: true }).click()
    await page.getByRole('button', { name: 'Suspend' }).click()
    const suspend = page.getByRole('dialog', { name: 'Suspend this supplier' })
    await suspend.getByLabel(/Reason/).fill('Guests report the tea factory visit was skipped.')
    await suspend.getByRole('button', { name: 'Suspend and take tours off sale' }).click()
    await snackbar(page, SupplierApprovalMessages.suspendedNotice).waitFor()
    await page.getByText('Suspended: its tours are off sale; its bookings stay.').waitFor()
    expect((await fetch(`${base}/api/activity?id=${tourId}`)).status).toBe(404)
    await shoot(page, 'supplier-detail-suspended')
    await page.getByRole('button', { name: 'Reinstate' }).click()
    await page
      .getByRole('dialog', { name: 'Reinstate this supplier' })
      .getByRole('button', { name: 'Reinstate supplier' })
      .click()
    await snackbar(page, SupplierApprovalMessages.reinstatedNotice).waitFor()
    expect((await fetch(`${base}/api/activity?id=${tourId}`)).status).toBe(200)

    // Every decision is in the audit log.
    await page.goto(`${journey.site}/admin/audit-log?subject_type=tour&subject_id=${tourId}`)
    const log = page.getByRole('table', { name: 'Audit log entries, newest first' })
    for (const action of ['tour.reject', 'tour.approve', 'tour.feature'])
      await log.getByRole('cell', { name: action, exact: true }).first().waitFor()

    await page.goto(`${journey.site}/admin`)
    await page.getByRole('heading', { name: 'Work queues' }).waitFor()
    await shoot(page, 'dashboard')
    expect(unexpected(problems)).toEqual([])
    expect(unexpected(own.problems)).toEqual([])
    await own.context.close()
    await context.close()
  })

  it("an admin sees a submitted tour's commercial terms and the tour it nearly copies before approving", async () => {
    // Issue 29: the review was the traveller preview (no child rate, pick-ups, seasons), and a
    // near-copy of another supplier's tour went through.
    const base = journey.app.baseUrl
    const lanka = {
      email: 'bookings@lankatrails.example',
      password: DEMO_PASSWORD,
      call: caller(base, await apiToken(base, 'bookings@lankatrails.example', DEMO_PASSWORD)),
    }
    const original = (
      (await (await fetch(`${base}/api/activity?id=35`)).json()) as {
        data: { tour_id: string; title: string; overview: string; supplier_name: string }
      }
    ).data
    expect(original.supplier_name).not.toBe('Lanka Trails (Pvt) Ltd')
    const tourId = await prepareTour(base, lanka, `${original.title} (private)`)
    const edited = await lanka.call('PATCH', `/api/supplier/tours/${tourId}`, {
      overview: `${original.overview} Hotel pick-up included.`,
      include_children: true,
      rates: {
        adult_price_cents: 4500,
        child_price_cents: 2250,
        infant_price_cents: null,
        group_price_cents: null,
      },
      price_periods: [
        {
          label: 'Whale season',
          starts_on: '2031-01-01',
          ends_on: '2031-03-31',
          adult_price_cents: 5500,
          child_price_cents: 2750,
          infant_price_cents: null,
          group_price_cents: null,
        },
      ],
    })
    expect(edited.status).toBe(200)
    expect((await lanka.call('POST', `/api/supplier/tours/${tourId}/submit`)).status).toBe(200)

    const { context, page, problems } = await newPage(journey, 'desktop')
    await signInAsAdmin(page)
    await page.goto(`${journey.site}/admin/tours?queue=pending`)
    await page
      .getByRole('table', { name: 'Tours awaiting review' })
      .getByRole('link', { name: `${original.title} (private)` })
      .click()
    await page.getByRole('heading', { name: 'Tours that read nearly the same' }).waitFor()
    await page.getByRole('link', { name: `${original.tour_id} · ${original.title}` }).waitFor()
    await page.getByText(/title \d+ % alike · overview \d+ % alike/).waitFor()
    const terms = page.getByRole('definition').filter({ hasText: 'Children (6–11 years)' })
    await terms.getByText('USD 22.50').waitFor()
    const sells = page.locator('dl[aria-label="What the supplier sells"]')
    await sells.getByText('Whale season').waitFor()
    await sells
      .getByText(/ · 08:00|min before the start/)
      .first()
      .waitFor()
    await sells.getByText('From 1 day ahead').waitFor()
    await page.getByText('Never approved before: there is no earlier version to compare with.').waitFor()
    await shoot(page, 'tour-review-near-copy')
    await page.getByRole('button', { name: 'Approve', exact: true }).click()
    await page
      .getByRole('dialog', { name: 'Approve this tour' })
      .getByText(`Careful: ${original.tour_id} reads nearly the same.`, { exact: false })
      .waitFor()
    await page
      .getByRole('dialog', { name: 'Approve this tour' })
      .getByRole('button', { name: 'Cancel' })
      .click()
    expect(unexpected(problems)).toEqual([])
    await context.close()
  })

  it('an admin creates a reseller, issues an API key shown once, and revokes it', async () => {
    const { context, page, problems } = await newPage(journey, 'desktop', {
      permissions: ['clipboard-read', 'clipboard-write'],
    })
    await signInAsAdmin(page)
    await page
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link', { name: 'Resellers' })
      .click()
    await page
      .getByRole('table', { name: 'Resellers' })
      .getByRole('link', { name: 'Demo Reseller' })
      .waitFor()
    await shoot(page, 'resellers')
    await page.getByRole('link', { name: 'New reseller' }).click()
    await page.getByRole('button', { name: 'Create reseller' }).click()
    await page.getByText('Give the reseller a name of 2 to 80 characters').waitFor()
    await page.getByLabel('Name').fill('Kandy Lake Concierge')
    await page.getByLabel('Contact e-mail').fill('desk@kandylake.example.com')
    await page.getByLabel('Commission (%)').fill('12')
    await page.getByLabel('Only the tours chosen below').check()
    await page.getByLabel('Find active tours by title').fill('a')
    await page.getByRole('button', { name: 'Find tours' }).click()
    await page
      .getByRole('list', { name: 'Tours found' })
      .getByRole('button', { name: /^Add / })
      .first()
      .click()
    await page.getByRole('button', { name: 'Create reseller' }).click()
    await snackbar(page, 'Reseller created').waitFor()
    await page.getByRole('heading', { name: 'Kandy Lake Concierge' }).waitFor()

    await page.getByRole('button', { name: 'Issue a new key' }).click()
    const dialog = page.getByRole('dialog', { name: 'Copy the new API key now' })
    const key = await dialog.getByLabel('API key').inputValue()
    expect(key).toMatch(/^octo_/)
    await dialog.getByRole('button', { name: 'Copy key' }).click()
    await dialog.getByText('Copied').waitFor()
    await shoot(page, 'reseller-key-issued')
    await dialog.getByRole('button', { name: 'Done' }).click()
    const products = await fetch(`${journey.app.baseUrl}/octo/products`, {
      headers: { authorization: `Bearer ${key}` },
    })
    expect(products.status).toBe(200)
    expect(((await products.json()) as unknown[]).length).toBe(1)
    // The key is never shown again: only its first characters.
    expect(await page.getByText(key).count()).toBe(0)
    await shoot(page, 'reseller-edit')

    await page.getByRole('button', { name: /^Revoke key/ }).click()
    await page
      .getByRole('dialog', { name: /^Revoke key/ })
      .getByRole('button', { name: 'Revoke key' })
      .click()
    await snackbar(page, 'Key revoked').waitFor()
    const refused = await fetch(`${journey.app.baseUrl}/octo/products`, {
      headers: { authorization: `Bearer ${key}` },
    })
    expect(refused.status).toBe(403)
    expect(unexpected(problems)).toEqual([])
    await context.close()
  })
})
