import { API } from '@atelier/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { routeKey } from '@/lib/query/route-keys';

const route = API.workflows.list;

/** GET /workflows's cache key: the settings' Workflow tab refreshes it after a save (decision 080). */
export const workflowsKey = routeKey(route);

/**
 * GET /workflows: each project type's stages and the board's columns (decision 077). The projects
 * board and the settings' Workflow tab both read it, so it lives in lib and neither feature imports
 * the other. `enabled` is false where the plan has no stages (decision 080): nothing to ask for.
 */
export function useWorkflows(enabled = true) {
  return useQuery({
    queryKey: workflowsKey,
    queryFn: () => call(route),
    enabled,
    meta: { inlineErrorCodes: ['FEATURE_NOT_AVAILABLE'] },
  });
}
