import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { useMessages } from '@/lib/i18n/i18n';
import { groupMessages } from '../messages';
import { NEW_GARMENT, NO_GARMENT } from './member-form';

type Props = {
  projects: readonly { id: string; name: string }[];
  choice: string;
  error?: string;
  onChange: (choice: string) => void;
};

/**
 * A member whose client already has a project is offered it (decision 219): her own garment is
 * followed rather than a second made; a new garment or none stay a choice away.
 */
export function MemberProjectField({ projects, choice, error, onChange }: Props) {
  const t = useMessages(groupMessages);
  const options = [
    ...projects.map((p) => ({ value: p.id, label: p.name })),
    { value: NEW_GARMENT, label: t.newGarment },
    { value: NO_GARMENT, label: t.noGarmentChoice },
  ];
  return (
    <Field label={t.theirProject} hint={t.existingProjectHint} error={error}>
      {(p) => <Select {...p} value={choice} onValueChange={onChange} options={options} />}
    </Field>
  );
}
