import { i18n, params } from '@/lib/i18n/i18n';

/** The Workflow tab (decision 080); French in locales/fr/settings-workflow.json. */
export const workflowMessages = i18n('settings-workflow', {
  title: 'Workflow',
  description: 'The production stages each new project starts with, per project type. Projects you already have keep their own.',
  projectType: 'Project type',
  custom: 'Your own stages',
  builtIn: 'Built-in stages',
  listLabel: params('Stages of a new {type}'),
  stageLabel: params('Stage {n}'),
  moveUp: params('Move stage {n} up'),
  moveDown: params('Move stage {n} down'),
  remove: params('Remove stage {n}'),
  add: 'Add stage',
  save: 'Save',
  reset: 'Reset to built-in',
  resetTitle: 'Reset to the built-in stages?',
  resetText: params('New {type} projects will start with the built-in stages again: {stages}.'),
  resetConfirm: 'Reset',
  none: 'No stages: new projects of this type start without any.',
  full: params('A workflow has at most {max} stages.'),
  unsaved: 'Unsaved changes.',
  loading: 'Loading the workflows...',
  loadError: 'The workflows could not be loaded. Reload the page to try again.',
});

export type WorkflowTexts = ReturnType<typeof workflowMessages.get>;
