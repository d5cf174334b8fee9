import { documentLocale, type Language } from '@atelier/shared';
import { languageTable } from '../../lib/language-table.js';
import { MORE_WORDS } from './words-more.js';
import type { ContractWords } from './words-type.js';

/** The contract PDF's, audit page's and mail's words in the client's language (decisions 128, 159). */
const WORDS: Record<'en' | 'fr', ContractWords> = {
  en: {
    version: (n: number) => `Version ${n}`,
    between: (studio: string, client: string) => `Between ${studio} and ${client}`,
    signatures: 'Signatures',
    role: { client: 'The client', studio: 'For the studio' },
    signedOn: (when: string) => `Signed on ${when}`,
    notSigned: 'Not signed yet',
    auditTitle: 'Audit trail',
    auditIntro:
      'This page records each signature. The document is sealed with a digital signature (PAdES): any change to it ' +
      'after sealing makes the seal invalid.',
    contractId: 'Contract',
    sentAt: 'Sent to sign',
    documentHash: 'SHA-256 of the document sent',
    signer: 'Signer',
    account: 'Signed from the account of',
    method: { typed: 'typed name', drawn: 'drawn signature' },
    timeUtc: 'Time (UTC)',
    timeStudio: (zone: string) => `Time (${zone})`,
    ip: 'IP address',
    userAgent: 'Browser (user agent)',
    seen: 'SHA-256 of the document seen',
    sealReason: 'Contract signed by both parties',
    blank: '________',
    mail: {
      subject: (title: string, studio: string) => `${studio}: ${title} to sign`,
      greeting: (name: string) => (name ? `Hello ${name},` : 'Hello,'),
      intro: (studio: string, title: string) => `${studio} sent you “${title}” to read and sign online.`,
      action: 'Read and sign',
      outro: 'You can read it first and download it as a PDF. Reply to this mail with any question.',
      sender: (studio: string) => `Sent by Atelier on behalf of ${studio}.`,
    },
  },
  fr: {
    version: (n: number) => `Version ${n}`,
    between: (studio: string, client: string) => `Entre ${studio} et ${client}`,
    signatures: 'Signatures',
    role: { client: 'La cliente ou le client', studio: 'Pour l’atelier' },
    signedOn: (when: string) => `Signé le ${when}`,
    notSigned: 'Pas encore signé',
    auditTitle: 'Journal de signature',
    auditIntro:
      'Cette page enregistre chaque signature. Le document est scellé par une signature numérique (PAdES) : toute ' +
      'modification après le scellement rend le sceau invalide.',
    contractId: 'Contrat',
    sentAt: 'Envoyé pour signature',
    documentHash: 'SHA-256 du document envoyé',
    signer: 'Signataire',
    account: 'Signé depuis le compte de',
    method: { typed: 'nom saisi', drawn: 'signature dessinée' },
    timeUtc: 'Heure (UTC)',
    timeStudio: (zone: string) => `Heure (${zone})`,
    ip: 'Adresse IP',
    userAgent: 'Navigateur (user agent)',
    seen: 'SHA-256 du document vu',
    sealReason: 'Contrat signé par les deux parties',
    blank: '________',
    mail: {
      subject: (title: string, studio: string) => `${studio} : ${title} à signer`,
      greeting: (name: string) => (name ? `Bonjour ${name},` : 'Bonjour,'),
      intro: (studio: string, title: string) => `${studio} vous a envoyé « ${title} » à lire et signer en ligne.`,
      action: 'Lire et signer',
      outro: 'Vous pouvez d’abord le lire et le télécharger en PDF. Répondez à ce message pour toute question.',
      sender: (studio: string) => `Envoyé par Atelier pour ${studio}.`,
    },
  },
};

export type { ContractWords } from './words-type.js';
export const contractWords = languageTable<ContractWords>('contracts.words', { ...WORDS, ...MORE_WORDS });

/** A moment as a person reads it, in a zone: '26 November 2026, 14:05:09 UTC+1'. */
export function formatMoment(iso: string, language: Language, timeZone: string): string {
  return new Intl.DateTimeFormat(documentLocale(language), {
    dateStyle: 'long',
    timeStyle: 'long',
    timeZone,
  }).format(new Date(iso));
}
