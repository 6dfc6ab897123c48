import type { Page } from 'playwright-core'

/**
 * Checkout's one contact block (issue 30 point 4, decision 063): the contact's name, e-mail and
 * phone; the contact travels as the lead traveller unless "I am the lead traveller" is unticked.
 */
export async function fillCheckoutContact(
  page: Page,
  person: { first: string; last: string; email: string; phone: string },
): Promise<void> {
  const contact = page.getByRole('group', { name: 'Contact information' })
  await contact.getByLabel('First name').fill(person.first)
  await contact.getByLabel('Last name').fill(person.last)
  await contact.getByLabel('E-mail').fill(person.email)
  await contact.getByLabel('Phone', { exact: true }).fill(person.phone)
}
