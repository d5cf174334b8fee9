import {
  createProjectBodySchema,
  updateProjectBodySchema,
  type CreateProjectBody,
  type Project,
  type ProjectPriority,
  type ProjectStatus,
  type UpdateProjectBody,
} from '@atelier/shared';
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

export function projectToForm(p: Project): ProjectFormValues {
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
    budget: p.budget === null ? '' : String(p.budget),
    assigneeId: p.assigneeId ?? '',
  };
}

/** Typed text to a number; a decimal comma (some phone keypads) counts as a point. Unparsable text stays NaN for the schema to refuse. */
const num = (text: string): number => Number(text.trim().replace(',', '.'));

/** The fields both bodies always send: client, name, type, status, priority and progress. */
function requiredFields(v: ProjectFormValues) {
  return {
    clientId: v.clientId,
    name: v.name.trim(),
    type: v.type as CreateProjectBody['type'],
    status: v.status,
    priority: v.priority,
    progress: v.progress.trim() === '' ? 0 : num(v.progress),
  };
}

/**
 * The POST body, checked by the server's own schema: client, name and type are
 * needed; the budget is sent as a number only if given; description and due date are omitted
 * when empty.
 */
export function toCreateProjectBody(v: ProjectFormValues): Validated<CreateProjectBody> {
  const body: CreateProjectBody = requiredFields(v);
  if (v.description.trim()) body.description = v.description.trim();
  if (v.dueDate) body.dueDate = v.dueDate;
  if (v.budget.trim() !== '') body.budget = num(v.budget);
  if (v.assigneeId) body.assigneeId = v.assigneeId;
  return validateBody(createProjectBodySchema, body);
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
  { withProgress = true }: { withProgress?: boolean } = {},
): Validated<UpdateProjectBody> {
  const { progress, ...fields } = requiredFields(v);
  return validateBody(updateProjectBodySchema, {
    ...fields,
    ...(withProgress ? { progress } : {}),
    description: v.description.trim() || null,
    dueDate: v.dueDate || null,
    budget: v.budget.trim() === '' ? null : num(v.budget),
    ...(v.assigneeId === assigneeWas ? {} : { assigneeId: v.assigneeId || null }),
  });
}
