import type { EN_ACCOUNTS } from '../en/accounts.js';

/** The refusals of team, account, sign-in, two-factor, API tokens, subscriptions, plans (decision 200); the type asks for every English key. */
export const FR_ACCOUNTS: Record<keyof typeof EN_ACCOUNTS, string> = {
  // Équipe
  'team.memberNotFound': 'Membre introuvable',
  'team.cannotChangeOwnRole': 'Vous ne pouvez pas changer votre propre rôle. Le propriétaire de l’atelier garde le rôle de propriétaire.',
  'team.cannotRemoveSelf': 'Vous ne pouvez pas vous retirer vous-même. Le propriétaire de l’atelier garde le rôle de propriétaire.',
  'team.cannotChangeOwnerRole': 'Vous ne pouvez pas changer le rôle du propriétaire de l’atelier.',
  'team.cannotRemoveOwner': 'Vous ne pouvez pas retirer le propriétaire de l’atelier.',
  'team.noLongerMember': 'Vous n’êtes plus membre de cet atelier.',
  'team.ownerCannotLeave': 'Le propriétaire ne peut pas quitter son propre atelier. Supprimer le compte supprime l’atelier avec lui.',
  'team.held.clients': 'fiches clients',
  'team.held.measurements': 'mesures',
  'team.held.projects': 'projets',
  'team.held.invoices': 'factures',
  'team.held.events': 'rendez-vous de l’agenda',
  'team.held.patterns': 'patrons',
  'team.held.otherMembers': 'autres membres',
  'team.ownStudioNotEmpty':
    'Votre propre atelier contient encore des données ({held}). Rejoindre un autre atelier supprime le vôtre : ' +
    'déplacez-les ou supprimez-les d’abord.',
  'team.ownSubscription': 'Vous payez un abonnement à votre nom. Résiliez-le d’abord sur la page Facturation, puis acceptez l’invitation.',
  'team.invitationNotFound': 'Invitation introuvable',
  'team.invitationForOther': 'Cette invitation est destinée à {email}. Connectez-vous avec cette adresse pour l’accepter.',
  'team.studioNotEnterprise':
    'Cet atelier n’est plus sur le forfait Entreprise et ne peut donc plus accueillir de nouveaux membres. ' +
    'Demandez à son propriétaire de renouveler Entreprise.',
  'team.alreadyMember': 'Vous êtes déjà membre de cet atelier.',
  'team.studioFull': 'Cet atelier compte déjà {max} membres, le maximum pour un atelier.',
  'team.studioFullField': 'L’atelier est complet',
  'team.invitationUsed': 'Cette invitation a déjà été utilisée. Chaque lien d’invitation ne fonctionne qu’une fois.',
  'team.invitationRevoked': 'Cette invitation a été révoquée par l’atelier. Demandez-en une nouvelle à l’atelier.',
  'team.invitationExpired': 'Cette invitation a expiré. Demandez à l’atelier de la renvoyer.',
  'team.membersMax': 'Un atelier compte au plus {max} membres. Retirez quelqu’un avant d’inviter une autre personne.',
  'team.invitesMax': 'Un atelier a au plus {max} invitations en attente. Révoquez-en une, ou attendez que des personnes acceptent.',
  'team.emailAlreadyMember': '{email} est déjà membre de cet atelier.',
  'team.emailAlreadyInvited': '{email} a déjà une invitation en attente. Renvoyez-la plutôt depuis la liste.',
  // Compte
  'account.notFound': 'Compte introuvable',
  'account.noPasswordUseCode':
    'Votre compte n’a pas de mot de passe. Demandez un code à votre adresse e-mail actuelle et saisissez-le à la place.',
  'account.currentPasswordWrong': 'Le mot de passe actuel est incorrect',
  'account.enterCurrentPassword': 'Saisissez votre mot de passe actuel pour changer d’adresse e-mail.',
  'account.enterCurrentAddressCode': 'Saisissez le code que nous envoyons à votre adresse e-mail actuelle pour la changer.',
  'account.noEmailChange': 'Aucun changement d’e-mail n’attend de code.',
  'account.undoLinkInvalid': 'Ce lien d’annulation n’est pas valide : il a déjà été utilisé, ou ses 7 jours sont écoulés.',
  'account.tooManyWrongPasswords': 'Trop de mots de passe erronés. Patientez quelques minutes et réessayez.',
  'account.passwordless':
    'Votre compte n’a pas encore de mot de passe : vous vous connectez avec Google ou Facebook. Pour en définir un, ' +
    'déconnectez-vous et utilisez « Mot de passe oublié » sur la page de connexion.',
  'account.sessionNotFound': 'Session introuvable',
  'account.noPasswordDelete': 'Ce compte n’a pas de mot de passe. Demandez un code par e-mail et saisissez-le à la place.',
  'account.passwordWrong': 'Le mot de passe est incorrect',
  'account.enterPasswordToDelete': 'Saisissez votre mot de passe pour supprimer le compte',
  'account.enterEmailedCode': 'Saisissez le code que nous vous avons envoyé par e-mail',
  // Connexion
  'auth.providerNotConfigured':
    'La connexion avec {provider} n’est pas configurée sur ce serveur. Connectez-vous plutôt avec votre e-mail et votre mot de passe.',
  'auth.providerDidNotConfirm': '{provider} n’a pas confirmé cette connexion. Veuillez réessayer.',
  'auth.providerUnreachable': '{provider} est injoignable. Réessayez dans un instant.',
  'auth.facebookNoEmail':
    'Votre compte Facebook ne partage aucune adresse e-mail. Inscrivez-vous plutôt avec votre e-mail et un mot de passe.',
  'auth.passwordHasEmail': 'Choisissez un mot de passe qui ne contient pas votre adresse e-mail.',
  'auth.passwordTooEasy':
    'Ce mot de passe est trop facile à deviner : il est courant ou figure dans des listes de mots de passe divulgués. ' +
    'Ajoutez des mots ou des caractères.',
  'auth.emailTaken': 'Un compte existe déjà avec cet e-mail.',
  'auth.emailTakenSignIn': 'Un compte existe déjà avec cet e-mail. Connectez-vous ou réinitialisez votre mot de passe.',
  'auth.emailTakenUsePassword': 'Un compte existe déjà avec cet e-mail. Connectez-vous avec votre e-mail et votre mot de passe.',
  'auth.accountJustCreated': 'Ce compte vient d’être créé. Veuillez réessayer.',
  'auth.tooManySignins': 'Trop de tentatives de connexion pour ce compte. Patientez quelques minutes et réessayez.',
  'auth.waitBeforeCode': 'Patientez {seconds} secondes avant de demander un autre code.',
  'auth.invalidCredentials': 'E-mail ou mot de passe incorrect.',
  'auth.verifyEmailFirst': 'Vérifiez d’abord votre e-mail. Nous vous avons envoyé un code de vérification.',
  'auth.codeExpired': 'Ce code a expiré. Demandez-en un nouveau.',
  'auth.codeExpiredField': 'Le code a expiré.',
  'auth.tooManyCodes': 'Trop de codes erronés. Demandez un nouveau code et réessayez.',
  'auth.tooManyCodesField': 'Trop de codes erronés.',
  'auth.codesPaused':
    'Trop de codes erronés pour cette adresse e-mail. Par sécurité, les codes pour cette adresse sont suspendus pendant 24 heures.',
  'auth.codesPausedField': 'Les codes sont suspendus pendant 24 heures.',
  'auth.codeWrong': 'Le code n’est pas correct. Vérifiez l’e-mail et réessayez.',
  'auth.codeWrongField': 'Le code n’est pas correct.',
  // Authentification à deux facteurs
  'two-factor.codeWrong': 'Le code n’est pas correct. Vérifiez votre application d’authentification et réessayez.',
  'two-factor.signinExpired': 'Cette connexion a expiré. Reconnectez-vous.',
  'two-factor.tooManyCodes': 'Trop de codes erronés pour cette connexion. Reconnectez-vous.',
  'two-factor.codesPaused':
    'Trop de codes à deux facteurs erronés pour ce compte. Par sécurité, les codes à deux facteurs sont suspendus pendant 24 heures.',
  'two-factor.codeReused': 'Ce code a déjà été utilisé. Attendez le code suivant de votre application d’authentification.',
  'two-factor.codeReusedField': 'Ce code a déjà été utilisé.',
  'two-factor.alreadyOnSetup':
    'L’authentification à deux facteurs est déjà activée. Désactivez-la d’abord pour configurer une nouvelle application d’authentification.',
  'two-factor.alreadyOn': 'L’authentification à deux facteurs est déjà activée.',
  'two-factor.setUpFirst': 'Configurez d’abord l’authentification à deux facteurs.',
  'two-factor.changedMeanwhile': 'L’authentification à deux facteurs a changé entre-temps. Configurez-la de nouveau.',
  'two-factor.alreadyOff': 'L’authentification à deux facteurs est déjà désactivée.',
  'two-factor.offForAccount': 'L’authentification à deux facteurs est désactivée pour ce compte.',
  'two-factor.offField': 'L’authentification à deux facteurs est désactivée.',
  // Jetons d’API
  'tokens.expiryPast': 'Choisissez aujourd’hui ou un jour ultérieur.',
  'tokens.expiryTooFar': 'Choisissez un jour dans les 5 ans, ou aucune expiration.',
  'tokens.tooMany': 'Vous pouvez avoir au plus {max} jetons d’API. Révoquez d’abord un jeton que vous n’utilisez plus.',
  'tokens.notFound': 'Jeton d’API introuvable',
  // Abonnements et cartes
  'subscriptions.cardNumberWrong': 'Le numéro de votre carte est incorrect.',
  'subscriptions.testCardsOnly': 'Le bac à sable n’accepte que les cartes de test : utilisez 4242 4242 4242 4242.',
  'subscriptions.cardExpired': 'Votre carte a expiré.',
  'subscriptions.cvcWrong': 'Le code de sécurité de votre carte est incorrect.',
  'subscriptions.setupFailed': 'L’enregistrement du paiement a échoué. Veuillez réessayer.',
  'subscriptions.cardDeclined': 'Votre carte a été refusée.',
  'subscriptions.insufficientFunds': 'Votre carte n’a pas une provision suffisante.',
  'subscriptions.checkoutEnded': 'Ce paiement est terminé.',
  'subscriptions.checkoutEndedPricing': 'Ce paiement est terminé. Revenez à la page Tarifs pour recommencer.',
  'subscriptions.checkoutNotFound': 'Paiement introuvable',
  'subscriptions.providerUnreachable': 'Le prestataire de paiement est injoignable. Réessayez dans un instant.',
  'subscriptions.webhookNotJson': 'Le corps du webhook n’est pas du JSON.',
  'subscriptions.webhookSignature': 'La vérification de la signature du webhook a échoué : {why}.',
  'subscriptions.paymentNotApplied':
    'Votre abonnement a changé pendant ce paiement : il n’a donc pas été appliqué et vous est remboursé. Votre forfait n’a pas changé.',
  'subscriptions.alreadyFree': 'Vous êtes déjà sur le forfait Gratuit.',
  'subscriptions.alreadySubscribed': 'Vous êtes déjà abonné à ce forfait.',
  'subscriptions.nothingToCancel': 'Vous n’avez aucun abonnement actif à résilier.',
  'subscriptions.subscribeBeforeCard': 'Abonnez-vous à un forfait avant d’ajouter une carte.',
  'subscriptions.receiptNotFound': 'Reçu introuvable',
  // Formules
  'plans.clientLimit': 'Le forfait {plan} comprend jusqu’à {limit} clients. Passez à Premium pour des clients illimités.',
  'plans.clientLimitOver':
    'Le forfait {plan} comprend jusqu’à {limit} clients. Passez à Premium pour des clients illimités. ' +
    'L’atelier en a {existing} et cet ajout en ajouterait {adding}.',
  'plans.clientLimitLapsed':
    'Votre abonnement {current} n’est pas actif : la limite de {limit} clients du forfait {plan} s’applique. ' +
    'Renouvelez ou changez de forfait pour ajouter des clients.',
  'plans.clientLimitLapsedOver':
    'Votre abonnement {current} n’est pas actif : la limite de {limit} clients du forfait {plan} s’applique. ' +
    'Renouvelez ou changez de forfait pour ajouter des clients. L’atelier en a {existing} et cet ajout en ajouterait {adding}.',
  'plans.projectLimit': 'Le forfait {plan} comprend jusqu’à {limit} projets. Passez à Premium pour des projets illimités.',
  'plans.projectLimitOver':
    'Le forfait {plan} comprend jusqu’à {limit} projets. Passez à Premium pour des projets illimités. ' +
    'L’atelier en a {existing} et cet ajout en ajouterait {adding}.',
  'plans.projectLimitLapsed':
    'Votre abonnement {current} n’est pas actif : la limite de {limit} projets du forfait {plan} s’applique. ' +
    'Renouvelez ou changez de forfait pour ajouter des projets.',
  'plans.projectLimitLapsedOver':
    'Votre abonnement {current} n’est pas actif : la limite de {limit} projets du forfait {plan} s’applique. ' +
    'Renouvelez ou changez de forfait pour ajouter des projets. L’atelier en a {existing} et cet ajout en ajouterait {adding}.',
  'plans.storeFull':
    'Un atelier peut contenir au plus {max} fiches de ce type ({records}). Supprimez celles dont vous n’avez plus besoin pour en ajouter.',
  'plans.storeFullOver':
    'Un atelier peut contenir au plus {max} fiches de ce type ({records}). Supprimez celles dont vous n’avez plus besoin ' +
    'pour en ajouter. L’atelier en a {existing} et cet ajout en ajouterait {adding}.',
  'plans.clientReadOnly':
    'Ce client est en lecture seule : le forfait {plan} comprend jusqu’à {limit} clients, et votre atelier en a davantage. ' +
    'Vous pouvez encore l’ouvrir ou le supprimer ; changez de forfait pour le modifier de nouveau.',
  'plans.clientReadOnlyLapsed':
    'Ce client est en lecture seule : votre abonnement {current} n’est pas actif et le forfait {plan} comprend jusqu’à ' +
    '{limit} clients, et votre atelier en a davantage. Vous pouvez encore l’ouvrir ou le supprimer ; changez de forfait pour le modifier de nouveau.',
  'plans.projectReadOnly':
    'Ce projet est en lecture seule : le forfait {plan} comprend jusqu’à {limit} projets, et votre atelier en a davantage. ' +
    'Vous pouvez encore l’ouvrir ou le supprimer ; changez de forfait pour le modifier de nouveau.',
  'plans.projectReadOnlyLapsed':
    'Ce projet est en lecture seule : votre abonnement {current} n’est pas actif et le forfait {plan} comprend jusqu’à ' +
    '{limit} projets, et votre atelier en a davantage. Vous pouvez encore l’ouvrir ou le supprimer ; changez de forfait pour le modifier de nouveau.',
  'plans.storageFull':
    'Votre espace de stockage est plein : {used} utilisés sur {limit} avec le forfait {plan}. Il reste {left} et ce fichier ' +
    'demande {needed}. Supprimez des photos ou des patrons, ou changez de forfait pour plus d’espace.',
  'plans.premiumDesign':
    'Le modèle {design} est un modèle Premium. Le forfait Gratuit comprend 5 modèles ({free}) ; passez à Premium pour tous les utiliser.',
  'plans.generationsUsed':
    'Le forfait {plan} comprend {limit} générations de patrons par mois, et celles de ce mois sont utilisées. ' +
    'Elles repartent le {resets} ; passez à Premium pour des générations illimitées.',
  'plans.cardBeforeMessages':
    'Les messages aux clients commencent dès qu’une carte est enregistrée. Abonnez-vous pour envoyer factures, rappels ' +
    'et messages par e-mail ou SMS ; vous pouvez toujours télécharger le PDF et partager sur WhatsApp.',
  'plans.smsNotInPlan': 'Les SMS aux clients font partie des forfaits Premium et Entreprise. Passez à l’un d’eux pour les envoyer.',
  'plans.smsPartsOver':
    'Ce message fait {parts} SMS, plus qu’il n’en reste à votre atelier sur ses {allowance} SMS de ce mois. ' +
    'Vous pourrez en envoyer de nouveau à partir du {on} (UTC) ; l’e-mail et WhatsApp fonctionnent toujours.',
  'plans.smsMonthUsed':
    'Votre atelier a envoyé ses {allowance} SMS de ce mois. Vous pourrez en envoyer de nouveau à partir du {on} (UTC) ; ' +
    'l’e-mail et WhatsApp fonctionnent toujours.',
  'plans.clientMessagesToday': 'Votre atelier a envoyé ses {max} messages aux clients pour aujourd’hui (e-mails et SMS). Réessayez demain.',
};
