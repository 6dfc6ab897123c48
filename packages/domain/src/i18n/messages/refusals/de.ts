import type { RefusalCatalogue } from './en.ts'

/** The server's refusals a traveller meets, in German (issue 31). */
export const refusalsDe = {
  'refusal.refundPolicy': 'Sie müssen der Rückerstattungsrichtlinie zustimmen',
  'refusal.travellerFirstName': 'Der Vorname von Reisendem {person} darf nicht leer sein',
  'refusal.travellerLastName': 'Der Nachname von Reisendem {person} darf nicht leer sein',
  'refusal.tourUnavailable': 'Diese Tour kann im Moment nicht gebucht werden',
  'refusal.pickupNotServed': 'Diese Tour holt nicht am gewählten Ort ab',
  'refusal.noChildren': 'Diese Tour nimmt keine Kinder mit',
  'refusal.noInfants': 'Diese Tour nimmt keine Kleinkinder mit',
  'refusal.noAdults': 'Diese Tour nimmt keine Erwachsenen mit',
  'refusal.countsOutOfRange': 'Wählen Sie 0 bis 15 Reisende je Art',
  'refusal.tooFar': 'Buchungen sind bis zu einem Jahr im Voraus möglich',
  'refusal.tooEarly': 'Diese Tour können Sie frühestens für den {date} buchen',
  'refusal.notRunning': 'Diese Tour findet am {day} nicht statt, bitte wählen Sie ein anderes Datum',
  'refusal.soldOut': 'Diese Tour ist am {day} ausgebucht, bitte wählen Sie ein anderes Datum',
  'refusal.startUnavailable':
    'Der Start um {time} ist am {day} nicht verfügbar, bitte wählen Sie eine andere Zeit',
  'refusal.tooManyTravellers':
    'Ohne Konto können Sie höchstens {max} Reisende für eine Tour am selben Tag buchen. Melden Sie sich an, um eine größere Gruppe zu buchen, oder schreiben Sie uns über „Anfrage senden“, dann klären wir es mit dem Veranstalter.',
  'refusal.payLaterNeedsAccount': 'Bitte melden Sie sich an, um jetzt zu reservieren und später zu bezahlen',
  'refusal.customerAccount': 'Bitte melden Sie sich zum Buchen mit einem Kundenkonto an',
  'refusal.reviewTooLong': 'Ihre Bewertung darf höchstens {max} Zeichen lang sein',
  'refusal.fewLeft':
    '{left, plural, one {Am {day} ist nur noch # Platz frei} other {Am {day} sind nur noch # Plätze frei}}',
  'refusal.fewLeftAt':
    '{left, plural, one {Um {time} Uhr ist nur noch # Platz frei} other {Um {time} Uhr sind nur noch # Plätze frei}}',
  'refusal.tooLate':
    '{hours, plural, one {Buchungen schließen # Stunde vor Beginn} other {Buchungen schließen # Stunden vor Beginn}}',
  'refusal.fewVehiclesLeft':
    '{left, plural, one {Für diese Option ist an diesem Tag nur noch # Fahrzeug frei: Bitte buchen Sie für eine kleinere Gruppe oder fragen Sie uns über „Anfrage senden“} other {Für diese Option sind an diesem Tag nur noch # Fahrzeuge frei: Bitte buchen Sie für eine kleinere Gruppe oder fragen Sie uns über „Anfrage senden“}}',
} satisfies RefusalCatalogue
