import { mailMoreFr } from './more/fr.ts'
import type { MailCatalogue } from './en.ts'

export const mailFr = {
  // After the receipt: booking and account mails (decision 077).
  ...mailMoreFr,
  'mail.greeting': 'Bonjour {name},',
  'mail.footer.tagline': 'Serendib · Circuits au Sri Lanka',
  'mail.footer.questions': 'Des questions ? Appelez-nous au {phone}',
  'mail.buttonFallback': 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :',

  'mail.receipt.subjectConfirmed': 'Réservation {reference} confirmée : {tour}',
  'mail.receipt.subjectPaid': 'Paiement reçu pour la réservation {reference} : {tour}',
  'mail.receipt.preview': 'Votre reçu pour {tour} le {date}.',
  'mail.receipt.introConfirmed':
    'Merci : votre paiement a bien été reçu et votre réservation {reference} est confirmée.',
  'mail.receipt.introPaid':
    'Merci : votre paiement a bien été reçu. Le prestataire confirmera la réservation {reference} sous peu ; nous vous écrirons dès que ce sera fait.',
  'mail.receipt.view': 'Voir votre réservation',
  'mail.receipt.cancellation': 'Annulation : {terms}',
  'mail.receipt.noPassword':
    'Pas encore de mot de passe ? Retrouvez cette réservation et son bon sur {findUrl} avec la référence de réservation et cette adresse e-mail : {lookupUrl}',
  'mail.receipt.keep': 'Conservez cet e-mail comme reçu.',
  'mail.cancellationTerms':
    'Annulation gratuite jusqu’à 24 heures avant le départ (heure du Sri Lanka) ; les annulations plus tardives ne sont pas remboursées.',

  'mail.label.reference': 'Référence de réservation',
  'mail.label.tour': 'Circuit',
  'mail.label.date': 'Date',
  'mail.label.startTime': 'Heure de départ',
  'mail.label.travellers': 'Voyageurs',
  'mail.label.pickup': 'Prise en charge',
  'mail.label.pickupTime': 'Heure de prise en charge',
  'mail.label.amountPaid': 'Montant payé',
  'mail.label.status': 'Statut',
  'mail.status.confirmed': 'Confirmée',
  'mail.status.waiting': 'En attente de confirmation par le prestataire',

  'mail.adults': '{count, plural, one {# adulte} other {# adultes}}',

  'mail.vehicle': '{name} (jusqu’à {seats}) × {count}',
  'mail.children': '{count, plural, one {# enfant} other {# enfants}}',
  'mail.infants': '{count, plural, one {# bébé} other {# bébés}}',
  'mail.noTravellers': 'aucun',
  'mail.pickup.airport': 'Aéroport',
  'mail.pickup.flight': 'vol {flight}',
  'mail.pickup.arriving': 'arrivée à {time}',
  'mail.pickup.toBeArranged': 'À convenir',
  'mail.pickup.hotelTbc': 'Hôtel à confirmer',

  'voucher.title': 'Bon de circuit Serendib',
  'voucher.booking': 'Réservation {reference}',
  'voucher.tour': 'Circuit',
  'voucher.date': 'Date',
  'voucher.startTime': 'Heure de départ',
  'voucher.pickupTime': 'Heure de prise en charge',
  'voucher.pickupPoint': 'Point de prise en charge',
  'voucher.pickup': 'Prise en charge',
  'voucher.travellers': 'Voyageurs',
  'voucher.operator': 'Organisateur',
  'voucher.phone': 'Téléphone le jour même',
  'voucher.operatorEmail': 'E-mail de l’organisateur',
  'voucher.show': 'Présentez ce bon (imprimé ou sur votre téléphone) à votre guide au départ.',
} as const satisfies MailCatalogue
