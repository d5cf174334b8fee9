// The team feature's public face: what other features and the app use (decision 119).
export { useAssigneeName, useTeamMembers } from './api/team-members';
export { AssigneeField } from './components/assignee-field';
export { AssigneeFilter } from './components/assignee-filter';
export { assigneeMessages } from './components/assignee-messages';
export { ALL_ASSIGNEES, type AssigneeChoice, assigneeName, assigneeQuery, hasTeam, memberName } from './components/assignees';
export { LeaveStudioSection } from './components/leave-studio-section';
export { TeamTab } from './components/team-tab';
export { afterSignInPath } from './pending-invite';
