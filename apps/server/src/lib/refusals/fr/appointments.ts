import type { EN_APPOINTMENTS } from '../en/appointments.js';

/** The refusals of bookings, calendar, fittings, groups, messaging, portal, measurement requests (decision 200); the type asks for every English key. */
export const FR_APPOINTMENTS: Record<keyof typeof EN_APPOINTMENTS, string> = {
  // Bookings: appointment types, the public booking page, deposits and the portal's moves (decisions 156, 157).
  'bookings.chooseMembers': 'Choisissez des membres de votre atelier',
  'bookings.depositOverPrice': 'L’acompte ne peut pas dépasser le prix',
  'bookings.typeNotFound': 'Type de rendez-vous introuvable',
  'bookings.noDeposits': 'Cet atelier ne peut pas encaisser d’acompte pour le moment.',
  'bookings.phoneUnreadable': 'Saisissez un numéro de téléphone lisible, avec son indicatif pays (+33…) s’il est étranger',
  'bookings.groupCodeUnknown': 'Aucun groupe de cet atelier n’a ce code. Vérifiez-le auprès de l’atelier.',
  'bookings.slotTaken': 'Ce créneau vient d’être pris. Choisissez-en un autre.',
  'bookings.dayFull': 'L’atelier ne prend plus de réservations en ligne ce jour-là. Choisissez un autre jour.',
  'bookings.memberNotOffering': 'Cette personne ne prend pas ce type de rendez-vous. Choisissez-en une autre.',
  'bookings.timePassed': 'Cet horaire est déjà passé. Choisissez-en un autre.',
  'bookings.appointmentNotFound': 'Rendez-vous introuvable',
  'bookings.noticePassed':
    'Ce rendez-vous ne peut plus être modifié ici : l’atelier demande un délai de {hours} heures. Appelez l’atelier ou écrivez-lui.',
  'bookings.noPage': 'Aucun atelier ne prend de réservations à cette adresse',
  'bookings.typeNotBookable': 'Ce type de rendez-vous ne peut pas être réservé. Choisissez-en un autre.',
  'bookings.bookingNotFound': 'Réservation introuvable',
  'bookings.slugTaken': 'Un autre atelier utilise déjà cette adresse de page. Choisissez-en une autre.',
  'bookings.stripeUnreachable': 'Stripe n’a pas pu être joint. Réessayez dans un instant.',
  'bookings.stripeNotSetUp':
    'Stripe n’est pas configuré sur ce serveur : les acomptes ne peuvent pas être encaissés ici sur votre propre compte.',
  // Calendar: events, ranges and the feed (decision 032).
  'calendar.feedNotFound': 'Abonnement au calendrier introuvable',
  'calendar.rangeEndBeforeStart': 'La date de fin doit être postérieure à la date de début',
  'calendar.rangeTooLong': 'Une période du calendrier peut couvrir 1 an au plus',
  'calendar.endBeforeStart': 'L’heure de fin doit être postérieure à l’heure de début',
  'calendar.tooLong': 'Un événement peut durer {days} jours au plus',
  'calendar.clientNotFound': 'Client introuvable',
  'calendar.eventNotFound': 'Événement introuvable',
  // Fittings and their corrections (decision 086).
  'fittings.notCorrectable': '{name} n’est pas une option de {design} qu’un essayage peut corriger',
  'fittings.correctedIn': '{name} se corrige en {unit}',
  'fittings.correctedInEither': '{name} se corrige en {first} ou en {second}',
  'fittings.designNotFound': 'Modèle introuvable',
  'fittings.projectNotFound': 'Projet introuvable',
  'fittings.fittingNotFound': 'Essayage introuvable',
  'fittings.correctionNotFound': 'Correction introuvable',
  'fittings.eventNotOfClient': 'Événement de ce client introuvable dans le calendrier',
  'fittings.tooMany': 'Un projet compte au plus {max} essayages. Supprimez-en un pour en enregistrer un autre.',
  'fittings.correctionNotOfFitting': 'Correction introuvable sur cet essayage',
  'fittings.correctionTwice': 'Envoyez chaque correction une seule fois',
  // Groups such as wedding parties, their members and invoices (decision 160).
  'groups.groupNotFound': 'Groupe introuvable',
  'groups.memberNotFound': 'Membre introuvable',
  'groups.clientNotFound': 'Client introuvable',
  'groups.projectNotFound': 'Projet introuvable',
  'groups.choosePayer': 'Choisissez qui paie pour le groupe',
  'groups.nothingToInvoice': 'Plus aucun membre à facturer : chacun est déjà facturé ou n’a pas de prix',
  'groups.full': 'Un groupe compte au plus {max} membres. Créez un autre groupe pour les suivants.',
  'groups.alreadyMember': '{name} fait déjà partie de ce groupe.',
  'groups.alreadyMemberField': 'Fait déjà partie de ce groupe',
  // Messaging: messages to clients by email, SMS or WhatsApp (decisions 083, 105).
  'messaging.noEmail': '{name} n’a pas d’adresse e-mail. Ajoutez-en une sur la fiche du client d’abord.',
  'messaging.noEmailUnnamed': 'Ce client n’a pas d’adresse e-mail. Ajoutez-en une sur sa fiche d’abord.',
  'messaging.noEmailField': 'Le client n’a pas d’adresse e-mail',
  'messaging.noPhone': '{name} n’a pas de numéro de téléphone. Ajoutez-en un sur la fiche du client d’abord.',
  'messaging.noPhoneUnnamed': 'Ce client n’a pas de numéro de téléphone. Ajoutez-en un sur sa fiche d’abord.',
  'messaging.noPhoneField': 'Le client n’a pas de numéro de téléphone',
  'messaging.noCountry': 'Ajoutez l’indicatif pays au numéro du client, ou indiquez le pays de votre atelier',
  'messaging.phoneUnreadable': 'Le numéro de téléphone de {name} est illisible. Vérifiez-le sur la fiche du client.',
  'messaging.phoneUnreadableUnnamed': 'Le numéro de téléphone du client est illisible. Vérifiez-le sur sa fiche.',
  'messaging.smsSatellite':
    'Les SMS ne partent pas vers les numéros satellites (+{code}…). Choisissez l’e-mail ou WhatsApp pour ce client.',
  'messaging.smsInternationalNetwork':
    'Les SMS ne partent pas vers les numéros de réseaux internationaux (+{code}…). Choisissez l’e-mail ou WhatsApp pour ce client.',
  'messaging.smsSharedCost':
    'Les SMS ne partent pas vers les numéros à coût partagé (+{code}…). Choisissez l’e-mail ou WhatsApp pour ce client.',
  'messaging.smsPremiumRate':
    'Les SMS ne partent pas vers les numéros surtaxés (+{code}…). Choisissez l’e-mail ou WhatsApp pour ce client.',
  'messaging.clientNotFound': 'Client introuvable',
  'messaging.templateNotFound': 'Modèle de message introuvable',
  'messaging.invoiceNotFound': 'Facture introuvable',
  'messaging.projectNotFound': 'Projet introuvable',
  'messaging.eventNotFound': 'Événement introuvable',
  // The client portal (decision 082).
  'portal.linkGone': 'Ce lien n’est plus actif',
  'portal.appointmentNotFound': 'Rendez-vous introuvable',
  'portal.invoiceNotFound': 'Facture introuvable',
  'portal.clientNotFound': 'Client introuvable',
  // Measurement requests: what a client measures at home (decision 084).
  'measurement-requests.requestNotFound': 'Demande de mesures introuvable',
  'measurement-requests.clientNotFound': 'Client introuvable',
  'measurement-requests.templateNotFound': 'Modèle de vêtement introuvable',
  'measurement-requests.templateEmpty': '{name} n’a aucune mesure à demander.',
  'measurement-requests.pending':
    'Ce client a déjà une demande de mesures « {name} » en attente. Annulez-la, ou approuvez ou refusez ce qu’il a ' +
    'envoyé, avant d’en faire une nouvelle.',
  'measurement-requests.notAsked': '« {name} » ne fait pas partie des mesures demandées',
  'measurement-requests.listedTwice': '« {name} » figure deux fois ; envoyez chaque mesure une seule fois',
  'measurement-requests.alreadyDecidedByStudio': 'L’atelier a déjà reçu ces mesures et a pris sa décision.',
  'measurement-requests.notSentYet': 'Le client n’a pas encore envoyé ses mesures.',
  'measurement-requests.notSentCancelInstead': 'Le client n’a pas encore envoyé ses mesures : annulez plutôt la demande.',
  'measurement-requests.sentApproveOrReject': 'Le client a déjà envoyé ses mesures : approuvez-les ou refusez-les.',
  'measurement-requests.decided': 'Cette demande a déjà été traitée.',
  'measurement-requests.newValues':
    'Le client a envoyé de nouvelles valeurs depuis que vous les avez ouvertes. Relisez-les avant d’approuver.',
  // The booking page's and the portal's bounds (decision 156).
  'bookings.tooManyFromNetwork': 'Trop de demandes depuis votre réseau. Patientez une minute, puis réessayez.',
  'bookings.pageBusy': 'Cette page de réservation est très sollicitée. Patientez une minute, puis réessayez.',
  'bookings.tooManyBookingsFromNetwork': 'Trop de réservations depuis votre réseau. Patientez quelques minutes ou appelez l’atelier.',
  'bookings.studioBusy': 'Cet atelier a reçu beaucoup de réservations en peu de temps. Réessayez plus tard ou appelez l’atelier.',
  'portal.openedTooOften': 'Cette page a été ouverte trop souvent en peu de temps. Patientez une minute, puis réessayez.',
  'portal.tooManyFromNetwork': 'Trop de demandes depuis votre réseau. Patientez une minute, puis réessayez.',
  'portal.sentTooMuch': 'Vous avez beaucoup envoyé à l’atelier en peu de temps. Patientez quelques minutes ou appelez l’atelier.',
  'portal.tooManyFromNetworkMinutes': 'Trop de demandes depuis votre réseau. Patientez quelques minutes, puis réessayez.',
  'portal.invoiceDownloadedTooOften':
    'Cette facture a été téléchargée trop souvent en peu de temps. Patientez quelques minutes, puis réessayez.',
  'portal.invoicesDownloadedTooOften':
    'Les factures ont été téléchargées trop souvent en peu de temps. Patientez quelques minutes, puis réessayez.',
};
