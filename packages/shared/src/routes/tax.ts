import { z } from 'zod';
import { errorEnvelopeSchema } from '../envelope.js';
import {
  accountingExportQuerySchema,
  taxRateBodySchema,
  taxRateSchema,
  taxSettingsSchema,
  updateTaxRateBodySchema,
  updateTaxSettingsBodySchema,
} from '../tax.js';
import { defineRoute, routeGroup, type RouteMessages } from './define.js';
import { errorResponses } from './errors.js';
import { idParams } from './params.js';

/** The success messages these routes answer, in each language (decisions 067, 138). */
const messages = {
  taxSettingsLoaded: 'Tax settings loaded',
  taxSettingsSaved: 'Tax settings saved',
  taxRateAdded: 'Tax rate added',
  taxRateUpdated: 'Tax rate updated',
  taxRateRemoved: 'Tax rate removed',
} satisfies RouteMessages;

const settings = z.object({ settings: taxSettingsSchema });
const writeErrors = {
  ...errorResponses,
  403: errorEnvelopeSchema.describe('Invoices are not on the studio plan (FEATURE_NOT_AVAILABLE), or the role may not do that (FORBIDDEN)'),
};

/**
 * The studio's tax settings and named rates (decision 162): every member who sees invoices reads
 * them (the invoice form lists the rates); owners and managers change them.
 */
export const taxRoutes = routeGroup(messages, {
  settings: defineRoute({
    method: 'GET',
    path: '/tax/settings',
    resource: 'tax',
    access: 'invoices.read',
    success: { status: 200, data: settings },
    message: 'taxSettingsLoaded',
    errors: errorResponses,
  }),
  // Tax settings are part of invoicing: the same plan feature as writing an invoice (decision 162).
  updateSettings: defineRoute({
    method: 'PATCH',
    path: '/tax/settings',
    resource: 'tax',
    access: 'tax.manage',
    feature: 'invoices',
    body: updateTaxSettingsBodySchema,
    success: { status: 200, data: settings },
    message: 'taxSettingsSaved',
    errors: writeErrors,
  }),
  addRate: defineRoute({
    method: 'POST',
    path: '/tax/rates',
    resource: 'tax',
    access: 'tax.manage',
    feature: 'invoices',
    body: taxRateBodySchema,
    success: { status: 201, data: z.object({ rate: taxRateSchema, settings: taxSettingsSchema }) },
    message: 'taxRateAdded',
    errors: writeErrors,
  }),
  updateRate: defineRoute({
    method: 'PATCH',
    path: '/tax/rates/:id',
    resource: 'tax',
    access: 'tax.manage',
    record: 'taxRates',
    feature: 'invoices',
    params: idParams,
    body: updateTaxRateBodySchema,
    success: { status: 200, data: z.object({ rate: taxRateSchema, settings: taxSettingsSchema }) },
    message: 'taxRateUpdated',
    errors: writeErrors,
  }),
  /** A rate a document used is archived (kept for that document), else deleted. */
  removeRate: defineRoute({
    method: 'DELETE',
    path: '/tax/rates/:id',
    resource: 'tax',
    access: 'tax.manage',
    record: 'taxRates',
    feature: 'invoices',
    params: idParams,
    success: { status: 200, data: settings },
    message: 'taxRateRemoved',
    errors: writeErrors,
  }),
});

/**
 * The accountant's files (decision 166): the French FEC for one fiscal year, or a CSV journal
 * QuickBooks and Xero import, for the dates asked. Owners and managers.
 */
export const accountingRoutes = routeGroup({} satisfies RouteMessages, {
  export: defineRoute({
    method: 'GET',
    path: '/exports/accounting',
    resource: 'accounting',
    access: 'accounting.export',
    query: accountingExportQuerySchema,
    success: { status: 200, file: 'text/plain' },
    errors: {
      ...errorResponses,
      403: errorEnvelopeSchema.describe('The role may not export the books (FORBIDDEN)'),
      429: errorEnvelopeSchema.describe('Too many exports (RATE_LIMITED)'),
    },
  }),
});
