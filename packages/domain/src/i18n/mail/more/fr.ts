import type { MailMoreCatalogue } from './index.ts'

export const mailMoreFr = {
  'mail.greetingThere': 'Bonjour,',
  'mail.viewBooking': 'Voir votre réservation',
  'mail.label.refund': 'Remboursement',
  'mail.refundTiming':
    'Les remboursements arrivent sur votre carte sous 5 à 10 jours ouvrés, selon votre banque.',
  'mail.reason': 'Motif : {reason}',

  'mail.canceled.subject': 'Réservation {reference} annulée : {tour}',
  'mail.canceled.preview': 'Votre réservation de {tour} le {date} est annulée.',
  'mail.canceled.intro': 'Votre réservation {reference} est annulée.',

  'mail.message.subject': 'Nouveau message concernant la réservation {reference}',
  'mail.message.preview': '{from} a écrit au sujet de {tour}.',
  'mail.message.intro': '{from} a envoyé un message concernant la réservation {reference} :',
  'mail.message.action': 'Lire et répondre',
  'mail.message.fromSupplier': 'Votre prestataire',
  'mail.message.fromTeam': "L'équipe Serendib",
  'mail.message.fromCustomer': '{name} (client)',
  'mail.message.yourCustomer': 'Votre client',

  'mail.amend.requestedDate': 'Date demandée',
  'mail.amend.asBooked': 'Comme réservé',
  'mail.amend.newPrice': 'Nouveau prix',
  'mail.amend.toRefund': 'À rembourser',
  'mail.amend.balanceToPay': 'Solde à payer',
  'mail.amend.staysAsItWas': 'Votre réservation reste inchangée.',
  'mail.amend.payBalance': 'Veuillez payer le solde de {amount} depuis la page de votre réservation.',
  'mail.amend.refunding': 'Nous remboursons {amount} sur votre carte.',
  'mail.amend.nothingToPay': 'Il n’y a rien à payer.',
  'mail.amend.subjectAccepted': 'Modification acceptée : réservation {reference}',
  'mail.amend.subjectRejected': 'Modification impossible : réservation {reference}',
  'mail.amend.previewAccepted': 'La modification demandée de {tour} a été acceptée.',
  'mail.amend.previewRejected': 'La modification demandée de {tour} a été refusée.',
  'mail.amend.introAccepted':
    'Le prestataire a accepté la modification demandée de la réservation {reference}.',
  'mail.amend.introRejected':
    'Le prestataire n’a pas pu accepter la modification demandée de la réservation {reference}.',

  'mail.decision.subjectConfirm': 'Réservation {reference} confirmée : {tour}',
  'mail.decision.subjectReject': 'La réservation {reference} n’a pas pu être acceptée : {tour}',
  'mail.decision.subjectCancel': 'Réservation {reference} annulée par le voyagiste : {tour}',
  'mail.decision.lineConfirm': 'Bonne nouvelle : le voyagiste a confirmé votre réservation.',
  'mail.decision.lineReject': 'Le voyagiste n’a pas pu accepter votre réservation.',
  'mail.decision.lineCancel': 'Le voyagiste a annulé votre réservation.',
  'mail.decision.preview': '{line} {tour} le {date}.',

  'mail.balance.today': 'aujourd’hui',
  'mail.balance.by': 'avant le {date}',
  'mail.balance.subject': 'Solde de {amount} à régler {when} : {tour}',
  'mail.balance.preview': 'Réglez le solde de la réservation {reference} {when}.',
  'mail.balance.intro': 'Le solde de votre réservation {reference} est à régler {when} (heure du Sri Lanka).',
  'mail.balance.warning':
    'S’il n’est pas payé d’ici là, la réservation est annulée selon ses conditions d’annulation.',
  'mail.balance.due': 'Solde dû',
  'mail.balance.payBy': 'À payer avant le',
  'mail.balance.action': 'Payer le solde',
  'mail.balance.receivedSubject': 'Solde reçu pour la réservation {reference} : {tour}',
  'mail.balance.receivedPreview': 'La réservation {reference} est entièrement payée.',
  'mail.balance.receivedIntro':
    'Merci : nous avons reçu {amount} et la réservation {reference} est entièrement payée.',
  'mail.balance.unpaidSubject': 'Réservation {reference} annulée : le solde n’a pas été payé',
  'mail.balance.unpaidPreview': 'Le solde de la réservation {reference} était dû avant le {date}.',
  'mail.balance.unpaidIntro':
    'Le solde de la réservation {reference} était dû avant le {date} et n’a pas été payé ; la réservation est donc annulée.',
  'mail.balance.unpaidRefund': 'Vous serez remboursé de {amount}.',
  'mail.balance.unpaidNoRefund':
    'L’excursion commence dans moins de 24 heures : la somme payée n’est pas remboursée.',

  'mail.tomorrow.subject': 'Demain : {tour}',
  'mail.tomorrow.subjectAt': 'Demain : {tour} à {time}',
  'mail.tomorrow.preview': 'Votre excursion a lieu demain, le {date}.',
  'mail.tomorrow.intro': 'Pour rappel : {tour} a lieu demain, le {date}.',
  'mail.tomorrow.supplierWillTell': 'Le prestataire vous la communiquera',
  'mail.tomorrow.guide': 'Votre guide',
  'mail.tomorrow.supplierPhone': 'Téléphone du prestataire',

  'mail.review.subject': 'Comment s’est passé {tour} ?',
  'mail.review.preview':
    'Parlez de votre excursion aux autres voyageurs : une note ne prend que quelques secondes.',
  'mail.review.thanks': 'Merci d’avoir visité le Sri Lanka avec nous. Nous espérons que {tour} vous a plu.',
  'mail.review.help':
    'Votre note et quelques mots aident les autres voyageurs à choisir, et aident votre guide. Vous pouvez aussi ajouter jusqu’à 3 photos.',
  'mail.review.action': 'Évaluer votre excursion',
  'mail.review.once':
    'Le lien fonctionne une seule fois, pendant {days, plural, one {# jour} other {# jours}}, sans connexion.',

  'mail.verify.subject': 'Confirmez votre adresse e-mail',
  'mail.verify.preview': 'Un clic pour confirmer votre adresse e-mail pour Serendib.',
  'mail.verify.intro':
    'Veuillez confirmer qu’il s’agit bien de votre adresse e-mail, afin que nous puissions vous envoyer vos réservations.',
  'mail.verify.action': 'Confirmer votre adresse e-mail',
  'mail.verify.ignore': 'Si vous n’avez pas créé de compte Serendib, ignorez cet e-mail.',

  'mail.reset.subject': 'Choisissez un nouveau mot de passe',
  'mail.reset.preview': 'Un lien pour choisir un nouveau mot de passe Serendib.',
  'mail.reset.intro':
    'Quelqu’un a demandé à changer le mot de passe de votre compte Serendib. Le lien fonctionne une seule fois, pendant {minutes, plural, one {# minute} other {# minutes}}.',
  'mail.reset.action': 'Choisir un nouveau mot de passe',
  'mail.reset.ignore':
    'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.',

  'mail.emailChangeRequested.subject': 'Un changement de votre adresse e-mail a été demandé',
  'mail.emailChangeRequested.preview':
    'Quelqu’un a demandé à transférer votre compte Serendib vers une autre adresse e-mail.',
  'mail.emailChangeRequested.intro':
    'Une personne connectée à votre compte Serendib a demandé à utiliser désormais {email}. Rien ne change tant que le lien envoyé à cette adresse n’est pas ouvert.',
  'mail.emailChangeRequested.notYou':
    'Si ce n’était pas vous, changez votre mot de passe maintenant et appelez-nous au {phone}.',

  'mail.emailChanged.subject': 'Votre adresse e-mail a été modifiée',
  'mail.emailChanged.preview': 'Votre compte Serendib a une nouvelle adresse e-mail.',
  'mail.emailChanged.intro':
    'Votre compte Serendib utilise désormais {email}. Les e-mails concernant vos réservations y seront envoyés.',
  'mail.emailChanged.action': 'Ce n’était pas moi : rétablir mon adresse e-mail',
  'mail.emailChanged.undo':
    'Le lien fonctionne une seule fois, pendant 7 jours. Il redonne cette adresse à votre compte et déconnecte tous les appareils. Choisissez ensuite un nouveau mot de passe depuis la page de connexion, ou appelez-nous au {phone}.',

  'mail.passwordChanged.subject': 'Votre mot de passe a été modifié',
  'mail.passwordChanged.preview': 'Le mot de passe de votre compte Serendib a été modifié.',
  'mail.passwordChanged.intro': 'Le mot de passe de votre compte Serendib vient d’être modifié.',
  'mail.passwordChanged.notYou':
    'Si vous n’êtes pas à l’origine de ce changement, appelez-nous immédiatement au {phone}.',

  'mail.welcome.subject': 'Votre compte Serendib est prêt',
  'mail.welcome.preview': 'Choisissez un mot de passe pour voir et gérer votre réservation.',
  'mail.welcome.intro':
    'Merci d’avoir réservé avec Serendib. Nous avons créé un compte pour cette adresse e-mail afin que vous puissiez voir votre réservation, écrire à votre guide, et la modifier ou l’annuler.',
  'mail.welcome.choose':
    'Choisissez un mot de passe pour commencer. Le lien fonctionne une seule fois, pendant {days, plural, one {# jour} other {# jours}}.',
  'mail.welcome.action': 'Choisir votre mot de passe',

  // A tailored quote, to the traveller (decision 079).
  'mail.quote.readySubject': 'Votre devis est prêt : {tour}',
  'mail.quote.readyPreview': 'Votre {tour} sur mesure : {total}.',
  'mail.quote.readyIntro':
    'Votre circuit sur mesure est prêt. Connectez-vous avec cette adresse e-mail pour voir l’itinéraire, poser vos questions ou l’accepter.',
  'mail.quote.start': 'Départ',
  'mail.quote.total': 'Total',
  'mail.quote.deposit': 'Acompte pour accepter',
  'mail.quote.validUntil': 'Valable jusqu’au',
  'mail.quote.readyAction': 'Voir votre devis',
  'mail.quote.messageSubject': 'Nouveau message sur votre devis : {tour}',
  'mail.quote.messageIntro': 'Un nouveau message concerne le devis pour {tour} :',
  'mail.quote.messageAction': 'Lire et répondre',
  'mail.quote.declinedSubject': 'Votre demande de devis : {tour}',
  'mail.quote.declinedIntro':
    'Le prestataire ne peut pas proposer {tour} comme vous le souhaitiez et a décliné votre demande.',
  'mail.quote.declinedAction': 'Voir la demande',
  'mail.adminChange.subjectCancel': 'Réservation {reference} annulée : {tour}',
  'mail.adminChange.subjectReject': 'La réservation {reference} n’a pas pu être acceptée : {tour}',
  'mail.adminChange.subjectConfirm': 'Réservation {reference} confirmée : {tour}',
  'mail.adminChange.subjectResolve': 'Réservation {reference} : litige résolu : {tour}',
  'mail.adminChange.subjectReinstate': 'Réservation {reference} rétablie : {tour}',
  'mail.adminChange.subjectUpdated': 'Réservation {reference} modifiée : {tour}',
  'mail.adminChange.lineCancel': 'Nous avons annulé votre réservation.',
  'mail.adminChange.lineReject': 'Votre réservation n’a pas pu être acceptée.',
  'mail.adminChange.lineConfirm': 'Votre réservation est confirmée.',
  'mail.adminChange.lineResolve': 'Nous avons résolu le litige concernant votre réservation.',
  'mail.adminChange.lineReinstate': 'Votre réservation est de nouveau confirmée et a lieu comme prévu.',
  'mail.adminChange.lineUpdated': 'Votre réservation a été modifiée.',
  'mail.adminRefund.subject': 'Remboursement de {amount} pour la réservation {reference}',
  'mail.adminRefund.preview': 'Nous vous remboursons {amount} de votre réservation.',
  'mail.adminRefund.intro': 'Nous vous remboursons {amount} de votre réservation {reference}.',
  'mail.label.reason': 'Motif',
  // The voucher page in the booking's language (issue 31).
  'mail.voucherOnline': 'Votre bon est en pièce jointe ; vous pouvez aussi l’ouvrir en ligne : {url}',
} satisfies MailMoreCatalogue
