import { z } from 'zod';
import { errorEnvelopeSchema } from '../envelope.js';
import {
  createFittingBodySchema,
  FITTING_LIMITS,
  fitOptionsSchema,
  fitProfileSchema,
  fittingSchema,
  updateFittingBodySchema,
} from '../fittings.js';
import { defineRoute, routeGroup, type RouteMessages } from './define.js';
import { errorResponses } from './errors.js';
import { idParams } from './params.js';

/** The success messages these routes answer, in each language (decisions 067, 138). */
const messages = {
  fittingsLoaded: 'Fittings loaded',
  fittingRecorded: 'Fitting recorded',
  fittingLoaded: 'Fitting loaded',
  fittingUpdated: 'Fitting updated',
  fittingDeleted: 'Fitting deleted',
  fitProfileLoaded: 'Fit profile loaded',
  fitCorrectionRetired: 'Correction retired',
  fitCorrectionRestored: 'Correction back in force',
  fitOptionsLoaded: 'Design options loaded',
} satisfies RouteMessages;

const fitting = z.object({ fitting: fittingSchema });
const profile = z.object({ profile: fitProfileSchema });
const fittingErrors = {
  ...errorResponses,
  404: errorEnvelopeSchema.describe(
    'No project, fitting or correction of the studio with that id, or a calendar event of another client (NOT_FOUND)',
  ),
};

/** A project's fittings and the client's fit profile (decision 086), on every plan. */
export const fittingRoutes = routeGroup(messages, {
  list: defineRoute({
    method: 'GET',
    path: '/projects/:id/fittings',
    resource: 'fittings',
    access: 'projects.read',
    record: 'projects',
    params: idParams,
    description: `The project's fittings, the latest first (at most ${FITTING_LIMITS.perProject}), each with its corrections.`,
    success: { status: 200, data: z.object({ fittings: z.array(fittingSchema) }) },
    message: 'fittingsLoaded',
    errors: fittingErrors,
  }),
  create: defineRoute({
    method: 'POST',
    path: '/projects/:id/fittings',
    resource: 'fittings',
    access: 'projects.write',
    record: 'projects',
    params: idParams,
    body: createFittingBodySchema,
    description:
      'Records a fitting with what the client wore and its corrections. An option correction ' +
      'names an option of its FreeSewing design (422 on corrections.N.name otherwise); a change ' +
      'past the bounds is 422 on corrections.N.change.',
    success: { status: 201, data: fitting },
    message: 'fittingRecorded',
    errors: fittingErrors,
  }),
  get: defineRoute({
    method: 'GET',
    path: '/fittings/:id',
    resource: 'fittings',
    access: 'projects.read',
    record: 'fittings',
    params: idParams,
    success: { status: 200, data: fitting },
    message: 'fittingLoaded',
    errors: fittingErrors,
  }),
  update: defineRoute({
    method: 'PATCH',
    path: '/fittings/:id',
    resource: 'fittings',
    access: 'projects.write',
    record: 'fittings',
    params: idParams,
    body: updateFittingBodySchema,
    description:
      'Fields left out stay. `corrections`, when sent, replaces the list; a correction sent with its `id` keeps its id and whether it is retired.',
    success: { status: 200, data: fitting },
    message: 'fittingUpdated',
    errors: fittingErrors,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/fittings/:id',
    resource: 'fittings',
    access: 'projects.write',
    record: 'fittings',
    params: idParams,
    description: 'Deletes the fitting, its corrections (they leave the fit profile) and its photos.',
    success: { status: 200, data: z.object({}) },
    message: 'fittingDeleted',
    errors: fittingErrors,
  }),
  profile: defineRoute({
    method: 'GET',
    path: '/clients/:id/fit-profile',
    resource: 'fittings',
    access: 'measurements.read',
    record: 'clients',
    params: idParams,
    description:
      'The corrections in force for the client (every one not retired), grouped by what they ' +
      'correct and newest first, each with its fitting’s date and what was worn; the retired ' +
      'ones apart.',
    success: { status: 200, data: profile },
    message: 'fitProfileLoaded',
    errors: fittingErrors,
  }),
  retire: defineRoute({
    method: 'POST',
    path: '/fit-corrections/:id/retire',
    resource: 'fittings',
    access: 'projects.write',
    record: 'fitCorrections',
    params: idParams,
    description: 'Takes the correction out of the fit profile in force; it stays on its fitting. Answers the client’s profile.',
    success: { status: 200, data: profile },
    message: 'fitCorrectionRetired',
    errors: fittingErrors,
  }),
  restore: defineRoute({
    method: 'POST',
    path: '/fit-corrections/:id/restore',
    resource: 'fittings',
    access: 'projects.write',
    record: 'fitCorrections',
    params: idParams,
    description: 'Puts a retired correction back in force. Answers the client’s profile.',
    success: { status: 200, data: profile },
    message: 'fitCorrectionRestored',
    errors: fittingErrors,
  }),
  options: defineRoute({
    method: 'GET',
    path: '/fit-options/:design',
    resource: 'fittings',
    access: 'projects.read',
    params: z.object({ design: z.string().max(200) }),
    description:
      'The options of a FreeSewing design (bella, penelope, …) a fitting can correct: percentage ' +
      'options in %, millimetre options in cm or in. An unknown design is 404.',
    success: { status: 200, data: fitOptionsSchema },
    message: 'fitOptionsLoaded',
    errors: fittingErrors,
  }),
});
