import { addGroupMemberBodySchema, type AddGroupMemberBody, type ProjectType } from '@atelier/shared';
import { validateBody, type Validated } from '@/lib/validate-form';
import { readAmount, type TypedIn } from './group-texts';

/** The add-member form as typed: an existing client or a new one, their part, and maybe their garment. */
export type MemberFormValues = {
  mode: 'existing' | 'new';
  clientId: string;
  clientName: string;
  name: string;
  phone: string;
  email: string;
  role: string;
  withGarment: boolean;
  /** Her garment as the choice reads it: '' for the one offered, a project of hers, NEW_GARMENT or NO_GARMENT (decision 219). */
  garmentChoice: string;
  garmentType: ProjectType;
  garmentName: string;
  price: string;
};

export const emptyMemberForm: MemberFormValues = {
  mode: 'existing',
  clientId: '',
  clientName: '',
  name: '',
  phone: '',
  email: '',
  role: '',
  withGarment: true,
  garmentChoice: '',
  garmentType: 'Evening Dress',
  garmentName: '',
  price: '',
};

export const NEW_GARMENT = 'new';
export const NO_GARMENT = 'none';

/**
 * What the garment choice means for a client with these projects: her project (the first not yet
 * completed is offered), a new garment, or none; without projects, the checkbox as it is.
 */
export function garmentOf(v: MemberFormValues, projects: readonly { id: string; status: string }[]) {
  if (v.mode !== 'existing' || projects.length === 0) return { projectId: '', withGarment: v.withGarment };
  const offered = (projects.find((p) => p.status !== 'completed') ?? projects[0])?.id ?? '';
  const choice = v.garmentChoice || offered;
  if (choice === NEW_GARMENT) return { projectId: '', withGarment: true, choice };
  if (choice === NO_GARMENT) return { projectId: '', withGarment: false, choice };
  return { projectId: choice, withGarment: false, choice };
}

/**
 * POST /groups/{id}/members: the client chosen or typed, the part, her own project or the garment
 * when asked; a price as typed ('250,50').
 */
export function toAddMemberBody(
  v: MemberFormValues & { projectId?: string },
  t: TypedIn & { writePrice: string },
): Validated<AddGroupMemberBody> {
  const price = readAmount(v.price, t);
  const body: AddGroupMemberBody = {
    ...(v.mode === 'existing' ? { clientId: v.clientId || undefined } : { client: { name: v.name, phone: v.phone, email: v.email } }),
    ...(v.mode === 'existing' && v.projectId ? { projectId: v.projectId } : {}),
    role: v.role,
    garment: v.withGarment
      ? { type: v.garmentType, name: v.garmentName, budget: price !== null && !Number.isNaN(price) ? price : null }
      : null,
  };
  if (v.withGarment && Number.isNaN(price)) return { ok: false, errors: { price: t.writePrice } };
  if (v.mode === 'existing' && !v.clientId) {
    const checked = validateBody(addGroupMemberBodySchema, body);
    return checked.ok ? checked : { ok: false, errors: { clientId: checked.errors.clientId ?? Object.values(checked.errors)[0] ?? '' } };
  }
  return validateBody(addGroupMemberBodySchema, body);
}
