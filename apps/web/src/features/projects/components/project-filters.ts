import { PROJECT_STATUSES, type ProjectStatus } from '@atelier/shared';

export type StatusFilter = 'all' | ProjectStatus;
export const STATUS_FILTERS: readonly StatusFilter[] = ['all', ...PROJECT_STATUSES];
