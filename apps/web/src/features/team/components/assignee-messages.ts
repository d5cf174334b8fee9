import { i18n, params } from '@/lib/i18n/i18n';

/** The assignee picker, filter and names of the projects and calendar screens (decision 075); French in locales/fr/assignees.json. */
export const assigneeMessages = i18n('assignees', {
  assignedTo: 'Assigned to',
  unassigned: 'Unassigned',
  filterLabel: 'Filter by assignee',
  all: 'Everyone',
  mine: 'Mine',
  assignedToName: params('Assigned to {name}'),
});
