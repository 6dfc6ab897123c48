/**
 * The supplier's mails beyond the new-booking notice, in the portal's language (decision 078,
 * issue 31): the layout's footer, cancellations, change requests, the deadline job's and the
 * supplier's own decisions, quotes. Server-only: no page carries these (`portal-words.ts` merges
 * them with the portal catalogue). The English is the mails' English as it was, word for word.
 */
export const supplierMailEn = {
  'mail.footer.tagline': 'Serendib · Tours in Sri Lanka',
  'mail.footer.questions': 'Questions? Call us on {phone}',
  'mail.buttonFallback': 'If the button does not work, copy this link into your browser:',
  'mail.hello': 'Hello {name},',
  'mail.reason': 'Reason: {reason}',
  'mail.label.requestedDate': 'Requested date',
  'mail.label.asBooked': 'As booked',
  'mail.label.newPrice': 'New price',
  'mail.label.toRefund': 'To refund',
  'mail.label.balanceToPay': 'Balance to pay',
  'mail.label.start': 'Start',
  'mail.label.hotels': 'Hotels',
  'mail.label.booking': 'Booking',
  'mail.label.depositPaid': 'Deposit paid',
  'mail.canceled.subjectCustomer': 'Booking {reference} canceled by the customer',
  'mail.canceled.subjectReseller': 'Booking {reference} canceled by {reseller}',
  'mail.canceled.subjectUnpaid':
    'Booking {reference} canceled by Serendib, as the balance was not paid by its due date,',
  'mail.canceled.preview': '{tour} on {date} was canceled.',
  'mail.canceled.introCustomer': 'The customer canceled this booking. Its places are available again.',
  'mail.canceled.introReseller': '{reseller} canceled this booking. Its places are available again.',
  'mail.canceled.introUnpaid':
    'Serendib, as the balance was not paid by its due date, canceled this booking. Its places are available again.',
  'mail.amend.subject': 'Change requested for booking {reference}',
  'mail.amend.preview': 'The customer asks to change {tour} on {date}.',
  'mail.amend.intro':
    'The customer asks to change this booking. Please accept or reject the request in your supplier area.',
  'mail.decision.subjectConfirm': 'Booking {reference} confirmed',
  'mail.decision.subjectReject': 'Booking {reference} rejected',
  'mail.decision.subjectCancel': 'Booking {reference} canceled',
  'mail.decision.preview': '{tour} on {date}.',
  'mail.decision.lineConfirm': 'You confirmed this booking. The customer has been told.',
  'mail.decision.lineReject': 'This booking request is rejected and the customer is refunded in full.',
  'mail.decision.lineCancel': 'You canceled this booking and the customer is refunded in full.',
  'mail.decision.lineDeadline':
    'This request was not answered before its deadline, so it is rejected and the customer is refunded in full.',
  'mail.decision.action': 'Your bookings',
  'mail.quote.requestedSubject': 'New quote request: {tour}',
  'mail.quote.requestedPreview': '{traveller} asks for a quote for {tour}.',
  'mail.quote.requestedIntro': '{traveller} asks for a tailored quote. Please answer it in your portal.',
  'mail.quote.requestedAction': 'Answer the request',
  'mail.quote.acceptedSubject': 'Quote accepted: {tour} ({reference})',
  'mail.quote.acceptedPreview': '{traveller} accepted your quote and paid the deposit.',
  'mail.quote.acceptedIntro':
    '{traveller} accepted your quote and paid the deposit. The booking is confirmed.',
  'mail.quote.seeQuote': 'See the quote',
  'mail.quote.declinedSubject': 'Quote declined: {tour}',
  'mail.quote.declinedPreview': '{traveller} declined the quote for {tour}.',
  'mail.quote.declinedIntro': '{traveller} declined your quote. Nothing was booked or paid.',
  'mail.quote.party':
    '{adults, plural, one {# adult} other {# adults}}{children, plural, =0 {} one {, # child} other {, # children}}',
  'mail.note': 'Note: {note}',
  'mail.admin.subjectReject': 'Booking {reference} rejected by Serendib',
  'mail.admin.subjectCancel': 'Booking {reference} canceled by Serendib',
  'mail.admin.preview': '{tour} on {date} no longer takes place.',
  'mail.admin.intro': 'Our team closed this booking. Its places are available again.',
  'mail.tour.approvedSubject': 'Tour approved: {title}',
  'mail.tour.rejectedSubject': 'Tour not approved: {title}',
  'mail.tour.approvedLine': 'Your tour "{title}" is approved and on sale now.',
  'mail.tour.rejectedLine':
    'Your tour "{title}" was not approved. Fix what is asked below and submit it again.',
  'mail.tour.open': 'Open the tour',
  'mail.account.approvedSubject': 'Your Serendib supplier account is approved',
  'mail.account.rejectedSubject': 'Your Serendib supplier account',
  'mail.account.approvedLine': 'Your supplier account is approved. You can now submit your tours for review.',
  'mail.account.rejectedLine': 'Your supplier account was not approved yet.',
  'mail.account.rejectedOutro': 'Update your profile as asked; our team then looks at it again.',
  'mail.account.suspendedSubject': 'Your Serendib supplier account is suspended',
  'mail.account.reinstatedSubject': 'Your Serendib supplier account is reinstated',
  'mail.account.suspendedLine':
    'Your supplier account is suspended: your tours are off sale. Bookings already made stay; please serve them.',
  'mail.account.reinstatedLine': 'Your supplier account is reinstated: your tours are on sale again.',
  'mail.account.suspendedOutro': 'Reply to this e-mail or contact us to be reinstated.',
  'mail.account.open': 'Open the supplier portal',
  // A traveller's message on a booking or a quote, and the staff invitation (issue 31).
  'mail.thread.bookingSubject': 'New message about booking {reference}',
  'mail.thread.bookingPreview': '{from} wrote about {tour}.',
  'mail.thread.bookingIntro': '{from} sent a message about booking {reference}:',
  'mail.thread.bookingAction': 'Read and reply',
  'mail.thread.fromCustomer': '{name} (the customer)',
  'mail.thread.yourCustomer': 'Your customer',
  'mail.thread.quoteSubject': 'New message about your quote: {tour}',
  'mail.thread.quoteIntro': 'There is a new message about the quote for {tour}:',
  'mail.thread.quoteAction': 'Read and answer',
  'mail.staff.inviteSubject': '{supplier} invites you to Serendib',
  'mail.staff.inviteLine': '{supplier} invites you to its Serendib supplier portal as {role} staff.',
  'mail.staff.inviteAccept':
    'Choose your password to accept. The link works once, within {days, plural, one {# day} other {# days}}. Then sign in at the supplier portal with this e-mail address.',
  // The role as the invitation's sentence needs it (English: "as guide staff").
  'mail.staff.roleOffice': 'office',
  'mail.staff.roleGuide': 'guide',
  'mail.staff.roleDriver': 'driver',
  'mail.staff.inviteAction': 'Choose your password',
} as const

export type SupplierMailId = keyof typeof supplierMailEn
export type SupplierMailCatalogue = Record<SupplierMailId, string>
