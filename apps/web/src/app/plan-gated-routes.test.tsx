import { ALL_ROUTES, type GatedFeature, type RouteDeclaration } from '@atelier/shared';
import { isValidElement, type ReactNode } from 'react';
import { createRoutesFromChildren, Route, Routes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RequirePermission } from './role-pages';
import { APP_ROUTES } from './routes';

/**
 * A web page and the API agree on its plan (decision 195): the page at a path gates the feature the
 * API's read at that same path declares (decision 193), so no plan is shown a page whose read it is
 * refused; and a page that gates a feature never names another than the API routes at its path.
 */
type Page = { path: string; feature: GatedFeature | undefined };

const joinPath = (parent: string, path: string) => `${parent.replace(/\/$/, '')}/${path}`;
const featureOf = (element: ReactNode): GatedFeature | undefined =>
  isValidElement<{ feature?: GatedFeature }>(element) ? element.props.feature : undefined;
/** `/quotes/:id` and `/quotes/:quoteId` are one path. */
const shape = (path: string) => path.replace(/:\w+/g, ':');

function pagesOf(routes: readonly RouteObject[], parent = '', feature?: GatedFeature): Page[] {
  return routes.flatMap((route) => {
    const path = route.path ? joinPath(parent, route.path) : parent;
    const gate = featureOf(route.element) ?? feature;
    const own = route.path ? [{ path, feature: gate }] : [];
    return [...own, ...pagesOf(route.children ?? [], path, gate)];
  });
}

function pages(routes: ReactNode): Page[] {
  return pagesOf(createRoutesFromChildren(isValidElement<{ children?: ReactNode }>(routes) ? routes.props.children : routes));
}

/**
 * Pages that show the plan's refusal their own way, as the product spec draws it: the calendar lays
 * its lock overlay over the calendar when the read answers 403 (spec, "Calendar lock").
 */
const LOCKS_ITSELF = new Set(['/calendar']);

/** What disagrees between the pages and the API's declarations, one line each. */
function disagreements(web: Page[], api: readonly RouteDeclaration[]): string[] {
  const out: string[] = [];
  for (const page of web) {
    const here = api.filter((route) => shape(route.path) === shape(page.path) && route.feature);
    const read = here.find((route) => route.method === 'GET');
    if (read && page.feature !== read.feature && !(page.feature === undefined && LOCKS_ITSELF.has(page.path)))
      out.push(`${page.path}: the API's read needs ${read.feature}, the page gates ${page.feature ?? 'nothing'}`);
    for (const route of page.feature ? here : [])
      if (route.feature !== page.feature)
        out.push(`${page.path}: gates ${page.feature}, ${route.method} ${route.path} needs ${route.feature}`);
  }
  return out;
}

describe('pages gated by the plan their API declares (decision 195)', () => {
  it('gates every page whose read the plan gates, with the feature its API routes declare', () => {
    expect(disagreements(pages(APP_ROUTES), ALL_ROUTES)).toEqual([]);
  });

  it('meets gated reads among the pages, so the check is not empty', () => {
    const gatedReads = new Set(ALL_ROUTES.filter((r) => r.method === 'GET' && r.feature).map((r) => shape(r.path)));
    expect(pages(APP_ROUTES).filter((page) => gatedReads.has(shape(page.path))).length).toBeGreaterThan(0);
  });

  it('reports a page left open on a gated read and a page gating another feature than its API', () => {
    const routes = (
      <Routes>
        <Route path="materials" element={<p />} />
        <Route element={<RequirePermission permission="quotes.read" feature="groups" />}>
          <Route path="quotes" element={<p />} />
        </Route>
      </Routes>
    );
    expect(disagreements(pages(routes), ALL_ROUTES)).toEqual([
      "/materials: the API's read needs materials, the page gates nothing",
      '/quotes: gates groups, POST /quotes needs quotes',
    ]);
  });
});
