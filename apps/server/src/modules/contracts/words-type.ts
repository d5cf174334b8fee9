import type { SignerRole } from '@atelier/shared';

/** The contract PDF's, audit page's and mail's words (decisions 128, 159). */
export type ContractWords = {
  version: (n: number) => string;
  between: (studio: string, client: string) => string;
  signatures: string;
  role: Record<SignerRole, string>;
  signedOn: (when: string) => string;
  notSigned: string;
  auditTitle: string;
  auditIntro: string;
  contractId: string;
  sentAt: string;
  documentHash: string;
  signer: string;
  account: string;
  method: { typed: string; drawn: string };
  timeUtc: string;
  timeStudio: (zone: string) => string;
  ip: string;
  userAgent: string;
  seen: string;
  sealReason: string;
  blank: string;
  mail: {
    subject: (title: string, studio: string) => string;
    greeting: (name: string) => string;
    intro: (studio: string, title: string) => string;
    action: string;
    outro: string;
    sender: (studio: string) => string;
  };
};
