import type { HelpCatalogue } from './en.ts'

/** The help centre in French (decision 085). */
export const helpFr = {
  'help.centre': 'Centre d’aide',
  'help.intro':
    'Des réponses aux questions fréquentes et nos règles, en termes simples. Nous répondons 24 h/24, 7 j/7.',
  'help.faqHeading': 'Questions fréquentes',
  'help.searchRegion': 'Questions',
  'help.searchLabel': 'Rechercher dans les questions',
  'help.searchPlaceholder': 'Remboursement, prise en charge, bon…',
  'help.searchButton': 'Rechercher',
  'help.searchButtonSr': ' dans les questions',
  'help.matches': '{count, plural, one {# question correspond} other {# questions correspondent}}',
  'help.noMatch': 'Aucune question ne correspond à « {query} ».',
  'help.stillStuck': 'Appelez-nous au {phone}, à toute heure, ou utilisez {inquire} en bas de la page.',
  'help.seeAll': 'Voir toutes les questions',
  'help.topics': 'Rubriques d’aide',
  'help.tab.privacy': 'Politique de confidentialité',
  'help.tab.disclaimer': 'Avertissements',
  'help.tab.cookie': 'Politique relative aux cookies',
  'help.updating': 'Cette page est en cours de mise à jour. En cas d’urgence, appelez-nous au {phone}.',
  'help.needHelp': 'Besoin d’aide pour une réservation ?',
  'help.supportAvailable': 'Notre équipe d’assistance est disponible 24 h/24, 7 j/7.',
  'help.about': 'À propos de Serendib',

  'helpfaq.group.booking': 'Réservation',
  'helpfaq.q.how-to-book': 'Comment réserver une excursion ?',
  'helpfaq.a.how-to-book':
    'Ouvrez l’excursion, choisissez votre lieu de prise en charge, la date et le nombre d’adultes, d’enfants et de bébés qui voyagent. Le total s’affiche dès que le formulaire de réservation est complet.\n\nChoisissez « Réserver » pour passer directement au paiement, ou ajoutez l’excursion à votre panier pour régler plusieurs excursions en une fois. Au moment du paiement, vous indiquez les noms des voyageurs et l’endroit où venir vous chercher, puis vous payez.',
  'helpfaq.q.instant-confirmation': 'Quand ma réservation est-elle confirmée ?',
  'helpfaq.a.instant-confirmation':
    'Les excursions marquées « Confirmation immédiate » sont confirmées dès que votre paiement est accepté. Les autres sont sur demande : le prestataire confirme sous {window} heures, et vous voyez le statut changer dans « Mes réservations ».',
  'helpfaq.q.account-needed': 'Faut-il un compte pour réserver ?',
  'helpfaq.a.account-needed':
    'Non. Si vous n’êtes pas encore membre, nous vous créons un compte avec l’adresse e-mail indiquée lors du paiement et vous envoyons un mot de passe, pour que vous puissiez suivre votre réservation dans « Mes réservations ».',
  'helpfaq.q.change-booking': 'Puis-je changer la date, la prise en charge ou le nombre de voyageurs ?',
  'helpfaq.a.change-booking':
    'Oui, tant que la réservation est en attente ou confirmée : ouvrez-la dans « Mes réservations » et choisissez « Modifier l’excursion ». Le prestataire répond à votre demande ; si le nouveau prix est plus élevé, vous payez la différence, s’il est plus bas, la différence vous est remboursée.',

  'helpfaq.group.payment': 'Paiement',
  'helpfaq.q.currency': 'Dans quelle devise suis-je débité ?',
  'helpfaq.a.currency':
    'Toutes les réservations sont facturées en dollars américains (USD). Si vous choisissez une autre devise en haut de la page, nous affichons aussi les prix convertis à titre indicatif ; votre banque peut appliquer un taux légèrement différent.',
  'helpfaq.q.extra-fees': 'Y a-t-il des taxes ou des frais de réservation en plus ?',
  'helpfaq.a.extra-fees':
    'Non. Le total affiché lors du paiement est ce que vous payez : aucune taxe ni aucuns frais supplémentaires.',
  'helpfaq.q.payment-safe': 'Comment payer, et est-ce sécurisé ?',
  'helpfaq.a.payment-safe':
    'Après « Confirmer et payer », vous réglez par carte sur la page sécurisée de notre prestataire de paiement. Nous ne voyons ni ne conservons jamais votre numéro de carte.',

  'helpfaq.group.cancellation': 'Annulation',
  'helpfaq.q.free-cancellation': 'Puis-je annuler gratuitement ?',
  'helpfaq.a.free-cancellation':
    'Oui, jusqu’à {hours} heures avant le début de l’excursion, heure du Sri Lanka (Asia/Colombo). Si vous annulez à temps, tout ce que vous avez payé vous est remboursé ; au-delà, aucun remboursement n’est dû.\n\nLe début correspond à la date de l’excursion à votre heure de prise en charge, ou à minuit au début de ce jour-là si aucune heure de prise en charge n’est encore fixée.',
  'helpfaq.q.how-to-cancel': 'Comment annuler une réservation ?',
  'helpfaq.a.how-to-cancel':
    'Ouvrez la réservation dans « Mes réservations » et choisissez « Annuler l’excursion ». Avant que vous ne confirmiez, nous vous indiquons si un remboursement est dû et de quel montant. Une réservation déjà terminée, refusée ou annulée ne peut pas être annulée.',
  'helpfaq.q.refund-time': 'Quand serai-je remboursé ?',
  'helpfaq.a.refund-time':
    'Nous envoyons le remboursement, en USD, sur la carte utilisée pour payer dès que vous annulez. Votre banque peut mettre quelques jours ouvrés à l’afficher.',

  'helpfaq.group.pickup': 'Prise en charge',
  'helpfaq.q.where-pickup': 'Où viendra-t-on me chercher ?',
  'helpfaq.a.where-pickup':
    'Au lieu de prise en charge choisi lors de la réservation. Au moment du paiement, vous précisez au prestataire l’endroit exact : votre hôtel (nom et adresse), l’aéroport (numéro de vol et heure d’arrivée, pour les excursions avec prise en charge à l’aéroport) ou un autre lieu dans une remarque.',
  'helpfaq.q.pickup-time': 'À quelle heure viendra-t-on me chercher ?',
  'helpfaq.a.pickup-time':
    'Votre réservation dans « Mes réservations » indique le lieu et l’heure de prise en charge dès que le prestataire les a fixés. Pour toute question, écrivez au prestataire depuis la réservation.',

  'helpfaq.group.vouchers': 'Bons',
  'helpfaq.q.find-voucher': 'Où trouver mon bon ?',
  'helpfaq.a.find-voucher':
    'Une fois votre réservation confirmée, ouvrez-la dans « Mes réservations » et choisissez « Votre bon ». Il porte un QR code que le prestataire scanne lorsqu’il vient vous chercher. Nous vous l’envoyons aussi par e-mail avec la confirmation.',
  'helpfaq.q.print-voucher': 'Dois-je imprimer le bon ?',
  'helpfaq.a.print-voucher':
    'Non. Il suffit de montrer le QR code sur votre téléphone ; le prestataire peut aussi vous retrouver grâce à votre référence de réservation.',

  'helpfaq.group.reviews': 'Avis',
  'helpfaq.q.write-review': 'Quand puis-je donner mon avis sur une excursion ?',
  'helpfaq.a.write-review':
    'Après l’excursion, une fois que le prestataire l’a marquée comme terminée. Notez-la depuis « Avis et notes » dans votre compte, ou avec le lien que nous vous envoyons par e-mail : il est valable {days} jours sans connexion et permet d’ajouter jusqu’à {photos} photos.',
  'helpfaq.q.one-review': 'Puis-je laisser deux avis pour la même réservation ?',
  'helpfaq.a.one-review':
    'Non : chaque réservation a un seul avis, pour que les notes reflètent de vrais voyages. Une fois envoyé, vous pouvez le relire dans « Avis et notes ».',
} as const satisfies HelpCatalogue
