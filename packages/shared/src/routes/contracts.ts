import { z } from 'zod';
import {
  contractListQuerySchema,
  contractSchema,
  contractTemplateSchema,
  countersignContractBodySchema,
  createContractBodySchema,
  createContractTemplateBodySchema,
  portalContractSchema,
  signContractBodySchema,
  updateContractBodySchema,
  updateContractTemplateBodySchema,
} from '../contracts.js';
import { errorEnvelopeSchema } from '../envelope.js';
import { pageOf } from '../pages.js';
import { portalTokenParams } from '../portal.js';
import { defineRoute, routeGroup, type RouteMessages } from './define.js';
import { createErrorResponses, errorResponses } from './errors.js';
import { idParams } from './params.js';

/** The success messages these routes answer, in each language (decisions 067, 138). */
const messages = {
  contractTemplatesLoaded: 'Contract templates loaded',
  contractTemplateAdded: 'Contract template added',
  contractTemplateUpdated: 'Contract template updated',
  contractTemplateDeleted: 'Contract template deleted',
  contractsLoaded: 'Contracts loaded',
  contractLoaded: 'Contract loaded',
  contractAdded: 'Contract added',
  contractUpdated: 'Contract updated',
  contractDeleted: 'Contract deleted',
  contractSent: 'Contract sent to {to} to sign',
  contractCountersigned: 'Contract countersigned and sealed',
  contractNewVersion: 'New version drafted',
  portalContractsLoaded: 'Contracts loaded',
  contractSigned: 'Thank you, the contract is signed',
} satisfies RouteMessages;

const template = z.object({ contractTemplate: contractTemplateSchema });
const contract = z.object({ contract: contractSchema });
const planRefusal = errorEnvelopeSchema.describe(
  'The plan has no signed contracts (FEATURE_NOT_AVAILABLE), or the role may not (FORBIDDEN)',
);
const stateRefusal = errorEnvelopeSchema.describe(
  'A signed contract cannot change (CONTRACT_SIGNED), or the contract is not at that step (CONTRACT_NOT_READY)',
);
const contractErrors = { ...errorResponses, 403: planRefusal, 409: stateRefusal };

/** The studio's contract templates (decision 159): its terms, with fields filled when a contract is sent. */
export const contractTemplateRoutes = routeGroup(messages, {
  list: defineRoute({
    method: 'GET',
    path: '/contract-templates',
    resource: 'contracts',
    access: 'contracts.read',
    feature: 'contracts',
    description: 'The templates by name. A studio that never had one starts with a bridal contract in its language.',
    success: { status: 200, data: z.object({ contractTemplates: z.array(contractTemplateSchema) }) },
    message: 'contractTemplatesLoaded',
    errors: { ...errorResponses, 403: planRefusal },
  }),
  create: defineRoute({
    method: 'POST',
    path: '/contract-templates',
    resource: 'contracts',
    access: 'contracts.write',
    feature: 'contracts',
    body: createContractTemplateBodySchema,
    success: { status: 201, data: template },
    message: 'contractTemplateAdded',
    errors: { ...createErrorResponses, 403: planRefusal },
  }),
  update: defineRoute({
    method: 'PATCH',
    path: '/contract-templates/:id',
    resource: 'contracts',
    access: 'contracts.write',
    feature: 'contracts',
    record: 'contractTemplates',
    params: idParams,
    body: updateContractTemplateBodySchema,
    description: 'Changes the template; contracts already drafted from it keep their own text.',
    success: { status: 200, data: template },
    message: 'contractTemplateUpdated',
    errors: { ...errorResponses, 403: planRefusal },
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/contract-templates/:id',
    resource: 'contracts',
    access: 'contracts.write',
    record: 'contractTemplates',
    params: idParams,
    success: { status: 200, data: z.object({ deleted: z.literal(true) }) },
    message: 'contractTemplateDeleted',
    errors: errorResponses,
  }),
});

