import type { TitlesCatalogue } from './index.ts'

/** Page titles and descriptions in French (issue 31). */
export const titlesFr = {
  // The site's dialogs' Close button (components/ui/modal-dialog.tsx), a common word too.
  'site.close': 'Fermer',
  'title.cart': 'Votre panier',
  'title.checkout': 'Paiement',
  'title.paymentComplete': 'Paiement effectué',
  'title.findBooking': 'Retrouver votre réservation',
  'title.findBookingDescription':
    'Consultez une réservation Serendib avec sa référence et l’adresse e-mail utilisée pour réserver.',
  'title.signUp': 'Créer un compte',
  'title.signUpDescription': 'Créez un compte Serendib pour réserver des excursions et garder vos favoris.',
  'title.logIn': 'Se connecter',
  'title.logInDescription':
    'Connectez-vous à Serendib pour voir vos réservations, vos favoris et vos offres.',
  'title.notFound': 'Page introuvable',
  'title.error': 'Un problème est survenu',
  'title.resetPassword': 'Choisir un nouveau mot de passe',
  'title.voucher': 'Bon {reference}',
  'title.review': 'Donner votre avis sur l’excursion',
  'title.verifyComplete': 'Adresse e-mail confirmée',
  'title.verifyFailed': 'Lien de confirmation non valide',
  'title.booking': 'Réservation {reference}',
  'title.myBooking': 'Ma réservation',
  'title.help': 'Centre d’aide : questions fréquentes',
  'title.helpDescription':
    'Réponses sur la réservation, le paiement en USD, l’annulation gratuite, la prise en charge, les bons et les avis pour les excursions au Sri Lanka.',
  'title.helpTabDescription': '{title} de Serendib, la place de marché des excursions au Sri Lanka.',
  'title.inspiration': 'Idées de voyage',
  'title.inspirationDescription':
    'Des idées pour votre voyage au Sri Lanka : quand partir, où dormir, que manger et les expériences qui valent le détour.',
  'title.aboutDescription': 'Serendib est la place de marché des excursions et activités au Sri Lanka.',
  'title.searchMatching': '{heading} pour « {key} »',
  'title.searchPage': '{title}, page {page}',
  'title.searchDescription':
    '{what} au Sri Lanka sur Serendib. {count, plural, =0 {} one {# expérience : } other {# expériences : }}réservation en ligne, prix en USD et annulation gratuite jusqu’à 24 heures avant le départ.',
} satisfies TitlesCatalogue
