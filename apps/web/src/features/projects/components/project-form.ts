import {
  numberFieldText,
  createProjectBodySchema,
  updateProjectBodySchema,
  type CreateProjectBody,
  type Project,
  type ProjectPriority,
  type ProjectStatus,
  type UpdateProjectBody,
} from '@atelier/shared';
import { formNumbers, moneyRule, WHOLE_RULE } from '@/lib/typed-number';
import { validateBody, type Validated } from '@/lib/validate-form';

export type ProjectFormValues = {
  clientId: string;
  name: string;
  description: string;
  type: string;
  status: ProjectStatus;
  priority: ProjectPriority;
  progress: string;
  dueDate: string;
  budget: string;
  /** The assigned member's user id, '' for nobody (decision 075). */
  assigneeId: string;
};

/** The Add Project form: its due date defaults to today plus the user's default project duration. */
export const emptyProjectForm = (dueDate = ''): ProjectFormValues => ({
  clientId: '',
  name: '',
  description: '',
  type: '',
  status: 'planning',
  priority: 'low',
  progress: '0',
  dueDate,
  budget: '',
  assigneeId: '',
});

export function projectToForm(p: Project, language = 'en'): ProjectFormValues {
  return {
    clientId: p.clientId.id,
    name: p.name,
    description: p.description,
    type: p.type,
    status: p.status,
    priority: p.priority,
    progress: String(p.progress),
    // The date input wants YYYY-MM-DD; due dates are calendar dates stored at midnight UTC.
    dueDate: p.dueDate ? p.dueDate.slice(0, 10) : '',
    budget: p.budget === null ? '' : numberFieldText(p.budget, language),
    assigneeId: p.assigneeId ?? '',
  };
}

/** The language and currency a project's numbers are typed in (decision 178). */
export type ProjectNumbers = { language: string; currency: string };
const ENGLISH: ProjectNumbers = { language: 'en', currency: 'USD' };
/** Progress in whole percent, 0–100. */
export const PROGRESS_RULE = { ...WHOLE_RULE, percent: true, max: 100 };

/** The fields both bodies always send: client, name, type, status, priority and progress. */
function requiredFields(v: ProjectFormValues, numbers: ReturnType<typeof formNumbers>) {
  return {
    clientId: v.clientId,
    name: v.name.trim(),
    type: v.type as CreateProjectBody['type'],
    status: v.status,
    priority: v.priority,
    progress: numbers.optional('progress', v.progress, PROGRESS_RULE) ?? 0,
  };
}

/**
 * The POST body, checked by the server's own schema: client, name and type are
 * needed; the budget is sent as a number only if given; description and due date are omitted
 * when empty.
 */
export function toCreateProjectBody(v: ProjectFormValues, typedIn: ProjectNumbers = ENGLISH): Validated<CreateProjectBody> {
  const numbers = formNumbers(typedIn.language);
  const body: CreateProjectBody = requiredFields(v, numbers);
  if (v.description.trim()) body.description = v.description.trim();
  if (v.dueDate) body.dueDate = v.dueDate;
  const budget = numbers.optional('budget', v.budget, moneyRule(typedIn.currency));
  if (budget !== null) body.budget = budget;
  if (v.assigneeId) body.assigneeId = v.assigneeId;
  return numbers.refuse(validateBody(createProjectBodySchema, body));
}

/**
 * The PATCH body: emptied description, due date or budget are sent as null so they are cleared.
 * The assignee is sent only when changed from `assigneeWas` (null to unassign), so a form whose
 * picker was left out, or whose assignee has left the studio, does not touch it. A project with
 * stages sends no progress (`withProgress: false`): its stages set it (decision 077).
 */
export function toUpdateProjectBody(
  v: ProjectFormValues,
  assigneeWas: string = v.assigneeId,
  { withProgress = true, typedIn = ENGLISH }: { withProgress?: boolean; typedIn?: ProjectNumbers } = {},
): Validated<UpdateProjectBody> {
  const numbers = formNumbers(typedIn.language);
  const { progress, ...fields } = requiredFields(v, numbers);
  const built = validateBody(updateProjectBodySchema, {
    ...fields,
    ...(withProgress ? { progress } : {}),
    description: v.description.trim() || null,
    dueDate: v.dueDate || null,
    budget: numbers.optional('budget', v.budget, moneyRule(typedIn.currency)),
    ...(v.assigneeId === assigneeWas ? {} : { assigneeId: v.assigneeId || null }),
  });
  return numbers.refuse(built);
}
