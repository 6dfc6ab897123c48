/**
 * What the audit log is about (decision 027): every `subject.type` the code records, with the
 * name the console's filter shows. A test reads the sources and fails when a new subject is
 * recorded without being listed here (issue 29: currency changes were logged but not filterable).
 */
export const auditSubjectLabels = {
  booking: 'Booking',
  tour: 'Tour',
  user: 'User or supplier',
  payment: 'Payment',
  payout_statement: 'Payout statement',
  currency: 'Currency rate',
  reseller: 'Reseller',
  review: 'Review',
  email: 'E-mail',
  'site-content': 'Site text',
  'site-settings': 'Site settings',
  slider: 'Home slider',
  'featured-category': 'Featured category',
  'instagram-post': 'Instagram post',
  deal: 'Deal',
  category: 'Category',
  location: 'Location',
  'location-page': 'Location page',
  'travel-inspiration': 'Travel inspiration article',
} as const satisfies Record<string, string>

export type AuditSubjectType = keyof typeof auditSubjectLabels
export const auditSubjectTypes = Object.keys(auditSubjectLabels) as AuditSubjectType[]