/** The studio's contracts (decision 159): drafted, sent to the client's portal, countersigned and sealed. */
export const contractRoutes = routeGroup(messages, {
  list: defineRoute({
    method: 'GET',
    path: '/contracts',
    resource: 'contracts',
    access: 'contracts.read',
    query: contractListQuerySchema,
    success: { status: 200, data: pageOf('contracts', contractSchema) },
    message: 'contractsLoaded',
    errors: errorResponses,
  }),
  create: defineRoute({
    method: 'POST',
    path: '/contracts',
    resource: 'contracts',
    access: 'contracts.write',
    feature: 'contracts',
    body: createContractBodySchema,
    description: 'A draft for a client, its text from the template named or the text given.',
    success: { status: 201, data: contract },
    message: 'contractAdded',
    errors: { ...createErrorResponses, 403: planRefusal },
  }),
  get: defineRoute({
    method: 'GET',
    path: '/contracts/:id',
    resource: 'contracts',
    access: 'contracts.read',
    record: 'contracts',
    params: idParams,
    success: { status: 200, data: contract },
    message: 'contractLoaded',
    errors: errorResponses,
  }),
  update: defineRoute({
    method: 'PATCH',
    path: '/contracts/:id',
    resource: 'contracts',
    access: 'contracts.write',
    feature: 'contracts',
    record: 'contracts',
    params: idParams,
    body: updateContractBodySchema,
    description: 'Changes a draft; a sent or signed contract is refused (a change is a new version).',
    success: { status: 200, data: contract },
    message: 'contractUpdated',
    errors: contractErrors,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/contracts/:id',
    resource: 'contracts',
    access: 'contracts.write',
    record: 'contracts',
    params: idParams,
    description: 'Deletes a contract not yet signed; a signed one is kept (CONTRACT_SIGNED).',
    success: { status: 200, data: z.object({ deleted: z.literal(true) }) },
    message: 'contractDeleted',
    errors: contractErrors,
  }),
  send: defineRoute({
    method: 'POST',
    path: '/contracts/:id/send',
    resource: 'contracts',
    access: 'contracts.write',
    feature: 'contracts',
    record: 'contracts',
    params: idParams,
    description:
      'Fills and freezes the text, fingerprints its PDF (SHA-256) and mails the client the portal link to sign, in the ' +
      'client’s language. Sending again mails the link again.',
    success: { status: 200, data: z.object({ contract: contractSchema, to: z.string() }) },
    message: 'contractSent',
    errors: contractErrors,
  }),
  countersign: defineRoute({
    method: 'POST',
    path: '/contracts/:id/countersign',
    resource: 'contracts',
    access: 'contracts.write',
    feature: 'contracts',
    record: 'contracts',
    params: idParams,
    body: countersignContractBodySchema,
    description: 'The studio’s signature after the client’s; the contract is then sealed into its signed PDF.',
    success: { status: 200, data: contract },
    message: 'contractCountersigned',
    errors: contractErrors,
  }),
  newVersion: defineRoute({
    method: 'POST',
    path: '/contracts/:id/new-version',
    resource: 'contracts',
    access: 'contracts.write',
    feature: 'contracts',
    record: 'contracts',
    params: idParams,
    description: 'A draft of the next version, linked to this one, to change and sign again; a sent one is replaced.',
    success: { status: 201, data: contract },
    message: 'contractNewVersion',
    errors: contractErrors,
  }),
  pdf: defineRoute({
    method: 'GET',
    path: '/contracts/:id/pdf',
    resource: 'contracts',
    access: 'contracts.read',
    record: 'contracts',
    params: idParams,
    description: 'The document: once signed by both, the sealed PDF with its signatures and audit page.',
    success: { status: 200, file: 'application/pdf' },
    errors: errorResponses,
  }),
});

const contractParams = portalTokenParams.extend({ id: z.string().max(200) });
const portalErrors = {
  404: errorEnvelopeSchema.describe('No live link with that token, or no contract of its client with that id (NOT_FOUND)'),
  409: errorEnvelopeSchema.describe('Already signed (CONTRACT_SIGNED), or the document changed since it was opened (DOCUMENT_CHANGED)'),
  422: errorResponses[422],
  429: errorEnvelopeSchema.describe('Too many requests for this link or from this network (RATE_LIMITED)'),
};

/** The client's side on the portal (decisions 082, 159): read, download and sign. */
export const portalContractRoutes = routeGroup(messages, {
  list: defineRoute({
    method: 'GET',
    path: '/portal/:token/contracts',
    resource: 'portal',
    access: 'self',
    params: portalTokenParams,
    description: 'The contracts sent to the link’s client, newest first, with their filled text.',
    success: { status: 200, data: z.object({ contracts: z.array(portalContractSchema) }) },
    message: 'portalContractsLoaded',
    errors: portalErrors,
  }),
  pdf: defineRoute({
    method: 'GET',
    path: '/portal/:token/contracts/:id/pdf',
    resource: 'portal',
    access: 'self',
    params: contractParams,
    description: 'The contract as a PDF: the document to sign, or once signed by both the sealed one.',
    success: { status: 200, file: 'application/pdf', produces: true },
    errors: portalErrors,
  }),
  sign: defineRoute({
    method: 'POST',
    path: '/portal/:token/contracts/:id/sign',
    resource: 'portal',
    access: 'self',
    params: contractParams,
    body: signContractBodySchema,
    clientAcceptance: true,
    description:
      'The client’s signature, typed or drawn (a PNG), after ticking consent, on the document whose SHA-256 they send. ' +
      'The time, address and browser are kept for the audit page.',
    success: { status: 200, data: z.object({ contract: portalContractSchema }) },
    message: 'contractSigned',
    errors: portalErrors,
  }),
});
