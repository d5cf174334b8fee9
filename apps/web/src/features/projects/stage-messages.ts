import { count, i18n, params } from '@/lib/i18n/i18n';

/**
 * The projects board's texts (decision 080); French in locales/fr/project-board.json. Stage
 * names and statuses come from lib/labels; the toasts are the stage routes' own messages.
 */
export const boardMessages = i18n('project-board', {
  boardLabel: 'Projects by stage',
  hint: 'Drag a card to another stage, or use its “Move to…” menu.',
  noStages: 'No stages',
  done: 'Done',
  emptyColumn: 'No projects here.',
  cardCount: count({ one: ', {count} project', other: ', {count} projects' }),
  moveTo: 'Move to…',
  /** Starts with the button's visible text, for voice control (WCAG 2.5.3). */
  moveToOf: params('Move to… {name}'),
  noTargets: 'No other stage to move to.',
  addStagesFirst: 'No stages yet: add them in the project’s details.',
  details: 'Details',
  detailsOf: params('Details of {name}'),
  late: 'Late',
  stageDue: params('{stage} due {date}'),
  moved: params('{name} moved to {column}.'),
  cannotMove: params('{name} has no {column} stage, so it cannot move there.'),
  notHere: params('{name} has no stage here'),
  loadingColumns: 'Loading the stages...',
});

export type BoardTexts = ReturnType<typeof boardMessages.get>;

/** A project's timeline of stages in its details (decision 080); French in locales/fr/project-stages.json. */
export const stageMessages = i18n('project-stages', {
  title: 'Stages',
  intro: 'The production stages of this project, in order. Progress follows them.',
  none: 'No stages yet.',
  listLabel: params('Stages of {name}'),
  status: 'Status',
  statusOf: params('Status of {stage}'),
  dueDate: 'Due date',
  dueDateOf: params('Due date of {stage}'),
  assigneeOf: params('Who is on {stage}'),
  completedAt: params('Done {date}'),
  late: 'Late',
  lateText: params('Due {date}, not done'),
  rename: 'Rename',
  renameOf: params('Rename {stage}'),
  newName: 'New name',
  newNameOf: params('New name of {stage}'),
  save: 'Save',
  cancel: 'Cancel',
  moveUp: params('Move {stage} up'),
  moveDown: params('Move {stage} down'),
  remove: params('Remove {stage}'),
  removeTitle: 'Remove stage',
  removeText: params('Remove the stage {stage} from {project}? Its due date and who is on it go with it.'),
  removeConfirm: 'Remove',
  addLabel: 'New stage',
  addPlaceholder: 'Embroidery',
  add: 'Add stage',
  full: params('A project has at most {max} stages.'),
  readOnly: 'Changing stages is part of Premium and Enterprise.',
  progressNote: 'Progress follows the project’s stages; change them in the project’s details.',
});

export type StageTexts = ReturnType<typeof stageMessages.get>;
