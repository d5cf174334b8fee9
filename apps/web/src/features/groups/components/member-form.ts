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
  garmentType: 'Evening Dress',
  garmentName: '',
  price: '',
};

/** POST /groups/{id}/members: the client chosen or typed, the part, and the garment when asked; a price as typed ('250,50'). */
export function toAddMemberBody(v: MemberFormValues, t: TypedIn & { writePrice: string }): Validated<AddGroupMemberBody> {
  const price = readAmount(v.price, t);
  const body: AddGroupMemberBody = {
    ...(v.mode === 'existing' ? { clientId: v.clientId || undefined } : { client: { name: v.name, phone: v.phone, email: v.email } }),
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
