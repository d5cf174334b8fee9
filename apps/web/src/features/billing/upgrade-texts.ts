import type { GatedFeature } from '@atelier/shared';
import { i18n } from '@/lib/i18n/i18n';

/**
 * What the upgrade panel says of each plan feature, in English; every other language's in its
 * `locales/<language>/upgrade-texts.json` (decisions 195, 203):
 * one home for every page, tab and panel a plan gates, keyed by the features the routes declare
 * (decision 193), so a feature added to FEATURE_PLANS fails the type check until it has its words.
 * `{plans}` is the plans that include it, read from FEATURE_PLANS when shown, never written here.
 */
type UpgradeTexts = { title: string; text: string };

export const UPGRADE_TEXTS: Readonly<Record<GatedFeature, UpgradeTexts>> = {
  invoices: {
    title: 'Invoices are part of {plans}.',
    text: 'Upgrade your plan to bill your clients, keep your price list and take alterations in at the counter.',
  },
  calendar: {
    title: 'The calendar is part of {plans}.',
    text: 'Upgrade your plan to schedule fittings, deliveries and appointments, with reminders to your clients.',
  },
  analytics: {
    title: 'Analytics are part of {plans}.',
    text: 'Upgrade your plan to follow your revenue, clients and projects over time.',
  },
  advancedAnalytics: {
    title: 'Custom ranges and CSV downloads are part of {plans}.',
    text: 'Upgrade to choose any range of days and download each table of your analytics.',
  },
  team: {
    title: 'Teams are part of {plans}.',
    text: 'Upgrade to invite managers and staff to work in your studio, each seeing what their role needs, and pay them by the stages they finish.',
  },
  branding: {
    title: 'Custom branding is part of {plans}.',
    text: 'Upgrade to put your own logo and colour on invoices and the mails your clients receive.',
  },
  apiTokens: {
    title: 'API access is part of {plans}.',
    text: 'Upgrade to create tokens so your own tools can read and update your studio’s records.',
  },
  timeline: {
    title: 'Production stages are part of {plans}.',
    text: 'Upgrade your plan to set your workflows of stages, follow each order on the board and see each project’s timeline.',
  },
  garmentTemplates: {
    title: 'Your own garments are part of {plans}.',
    text: 'Add your own garments, such as an agbada or a kaftan, with the measurements you take for each. The built-in garments stay available on every plan.',
  },
  clientPortal: {
    title: 'The client portal is part of {plans}.',
    text:
      'Upgrade to share a private link with each client: their appointments, orders, measurements and invoices, ' +
      'the measurements they take at home, and a way to answer you.',
  },
  messagesToClients: {
    title: 'Email and SMS to clients are part of {plans}.',
    text: 'Upgrade to send your clients emails and text messages from Atelier. Share on WhatsApp works on every plan.',
  },
  materials: {
    title: 'Materials are part of {plans}.',
    text: 'Upgrade your plan to keep your fabric and notions, set them aside for orders, order them from your suppliers and know when to reorder.',
  },
  bookings: {
    title: 'Online booking is part of {plans}.',
    text: 'Upgrade to let clients book their appointments on your own page, with a deposit.',
  },
  quotes: {
    title: 'Quotes are part of {plans}.',
    text: 'Upgrade your plan to send quotes your clients accept on their portal, with the deposit invoiced at once.',
  },
  contracts: {
    title: 'Signed contracts are part of {plans}.',
    text: 'Upgrade your plan to have clients sign your terms on their portal.',
  },
  groups: {
    title: 'Groups are part of {plans}.',
    text: 'Upgrade your plan to dress a whole wedding party: each member’s garment, fittings and bill in one place.',
  },
};

/** The catalog's keys for one feature: `<feature>Title` and `<feature>Text`. */
export const titleKey = (feature: GatedFeature) => `${feature}Title`;
export const textKey = (feature: GatedFeature) => `${feature}Text`;

function catalog(): Record<string, string> {
  const entries = Object.entries(UPGRADE_TEXTS).flatMap(([feature, texts]) => [
    [titleKey(feature as GatedFeature), texts.title],
    [textKey(feature as GatedFeature), texts.text],
  ]);
  return { ...Object.fromEntries(entries), link: 'See plans and pricing' };
}

export const upgradeTexts = i18n('upgrade-texts', catalog());
