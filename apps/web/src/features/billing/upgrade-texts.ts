import { LANGUAGES, type GatedFeature, type Language } from '@atelier/shared';
import { declaredI18n } from '@/lib/i18n/i18n';

/**
 * What the upgrade panel says of each plan feature, in every language side by side (decision 195):
 * one home for every page, tab and panel a plan gates, keyed by the features the routes declare
 * (decision 193), so a feature added to FEATURE_PLANS fails the type check until it has its words.
 * `{plans}` is the plans that include it, read from FEATURE_PLANS when shown, never written here.
 */
type UpgradeTexts = { title: string; text: string };

export const UPGRADE_TEXTS: Readonly<Record<GatedFeature, Readonly<Record<Language, UpgradeTexts>>>> = {
  invoices: {
    en: {
      title: 'Invoices are part of {plans}.',
      text: 'Upgrade your plan to bill your clients, keep your price list and take alterations in at the counter.',
    },
    fr: {
      title: 'Les factures sont réservées à {plans}.',
      text: 'Passez à une offre supérieure pour facturer vos clients, garder vos tarifs et prendre les retouches au comptoir.',
    },
  },
  calendar: {
    en: {
      title: 'The calendar is part of {plans}.',
      text: 'Upgrade your plan to schedule fittings, deliveries and appointments, with reminders to your clients.',
    },
    fr: {
      title: 'Le calendrier est réservé à {plans}.',
      text: 'Passez à une offre supérieure pour planifier essayages, livraisons et rendez-vous, avec des rappels à vos clients.',
    },
  },
  analytics: {
    en: { title: 'Analytics are part of {plans}.', text: 'Upgrade your plan to follow your revenue, clients and projects over time.' },
    fr: {
      title: 'Les statistiques sont réservées à {plans}.',
      text: 'Passez à une offre supérieure pour suivre votre chiffre d’affaires, vos clients et vos projets dans le temps.',
    },
  },
  advancedAnalytics: {
    en: {
      title: 'Custom ranges and CSV downloads are part of {plans}.',
      text: 'Upgrade to choose any range of days and download each table of your analytics.',
    },
    fr: {
      title: 'Les périodes libres et les téléchargements CSV sont réservés à {plans}.',
      text: 'Passez à l’offre supérieure pour choisir n’importe quelle période ' + 'et télécharger chaque tableau de vos statistiques.',
    },
  },
  team: {
    en: {
      title: 'Teams are part of {plans}.',
      text:
        'Upgrade to invite managers and staff to work in your studio, each seeing ' +
        'what their role needs, and pay them by the stages they finish.',
    },
    fr: {
      title: 'Les équipes sont réservées à {plans}.',
      text:
        'Passez à l’offre supérieure pour inviter des responsables et des membres de l’équipe dans votre atelier, ' +
        'chacun voyant ce dont son rôle a besoin, et les rémunérer selon les étapes terminées.',
    },
  },
  branding: {
    en: {
      title: 'Custom branding is part of {plans}.',
      text: 'Upgrade to put your own logo and colour on invoices and the mails your clients receive.',
    },
    fr: {
      title: 'La personnalisation de la marque est réservée à {plans}.',
      text:
        'Passez à l’offre supérieure pour mettre votre logo et votre couleur ' + 'sur les factures et les e-mails reçus par vos clients.',
    },
  },
  apiTokens: {
    en: {
      title: 'API access is part of {plans}.',
      text: 'Upgrade to create tokens so your own tools can read and update your studio’s records.',
    },
    fr: {
      title: 'L’accès à l’API est réservé à {plans}.',
      text:
        'Passez à l’offre supérieure pour créer des jetons avec lesquels vos propres ' +
        'outils lisent et mettent à jour les données de votre atelier.',
    },
  },
  timeline: {
    en: {
      title: 'Production stages are part of {plans}.',
      text: 'Upgrade your plan to set your workflows of stages, follow each order on the board and see each project’s timeline.',
    },
    fr: {
      title: 'Les étapes de production sont réservées à {plans}.',
      text:
        'Passez à une offre supérieure pour définir vos étapes de production, suivre chaque ' +
        'commande sur le tableau et voir le calendrier des étapes de chaque projet.',
    },
  },
  garmentTemplates: {
    en: {
      title: 'Your own garments are part of {plans}.',
      text:
        'Add your own garments, such as an agbada or a kaftan, with the measurements you ' +
        'take for each. The built-in garments stay available on every plan.',
    },
    fr: {
      title: 'Vos propres vêtements sont réservés à {plans}.',
      text:
        'Ajoutez vos propres vêtements, comme un agbada ou un caftan, avec les mesures que vous prenez ' +
        'pour chacun. Les vêtements intégrés restent disponibles avec chaque offre.',
    },
  },
  clientPortal: {
    en: {
      title: 'The client portal is part of {plans}.',
      text:
        'Upgrade to share a private link with each client: their appointments, orders, measurements ' +
        'and invoices, the measurements they take at home, and a way to answer you.',
    },
    fr: {
      title: 'Le portail client est réservé à {plans}.',
      text:
        'Passez à une offre supérieure pour partager un lien privé avec chaque client : ses rendez-vous, ' +
        'commandes, mesures et factures, les mesures qu’il prend chez lui, et un moyen de vous répondre.',
    },
  },
  messagesToClients: {
    en: {
      title: 'Email and SMS to clients are part of {plans}.',
      text: 'Upgrade to send your clients emails and text messages from Atelier. Share on WhatsApp works on every plan.',
    },
    fr: {
      title: 'Les e-mails et SMS aux clients sont réservés à {plans}.',
      text:
        'Passez à une offre supérieure pour envoyer des e-mails et des SMS à vos clients ' +
        'depuis Atelier. Le partage sur WhatsApp fonctionne avec chaque offre.',
    },
  },
  materials: {
    en: {
      title: 'Materials are part of {plans}.',
      text:
        'Upgrade your plan to keep your fabric and notions, set them aside for ' +
        'orders, order them from your suppliers and know when to reorder.',
    },
    fr: {
      title: 'Les matières sont réservées à {plans}.',
      text:
        'Passez à une offre supérieure pour suivre vos tissus et fournitures, les réserver pour ' +
        'les commandes, les commander à vos fournisseurs et savoir quand racheter.',
    },
  },
  bookings: {
    en: {
      title: 'Online booking is part of {plans}.',
      text: 'Upgrade to let clients book their appointments on your own page, with a deposit.',
    },
    fr: {
      title: 'La prise de rendez-vous en ligne est réservée à {plans}.',
      text: 'Passez à une offre supérieure pour que vos clients réservent leurs ' + 'rendez-vous sur votre propre page, avec un acompte.',
    },
  },
  quotes: {
    en: {
      title: 'Quotes are part of {plans}.',
      text: 'Upgrade your plan to send quotes your clients accept on their portal, with the deposit invoiced at once.',
    },
    fr: {
      title: 'Les devis sont réservés à {plans}.',
      text:
        'Passez à une offre supérieure pour envoyer des devis que vos clients ' +
        'acceptent sur leur portail, avec l’acompte facturé aussitôt.',
    },
  },
  contracts: {
    en: { title: 'Signed contracts are part of {plans}.', text: 'Upgrade your plan to have clients sign your terms on their portal.' },
    fr: {
      title: 'Les contrats signés sont réservés à {plans}.',
      text: 'Passez à une offre supérieure pour faire signer vos conditions sur le portail de vos clients.',
    },
  },
  groups: {
    en: {
      title: 'Groups are part of {plans}.',
      text: 'Upgrade your plan to dress a whole wedding party: each member’s garment, fittings and bill in one place.',
    },
    fr: {
      title: 'Les groupes sont réservés à {plans}.',
      text:
        'Passez à une offre supérieure pour habiller tout un cortège : la tenue, ' +
        'les essayages et la facture de chacun au même endroit.',
    },
  },
};

const LINK: Readonly<Record<Language, string>> = { en: 'See plans and pricing', fr: 'Voir les offres et les tarifs' };

/** The catalog's keys for one feature: `<feature>Title` and `<feature>Text`. */
export const titleKey = (feature: GatedFeature) => `${feature}Title`;
export const textKey = (feature: GatedFeature) => `${feature}Text`;

function catalogIn(language: Language): Record<string, string> {
  const entries = Object.entries(UPGRADE_TEXTS).flatMap(([feature, texts]) => [
    [titleKey(feature as GatedFeature), texts[language].title],
    [textKey(feature as GatedFeature), texts[language].text],
  ]);
  return { ...Object.fromEntries(entries), link: LINK[language] };
}

export const upgradeTexts = declaredI18n(
  'upgrade-texts',
  Object.fromEntries(LANGUAGES.map((language) => [language, catalogIn(language)])) as Record<Language, Record<string, string>>,
);
