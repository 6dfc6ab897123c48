import type { MailMoreCatalogue } from './index.ts'

export const mailMoreDe = {
  'mail.greetingThere': 'Hallo,',
  'mail.viewBooking': 'Ihre Buchung ansehen',
  'mail.label.refund': 'Erstattung',
  'mail.refundTiming': 'Erstattungen erreichen Ihre Karte je nach Bank innerhalb von 5 bis 10 Werktagen.',
  'mail.reason': 'Grund: {reason}',

  'mail.canceled.subject': 'Buchung {reference} storniert: {tour}',
  'mail.canceled.preview': 'Ihre Buchung von {tour} am {date} ist storniert.',
  'mail.canceled.intro': 'Ihre Buchung {reference} ist storniert.',

  'mail.message.subject': 'Neue Nachricht zur Buchung {reference}',
  'mail.message.preview': '{from} hat zu {tour} geschrieben.',
  'mail.message.intro': '{from} hat eine Nachricht zur Buchung {reference} gesendet:',
  'mail.message.action': 'Lesen und antworten',
  'mail.message.fromSupplier': 'Ihr Tourveranstalter',
  'mail.message.fromTeam': 'Das Serendib-Team',
  'mail.message.fromCustomer': '{name} (Kunde)',
  'mail.message.yourCustomer': 'Ihr Kunde',

  'mail.amend.requestedDate': 'Gewünschtes Datum',
  'mail.amend.asBooked': 'Wie gebucht',
  'mail.amend.newPrice': 'Neuer Preis',
  'mail.amend.toRefund': 'Zu erstatten',
  'mail.amend.balanceToPay': 'Zu zahlender Restbetrag',
  'mail.amend.staysAsItWas': 'Ihre Buchung bleibt unverändert.',
  'mail.amend.payBalance': 'Bitte zahlen Sie den Restbetrag von {amount} auf Ihrer Buchungsseite.',
  'mail.amend.refunding': 'Wir erstatten {amount} auf Ihre Karte.',
  'mail.amend.nothingToPay': 'Es ist nichts zu zahlen.',
  'mail.amend.subjectAccepted': 'Änderung angenommen: Buchung {reference}',
  'mail.amend.subjectRejected': 'Änderung nicht möglich: Buchung {reference}',
  'mail.amend.previewAccepted': 'Ihre gewünschte Änderung von {tour} wurde angenommen.',
  'mail.amend.previewRejected': 'Ihre gewünschte Änderung von {tour} wurde abgelehnt.',
  'mail.amend.introAccepted': 'Der Anbieter hat Ihre gewünschte Änderung der Buchung {reference} angenommen.',
  'mail.amend.introRejected':
    'Der Anbieter konnte Ihre gewünschte Änderung der Buchung {reference} nicht annehmen.',

  'mail.decision.subjectConfirm': 'Buchung {reference} bestätigt: {tour}',
  'mail.decision.subjectReject': 'Buchung {reference} konnte nicht angenommen werden: {tour}',
  'mail.decision.subjectCancel': 'Buchung {reference} vom Reiseveranstalter storniert: {tour}',
  'mail.decision.lineConfirm': 'Gute Nachricht: Der Reiseveranstalter hat Ihre Buchung bestätigt.',
  'mail.decision.lineReject': 'Der Reiseveranstalter konnte Ihre Buchung nicht annehmen.',
  'mail.decision.lineCancel': 'Der Reiseveranstalter hat Ihre Buchung storniert.',
  'mail.decision.preview': '{line} {tour} am {date}.',

  'mail.balance.today': 'heute',
  'mail.balance.by': 'bis {date}',
  'mail.balance.subject': 'Restbetrag von {amount} fällig {when}: {tour}',
  'mail.balance.preview': 'Zahlen Sie den Restbetrag der Buchung {reference} {when}.',
  'mail.balance.intro': 'Der Restbetrag Ihrer Buchung {reference} ist {when} fällig (Ortszeit Sri Lanka).',
  'mail.balance.warning':
    'Wird er bis dahin nicht bezahlt, wird die Buchung gemäß ihren Stornobedingungen storniert.',
  'mail.balance.due': 'Fälliger Restbetrag',
  'mail.balance.payBy': 'Zahlbar bis',
  'mail.balance.action': 'Restbetrag bezahlen',
  'mail.balance.receivedSubject': 'Restbetrag für Buchung {reference} erhalten: {tour}',
  'mail.balance.receivedPreview': 'Buchung {reference} ist vollständig bezahlt.',
  'mail.balance.receivedIntro':
    'Vielen Dank: Wir haben {amount} erhalten, Buchung {reference} ist vollständig bezahlt.',
  'mail.balance.unpaidSubject': 'Buchung {reference} storniert: Der Restbetrag wurde nicht bezahlt',
  'mail.balance.unpaidPreview': 'Der Restbetrag der Buchung {reference} war bis {date} fällig.',
  'mail.balance.unpaidIntro':
    'Der Restbetrag der Buchung {reference} war bis {date} fällig und wurde nicht bezahlt, daher ist die Buchung storniert.',
  'mail.balance.unpaidRefund': 'Sie erhalten eine Erstattung von {amount}.',
  'mail.balance.unpaidNoRefund':
    'Die Tour beginnt in weniger als 24 Stunden: Der bezahlte Betrag wird nicht erstattet.',

  'mail.tomorrow.subject': 'Morgen: {tour}',
  'mail.tomorrow.subjectAt': 'Morgen: {tour} um {time}',
  'mail.tomorrow.preview': 'Ihre Tour ist morgen, am {date}.',
  'mail.tomorrow.intro': 'Zur Erinnerung: {tour} ist morgen, am {date}.',
  'mail.tomorrow.supplierWillTell': 'Der Anbieter teilt sie Ihnen mit',
  'mail.tomorrow.guide': 'Ihr Guide',
  'mail.tomorrow.supplierPhone': 'Telefon des Anbieters',

  'mail.review.subject': 'Wie war {tour}?',
  'mail.review.preview': 'Erzählen Sie anderen Reisenden von Ihrer Tour: Eine Bewertung dauert nur Sekunden.',
  'mail.review.thanks':
    'Danke, dass Sie Sri Lanka mit uns bereist haben. Wir hoffen, {tour} hat Ihnen gefallen.',
  'mail.review.help':
    'Ihre Bewertung und ein paar Worte helfen anderen Reisenden bei der Wahl und Ihrem Guide. Sie können auch bis zu 3 Fotos hinzufügen.',
  'mail.review.action': 'Tour bewerten',
  'mail.review.once':
    'Der Link funktioniert einmal, innerhalb von {days, plural, one {# Tag} other {# Tagen}}, und ohne Anmeldung.',

  'mail.verify.subject': 'Bestätigen Sie Ihre E-Mail-Adresse',
  'mail.verify.preview': 'Ein Klick, um Ihre E-Mail-Adresse für Serendib zu bestätigen.',
  'mail.verify.intro':
    'Bitte bestätigen Sie, dass dies Ihre E-Mail-Adresse ist, damit wir Ihnen Ihre Buchungen senden können.',
  'mail.verify.action': 'E-Mail-Adresse bestätigen',
  'mail.verify.ignore': 'Wenn Sie kein Serendib-Konto angelegt haben, können Sie diese E-Mail ignorieren.',

  'mail.reset.subject': 'Neues Passwort wählen',
  'mail.reset.preview': 'Ein Link, um ein neues Serendib-Passwort zu wählen.',
  'mail.reset.intro':
    'Jemand hat gebeten, das Passwort Ihres Serendib-Kontos zu ändern. Der Link funktioniert einmal, innerhalb von {minutes, plural, one {# Minute} other {# Minuten}}.',
  'mail.reset.action': 'Neues Passwort wählen',
  'mail.reset.ignore':
    'Wenn Sie das nicht waren, ignorieren Sie diese E-Mail: Ihr Passwort bleibt, wie es ist.',

  'mail.emailChangeRequested.subject': 'Eine Änderung Ihrer E-Mail-Adresse wurde angefordert',
  'mail.emailChangeRequested.preview':
    'Jemand möchte Ihr Serendib-Konto auf eine andere E-Mail-Adresse umstellen.',
  'mail.emailChangeRequested.intro':
    'Jemand, der in Ihrem Serendib-Konto angemeldet ist, möchte künftig {email} verwenden. Nichts ändert sich, solange der Link, den wir an diese Adresse gesendet haben, nicht geöffnet wird.',
  'mail.emailChangeRequested.notYou':
    'Wenn Sie das nicht waren, ändern Sie jetzt Ihr Passwort und rufen Sie uns an: {phone}.',

  'mail.emailChanged.subject': 'Ihre E-Mail-Adresse wurde geändert',
  'mail.emailChanged.preview': 'Ihr Serendib-Konto hat eine neue E-Mail-Adresse.',
  'mail.emailChanged.intro':
    'Ihr Serendib-Konto verwendet jetzt {email}. E-Mails zu Ihren Buchungen gehen ab sofort dorthin.',
  'mail.emailChanged.action': 'Das war ich nicht: meine E-Mail-Adresse wiederherstellen',
  'mail.emailChanged.undo':
    'Der Link funktioniert einmal, 7 Tage lang. Er gibt Ihrem Konto diese Adresse zurück und meldet alle Geräte ab. Wählen Sie danach auf der Anmeldeseite ein neues Passwort oder rufen Sie uns an: {phone}.',

  'mail.passwordChanged.subject': 'Ihr Passwort wurde geändert',
  'mail.passwordChanged.preview': 'Das Passwort Ihres Serendib-Kontos wurde geändert.',
  'mail.passwordChanged.intro': 'Das Passwort Ihres Serendib-Kontos wurde soeben geändert.',
  'mail.passwordChanged.notYou':
    'Wenn Sie diese Änderung nicht vorgenommen haben, rufen Sie uns sofort an: {phone}.',

  'mail.welcome.subject': 'Ihr Serendib-Konto ist bereit',
  'mail.welcome.preview': 'Wählen Sie ein Passwort, um Ihre Buchung zu sehen und zu verwalten.',
  'mail.welcome.intro':
    'Danke für Ihre Buchung bei Serendib. Wir haben für diese E-Mail-Adresse ein Konto angelegt, damit Sie Ihre Buchung sehen, Ihrem Guide schreiben und sie ändern oder stornieren können.',
  'mail.welcome.choose':
    'Wählen Sie ein Passwort, um es zu nutzen. Der Link funktioniert einmal, innerhalb von {days, plural, one {# Tag} other {# Tagen}}.',
  'mail.welcome.action': 'Passwort wählen',

  // A tailored quote, to the traveller (decision 079).
  'mail.quote.readySubject': 'Ihr Angebot ist fertig: {tour}',
  'mail.quote.readyPreview': 'Ihre maßgeschneiderte Tour {tour}: {total}.',
  'mail.quote.readyIntro':
    'Ihre maßgeschneiderte Tour ist fertig. Melden Sie sich mit dieser E-Mail-Adresse an, um den Reiseverlauf zu sehen, Fragen zu stellen oder das Angebot anzunehmen.',
  'mail.quote.start': 'Beginn',
  'mail.quote.total': 'Gesamtpreis',
  'mail.quote.deposit': 'Anzahlung zur Annahme',
  'mail.quote.validUntil': 'Gültig bis',
  'mail.quote.readyAction': 'Ihr Angebot ansehen',
  'mail.quote.messageSubject': 'Neue Nachricht zu Ihrem Angebot: {tour}',
  'mail.quote.messageIntro': 'Es gibt eine neue Nachricht zum Angebot für {tour}:',
  'mail.quote.messageAction': 'Lesen und antworten',
  'mail.quote.declinedSubject': 'Ihre Angebotsanfrage: {tour}',
  'mail.quote.declinedIntro':
    'Der Veranstalter kann {tour} nicht wie gewünscht anbieten und hat Ihre Anfrage abgelehnt.',
  'mail.quote.declinedAction': 'Anfrage ansehen',
  'mail.adminChange.subjectCancel': 'Buchung {reference} storniert: {tour}',
  'mail.adminChange.subjectReject': 'Buchung {reference} konnte nicht angenommen werden: {tour}',
  'mail.adminChange.subjectConfirm': 'Buchung {reference} bestätigt: {tour}',
  'mail.adminChange.subjectResolve': 'Buchung {reference}: Streitfall geklärt: {tour}',
  'mail.adminChange.subjectReinstate': 'Buchung {reference} wieder gültig: {tour}',
  'mail.adminChange.subjectUpdated': 'Buchung {reference} geändert: {tour}',
  'mail.adminChange.lineCancel': 'Wir haben Ihre Buchung storniert.',
  'mail.adminChange.lineReject': 'Ihre Buchung konnte nicht angenommen werden.',
  'mail.adminChange.lineConfirm': 'Ihre Buchung ist bestätigt.',
  'mail.adminChange.lineResolve': 'Wir haben den Streitfall zu Ihrer Buchung geklärt.',
  'mail.adminChange.lineReinstate': 'Ihre Buchung ist wieder bestätigt und findet wie geplant statt.',
  'mail.adminChange.lineUpdated': 'Ihre Buchung wurde geändert.',
  'mail.adminRefund.subject': 'Erstattung von {amount} für Buchung {reference}',
  'mail.adminRefund.preview': 'Wir erstatten {amount} Ihrer Buchung.',
  'mail.adminRefund.intro': 'Wir erstatten {amount} Ihrer Buchung {reference}.',
  'mail.label.reason': 'Grund',
  // The voucher page in the booking's language (issue 31).
  'mail.voucherOnline': 'Ihr Voucher ist angehängt; Sie können ihn auch online öffnen: {url}',
} satisfies MailMoreCatalogue
