/**
 * The traveller's mails after the receipt (issue 31, decision 077): cancellation, amendment and
 * supplier decisions, balance and day-before reminders, the review request (in the booking's
 * language) and the account mails (in the account's language). English as the mails said before.
 */
export const mailMoreEn = {
  'mail.greetingThere': 'Hello there,',
  'mail.viewBooking': 'View your booking',
  'mail.label.refund': 'Refund',
  'mail.refundTiming': 'Refunds reach your card within 5 to 10 working days, depending on your bank.',
  'mail.reason': 'Reason: {reason}',

  'mail.canceled.subject': 'Booking {reference} canceled: {tour}',
  'mail.canceled.preview': 'Your booking of {tour} on {date} is canceled.',
  'mail.canceled.intro': 'Your booking {reference} is canceled.',

  'mail.message.subject': 'New message about booking {reference}',
  'mail.message.preview': '{from} wrote about {tour}.',
  'mail.message.intro': '{from} sent a message about booking {reference}:',
  'mail.message.action': 'Read and reply',
  'mail.message.fromSupplier': 'Your tour supplier',
  'mail.message.fromTeam': 'The Serendib team',
  'mail.message.fromCustomer': '{name} (the customer)',
  'mail.message.yourCustomer': 'Your customer',

  'mail.amend.requestedDate': 'Requested date',
  'mail.amend.asBooked': 'As booked',
  'mail.amend.newPrice': 'New price',
  'mail.amend.toRefund': 'To refund',
  'mail.amend.balanceToPay': 'Balance to pay',
  'mail.amend.staysAsItWas': 'Your booking stays as it was.',
  'mail.amend.payBalance': 'Please pay the balance of {amount} from your booking page.',
  'mail.amend.refunding': 'We are refunding {amount} to your card.',
  'mail.amend.nothingToPay': 'There is nothing to pay.',
  'mail.amend.subjectAccepted': 'Change accepted: booking {reference}',
  'mail.amend.subjectRejected': 'Change not possible: booking {reference}',
  'mail.amend.previewAccepted': 'Your requested change of {tour} was accepted.',
  'mail.amend.previewRejected': 'Your requested change of {tour} was rejected.',
  'mail.amend.introAccepted': 'The supplier accepted your requested change of booking {reference}.',
  'mail.amend.introRejected': 'The supplier could not accept your requested change of booking {reference}.',

  'mail.decision.subjectConfirm': 'Booking {reference} confirmed: {tour}',
  'mail.decision.subjectReject': 'Booking {reference} could not be accepted: {tour}',
  'mail.decision.subjectCancel': 'Booking {reference} canceled by the tour operator: {tour}',
  'mail.decision.lineConfirm': 'Good news: the tour operator has confirmed your booking.',
  'mail.decision.lineReject': 'The tour operator could not accept your booking.',
  'mail.decision.lineCancel': 'The tour operator has canceled your booking.',
  'mail.decision.preview': '{line} {tour} on {date}.',

  'mail.balance.today': 'today',
  'mail.balance.by': 'by {date}',
  'mail.balance.subject': 'Balance of {amount} due {when}: {tour}',
  'mail.balance.preview': 'Pay the balance of booking {reference} {when}.',
  'mail.balance.intro': 'The balance of your booking {reference} is due {when} (Sri Lanka time).',
  'mail.balance.warning': 'If it is not paid by then, the booking is canceled under its cancellation terms.',
  'mail.balance.due': 'Balance due',
  'mail.balance.payBy': 'Pay by',
  'mail.balance.action': 'Pay the balance',
  'mail.balance.receivedSubject': 'Balance received for booking {reference}: {tour}',
  'mail.balance.receivedPreview': 'Booking {reference} is paid in full.',
  'mail.balance.receivedIntro': 'Thank you: we received {amount} and booking {reference} is paid in full.',
  'mail.balance.unpaidSubject': 'Booking {reference} canceled: the balance was not paid',
  'mail.balance.unpaidPreview': 'The balance of booking {reference} was due by {date}.',
  'mail.balance.unpaidIntro':
    'The balance of booking {reference} was due by {date} and was not paid, so the booking is canceled.',
  'mail.balance.unpaidRefund': 'You will get a refund of {amount}.',
  'mail.balance.unpaidNoRefund': 'The tour starts in less than 24 hours: what was paid is not refunded.',

  'mail.tomorrow.subject': 'Tomorrow: {tour}',
  'mail.tomorrow.subjectAt': 'Tomorrow: {tour} at {time}',
  'mail.tomorrow.preview': 'Your tour is tomorrow, {date}.',
  'mail.tomorrow.intro': 'A reminder: {tour} is tomorrow, {date}.',
  'mail.tomorrow.supplierWillTell': 'The supplier will tell you',
  'mail.tomorrow.guide': 'Your guide',
  'mail.tomorrow.supplierPhone': 'Supplier phone',

  'mail.review.subject': 'How was {tour}?',
  'mail.review.preview': 'Tell other travellers about your tour: a rating takes a few seconds.',
  'mail.review.thanks': 'Thank you for touring Sri Lanka with us. We hope you enjoyed {tour}.',
  'mail.review.help':
    'Your rating and a few words help other travellers choose, and help your guide. You can add up to 3 photos too.',
  'mail.review.action': 'Review your tour',
  'mail.review.once':
    'The link works once, within {days, plural, one {# day} other {# days}}, and needs no login.',

  'mail.verify.subject': 'Confirm your e-mail address',
  'mail.verify.preview': 'One click to confirm your e-mail address for Serendib.',
  'mail.verify.intro': 'Please confirm that this is your e-mail address, so we can send you your bookings.',
  'mail.verify.action': 'Confirm your e-mail address',
  'mail.verify.ignore': 'If you did not create a Serendib account, you can ignore this e-mail.',

  'mail.reset.subject': 'Choose a new password',
  'mail.reset.preview': 'A link to choose a new Serendib password.',
  'mail.reset.intro':
    'Someone asked to change the password of your Serendib account. The link works once, within {minutes, plural, one {# minute} other {# minutes}}.',
  'mail.reset.action': 'Choose a new password',
  'mail.reset.ignore': 'If you did not ask for this, ignore this e-mail: your password stays as it is.',

  'mail.emailChangeRequested.subject': 'A change of your e-mail address was requested',
  'mail.emailChangeRequested.preview':
    'Someone asked to move your Serendib account to another e-mail address.',
  'mail.emailChangeRequested.intro':
    'Someone signed in to your Serendib account asked to use {email} from now on. Nothing changes unless the link we sent to that address is opened.',
  'mail.emailChangeRequested.notYou': 'If this was not you, change your password now and call us on {phone}.',

  'mail.emailChanged.subject': 'Your e-mail address was changed',
  'mail.emailChanged.preview': 'Your Serendib account has a new e-mail address.',
  'mail.emailChanged.intro':
    'Your Serendib account now uses {email}. Mail about your bookings goes there from now on.',
  'mail.emailChanged.action': 'This was not me: restore my e-mail address',
  'mail.emailChanged.undo':
    'The link works once, for 7 days. It gives your account this address back and signs every device out. Then choose a new password from the log-in page, or call us on {phone}.',

  'mail.passwordChanged.subject': 'Your password was changed',
  'mail.passwordChanged.preview': 'The password of your Serendib account was changed.',
  'mail.passwordChanged.intro': 'The password of your Serendib account was just changed.',
  'mail.passwordChanged.notYou': 'If you did not make this change, call us straight away on {phone}.',

  'mail.welcome.subject': 'Your Serendib account is ready',
  'mail.welcome.preview': 'Choose a password to see and manage your booking.',
  'mail.welcome.intro':
    'Thank you for booking with Serendib. We made an account for this e-mail address so you can see your booking, message your guide, and amend or cancel it.',
  'mail.welcome.choose':
    'Choose a password to start using it. The link works once, within {days, plural, one {# day} other {# days}}.',
  'mail.welcome.action': 'Choose your password',

  // A tailored quote, to the traveller (decision 079).
  'mail.quote.readySubject': 'Your quote is ready: {tour}',
  'mail.quote.readyPreview': 'Your tailored {tour}: {total}.',
  'mail.quote.readyIntro':
    'Your tailored tour is ready. Sign in with this e-mail address to see the itinerary, ask questions or accept it.',
  'mail.quote.start': 'Start',
  'mail.quote.total': 'Total',
  'mail.quote.deposit': 'Deposit to accept',
  'mail.quote.validUntil': 'Valid until',
  'mail.quote.readyAction': 'See your quote',
  'mail.quote.messageSubject': 'New message about your quote: {tour}',
  'mail.quote.messageIntro': 'There is a new message about the quote for {tour}:',
  'mail.quote.messageAction': 'Read and answer',
  'mail.quote.declinedSubject': 'Your quote request: {tour}',
  'mail.quote.declinedIntro': 'The operator cannot offer {tour} as you asked and has declined your request.',
  'mail.quote.declinedAction': 'See the request',
  // An admin's action on a booking, and an admin's refund, to the traveller (issue 31).
  'mail.adminChange.subjectCancel': 'Booking {reference} canceled: {tour}',
  'mail.adminChange.subjectReject': 'Booking {reference} could not be accepted: {tour}',
  'mail.adminChange.subjectConfirm': 'Booking {reference} confirmed: {tour}',
  'mail.adminChange.subjectResolve': 'Booking {reference} dispute resolved: {tour}',
  'mail.adminChange.subjectReinstate': 'Booking {reference} reinstated: {tour}',
  'mail.adminChange.subjectUpdated': 'Booking {reference} updated: {tour}',
  'mail.adminChange.lineCancel': 'We have canceled your booking.',
  'mail.adminChange.lineReject': 'Your booking could not be accepted.',
  'mail.adminChange.lineConfirm': 'Your booking is confirmed.',
  'mail.adminChange.lineResolve': 'We have resolved the dispute about your booking.',
  'mail.adminChange.lineReinstate': 'Your booking is confirmed again and goes ahead as planned.',
  'mail.adminChange.lineUpdated': 'Your booking was updated.',
  'mail.adminRefund.subject': 'Refund of {amount} for booking {reference}',
  'mail.adminRefund.preview': 'We are refunding {amount} of your booking.',
  'mail.adminRefund.intro': 'We are refunding {amount} of your booking {reference}.',
  'mail.label.reason': 'Reason',
  // The voucher page in the booking's language (issue 31).
  'mail.voucherOnline': 'Your voucher is attached; you can also open it online: {url}',
} as const
