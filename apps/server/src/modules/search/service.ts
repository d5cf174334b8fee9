import {
  planIncludes,
  SEARCH_KIND_NAMES,
  SEARCH_LIMITS,
  searchKindRule,
  type SearchGroup,
  type SearchKind,
  type SearchAnythingQuery,
} from '@atelier/shared';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { workspaces } from '../../db/schema/index.js';
import { can, requirePermission, type Actor } from '../../lib/actor.js';
import { requireIncluded } from '../../lib/plan-gate.js';
import { KIND_SEARCHES, type SearchWindow } from './kinds.js';
import { termsOf } from './terms.js';

/** The kinds the actor's role and studio's plan let them open, as their pages' guards do (decision 210). */
export function kindsFor(actor: Pick<Actor, 'permissions' | 'studio'>): SearchKind[] {
  return SEARCH_KIND_NAMES.filter((kind) => {
    const rule = searchKindRule(kind);
    return can(actor, rule.permission) && (!rule.feature || planIncludes(actor.studio.planHolder, rule.feature));
  });
}

/** One search for anything (decision 210): a few of each kind the actor may open, or a page of one. */
export function searchService(ctx: AppContext) {
  async function studioCountry(workspaceId: string): Promise<string | null> {
    const [row] = await ctx.db.select({ country: workspaces.phoneCountry }).from(workspaces).where(eq(workspaces.id, workspaceId)).limit(1);
    return row?.country ?? null;
  }

  return {
    async find({ actor, query }: { actor: Actor; query: SearchAnythingQuery }): Promise<SearchGroup[]> {
      if (query.kind) {
        const rule = searchKindRule(query.kind);
        requirePermission(actor, rule.permission);
        if (rule.feature) requireIncluded(actor.studio.planHolder, rule.feature);
      }
      // The studio's country reads a phone number typed without its +code; only digits need it.
      const country = /\d{6}/.test(query.q.replace(/\D/g, '')) ? await studioCountry(actor.workspaceId) : null;
      const terms = termsOf(query.q, country);
      const kinds = query.kind ? [query.kind] : kindsFor(actor);
      const size = query.kind ? SEARCH_LIMITS.page : SEARCH_LIMITS.perKind;
      const offset = query.cursor ?? 0;
      const window: SearchWindow = { limit: size + 1, offset };
      const groups = await Promise.all(
        kinds.map(async (kind): Promise<SearchGroup | null> => {
          const found = await KIND_SEARCHES[kind](ctx.db, actor.workspaceId, terms, window);
          if (!found || found.length === 0) return null;
          const next = offset + size;
          const more = found.length > size && next < SEARCH_LIMITS.deepest;
          const hits = found.slice(0, size).map((f) => ({ id: f.id, title: f.title, detail: f.detail ?? '', keyDate: f.date ?? null }));
          return { kind, hits, nextCursor: more ? String(next) : null };
        }),
      );
      return groups.filter((g): g is SearchGroup => g !== null);
    },
  };
}
