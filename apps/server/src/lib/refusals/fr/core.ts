import type { EN_CORE } from '../en/core.js';

/** The server's refusals in French (decision 200); the type asks for every English key. */
export const FR_CORE: Record<keyof typeof EN_CORE, string> = {
  'plan.invoices': 'Les factures sont comprises dans les forfaits Premium et Entreprise. Passez à l’un d’eux pour les utiliser.',
  'plan.calendar': 'Passez à un forfait supérieur pour utiliser cette fonction…',
  'plan.analytics':
    'Les statistiques sont comprises dans les forfaits Premium et Entreprise. Passez à l’un d’eux pour voir les chiffres de votre atelier.',
  'plan.advancedAnalytics':
    'Les périodes personnalisées et les téléchargements CSV font partie des statistiques avancées du forfait Entreprise.',
  'plan.timeline':
    'Les étapes de production sont comprises dans les forfaits Premium et Entreprise. Passez à ' +
    'l’un d’eux pour suivre chaque commande étape par étape.',
  'plan.garmentTemplates':
    'Vos propres modèles de vêtements sont compris dans les forfaits Premium et Entreprise. Passez à l’un d’eux pour les créer.',
  'plan.team': 'Les équipes font partie du forfait Entreprise. Passez-y pour inviter des personnes dans votre atelier.',
  'plan.branding':
    'La personnalisation fait partie du forfait Entreprise. Passez-y pour mettre votre logo et votre couleur sur les documents.',
  'plan.apiTokens': 'L’accès à l’API fait partie du forfait Entreprise. Passez-y pour créer des jetons d’API.',
  'plan.bookings':
    'La réservation en ligne est comprise dans les forfaits Premium et Entreprise. ' +
    'Passez à l’un d’eux pour que vos clients réservent et versent un acompte.',
  'plan.quotes': 'Les devis sont compris dans les forfaits Premium et Entreprise. Passez à l’un d’eux pour les envoyer.',
  'plan.contracts':
    'Les contrats signés sont compris dans les forfaits Premium et Entreprise. Passez à l’un d’eux pour les faire signer à vos clients.',
  'plan.groups':
    'Les groupes, comme un cortège de mariage, sont compris dans les forfaits Premium et ' +
    'Entreprise. Passez à l’un d’eux pour habiller tout un cortège.',
  'plan.clientPortal':
    'L’espace client est compris dans les forfaits Premium et Entreprise. Passez à l’un d’eux pour partager un lien privé avec vos clients.',
  'plan.materials':
    'Le stock de tissus et de fournitures est compris dans les forfaits Premium et Entreprise. ' +
    'Passez à l’un d’eux pour tenir votre stock dans Atelier.',
  'plan.messagesToClients':
    'L’envoi de messages aux clients par e-mail ou SMS fait partie des forfaits Premium et Entreprise. ' +
    'Passez à l’un d’eux pour les envoyer ; le partage sur WhatsApp fonctionne avec tous les forfaits.',
  'plan.lapsed': 'Votre abonnement {plan} n’est pas actif. Renouvelez-le sur la page Tarifs pour l’utiliser à nouveau.',
  'payment.creditNote': 'Un avoir ne reçoit pas de paiement : l’argent rendu est enregistré comme son remboursement',
  'payment.tooMany': 'Au plus {max} paiements par facture',
  'payment.fullyPaid': 'Cette facture est entièrement payée',
  'payment.overBalance': 'Le montant ne peut pas dépasser le solde dû ({balance})',
  'payment.refundKept': 'Ce remboursement a été fait avec l’avoir {number} : il est gardé avec lui',
  'request.fieldRequired': '« {field} » est obligatoire',
  'request.unknownField': 'Champ inconnu « {field} »',
  'request.invalidValue': 'Valeur non valide pour « {field} »',
  'request.invalid': 'La requête n’est pas valide.',
  'request.recordNotFound': 'Fiche introuvable',
  'request.badUrl': 'L’adresse de la requête n’est pas valide.',
  'request.unreadable': 'La requête n’a pas pu être lue.',
  'request.invalidJson': 'Le corps de la requête n’est pas du JSON valide.',
  'request.emptyJson': 'Le corps de la requête est vide ; envoyez un objet JSON.',
  'request.tooLarge': 'Le corps de la requête est trop volumineux.',
  'request.mediaType': 'Envoyez le corps de la requête en application/json.',
  'request.badLength': 'La longueur du corps de la requête est incorrecte.',
  'request.tooManyRequests': 'Trop de requêtes. Ralentissez un peu.',
  'request.unavailable': 'Le service est brièvement indisponible. Réessayez dans un instant.',
  'request.serverFault':
    'Un problème est survenu de notre côté. Réessayez ; si cela se reproduit, contactez l’assistance en citant {requestId}.',
  'session.ended': 'Votre session a pris fin. Reconnectez-vous.',
};
