import { API } from '@atelier/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { routeKey } from '@/lib/query/route-keys';

const route = API.workflows.list;

/**
 * GET /workflows: each project type's stages and the board's columns (decision 077), read by the
 * projects board and the settings' Workflow tab, which refreshes it after a save (decision 080).
 */
export const workflowsQueryOptions = () =>
  queryOptions({ queryKey: routeKey(route), queryFn: () => call(route), meta: { inlineErrorCodes: ['FEATURE_NOT_AVAILABLE'] } });

/** `enabled` is false where the plan has no stages (decision 080): nothing to ask for. */
export function useWorkflows(enabled = true) {
  return useQuery({ ...workflowsQueryOptions(), enabled });
}
