import type { TitlesCatalogue } from './index.ts'

/** Page titles and descriptions in German (issue 31). */
export const titlesDe = {
  // The site's dialogs' Close button (components/ui/modal-dialog.tsx), a common word too.
  'site.close': 'Schließen',
  'title.cart': 'Ihr Warenkorb',
  'title.checkout': 'Kasse',
  'title.paymentComplete': 'Zahlung abgeschlossen',
  'title.findBooking': 'Ihre Buchung finden',
  'title.findBookingDescription':
    'Eine Serendib-Buchung mit ihrer Buchungsnummer und der E-Mail-Adresse der Buchung ansehen.',
  'title.signUp': 'Konto erstellen',
  'title.signUpDescription':
    'Erstellen Sie ein Serendib-Konto, um Touren zu buchen und Favoriten zu speichern.',
  'title.logIn': 'Anmelden',
  'title.logInDescription':
    'Melden Sie sich bei Serendib an, um Ihre Buchungen, Favoriten und Angebote zu sehen.',
  'title.notFound': 'Seite nicht gefunden',
  'title.error': 'Etwas ist schiefgelaufen',
  'title.resetPassword': 'Neues Passwort wählen',
  'title.voucher': 'Voucher {reference}',
  'title.review': 'Ihre Tour bewerten',
  'title.verifyComplete': 'E-Mail-Adresse bestätigt',
  'title.verifyFailed': 'Bestätigungslink ungültig',
  'title.booking': 'Buchung {reference}',
  'title.myBooking': 'Meine Buchung',
  'title.help': 'Hilfe: häufig gestellte Fragen',
  'title.helpDescription':
    'Antworten zu Buchung, Zahlung in USD, kostenloser Stornierung, Abholung, Gutscheinen und Bewertungen für Touren in Sri Lanka.',
  'title.helpTabDescription': '{title} von Serendib, dem Marktplatz für Touren in Sri Lanka.',
  'title.inspiration': 'Reiseinspiration',
  'title.inspirationDescription':
    'Ideen für Ihre Reise nach Sri Lanka: wann Sie fahren, wo Sie übernachten, was Sie essen und welche Erlebnisse sich lohnen.',
  'title.aboutDescription': 'Serendib ist der Marktplatz für Touren und Aktivitäten in Sri Lanka.',
  'title.searchMatching': '{heading} zu „{key}“',
  'title.searchPage': '{title}, Seite {page}',
  'title.searchDescription':
    '{what} in Sri Lanka bei Serendib. {count, plural, =0 {} one {# Erlebnis: } other {# Erlebnisse: }}online buchen, Preise in USD, kostenlose Stornierung bis 24 Stunden vor Beginn.',
} satisfies TitlesCatalogue
