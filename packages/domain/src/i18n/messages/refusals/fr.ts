import type { RefusalCatalogue } from './en.ts'

/** The server's refusals a traveller meets, in French (issue 31). */
export const refusalsFr = {
  'refusal.refundPolicy': 'Vous devez accepter la politique de remboursement',
  'refusal.travellerFirstName': 'Le prénom du voyageur {person} ne peut pas être vide',
  'refusal.travellerLastName': 'Le nom du voyageur {person} ne peut pas être vide',
  'refusal.tourUnavailable': 'Cette excursion ne peut pas être réservée pour le moment',
  'refusal.pickupNotServed': 'Cette excursion ne propose pas de prise en charge au lieu choisi',
  'refusal.noChildren': "Cette excursion n'accepte pas les enfants",
  'refusal.noInfants': "Cette excursion n'accepte pas les bébés",
  'refusal.noAdults': "Cette excursion n'accepte pas les adultes",
  'refusal.countsOutOfRange': 'Choisissez de 0 à 15 voyageurs de chaque type',
  'refusal.tooFar': "Les réservations sont ouvertes jusqu'à un an à l'avance",
  'refusal.tooEarly': 'La première date à laquelle vous pouvez réserver cette excursion est le {date}',
  'refusal.notRunning': "Cette excursion n'a pas lieu le {day}, veuillez choisir une autre date",
  'refusal.soldOut': 'Cette excursion est complète le {day}, veuillez choisir une autre date',
  'refusal.startUnavailable':
    "Le départ de {time} n'est pas disponible le {day}, veuillez choisir une autre heure",
  'refusal.tooManyTravellers':
    "Sans compte, vous pouvez réserver au plus {max} voyageurs pour une même excursion le même jour. Connectez-vous pour réserver pour un groupe plus grand, ou envoyez-nous un message « Demander » et nous l'organiserons avec le prestataire.",
  'refusal.payLaterNeedsAccount': 'Veuillez vous connecter pour réserver maintenant et payer plus tard',
  'refusal.customerAccount': 'Veuillez vous connecter avec un compte client pour réserver',
  'refusal.reviewTooLong': 'Votre avis peut compter au plus {max} caractères',
  'refusal.fewLeft':
    '{left, plural, one {Il ne reste que # place le {day}} other {Il ne reste que # places le {day}}}',
  'refusal.fewLeftAt':
    '{left, plural, one {Il ne reste que # place pour le départ de {time}} other {Il ne reste que # places pour le départ de {time}}}',
  'refusal.tooLate':
    '{hours, plural, one {Les réservations ferment # heure avant le départ} other {Les réservations ferment # heures avant le départ}}',
  'refusal.fewVehiclesLeft':
    '{left, plural, one {Il ne reste que # véhicule pour cette option ce jour-là : réservez pour un groupe plus petit ou écrivez-nous avec « Demander »} other {Il ne reste que # véhicules pour cette option ce jour-là : réservez pour un groupe plus petit ou écrivez-nous avec « Demander »}}',
} satisfies RefusalCatalogue
