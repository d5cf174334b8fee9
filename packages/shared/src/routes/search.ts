import { searchAnythingQuerySchema, searchResultSchema } from '../search.js';
import { defineRoute, routeGroup, type RouteMessages } from './define.js';
import { errorResponses } from './errors.js';

/** The success messages these routes answer, in each language (decisions 067, 138). */
const messages = {
  searchDone: 'Search done',
} satisfies RouteMessages;

/**
 * One search for anything (decision 210): the records of every kind the caller may open whose name,
 * number, code, phone or e-mail holds what was typed, a few of each kind, or a page of one kind.
 * Each kind is filtered by its own permission and plan feature (SEARCH_KINDS); every role holds
 * the route's, as every role has the dashboard.
 */
export const searchRoutes = routeGroup(messages, {
  find: defineRoute({
    method: 'GET',
    path: '/search',
    resource: 'search',
    access: 'dashboard.read',
    query: searchAnythingQuerySchema,
    description:
      'Records of every kind the caller may open matching `q` (case and accents ignored; codes and numbers with or without ' +
      'their dashes; phone numbers in any format), a few per kind; `kind` and `cursor` page through one kind.',
    success: { status: 200, data: searchResultSchema },
    message: 'searchDone',
    errors: errorResponses,
  }),
});
