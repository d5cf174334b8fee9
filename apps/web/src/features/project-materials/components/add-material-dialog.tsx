import type { Material, ProjectMaterialLine } from '@atelier/shared';
import { useState, type FormEvent } from 'react';
import { Field } from '@/components/ui/field';
import { FormDialog } from '@/components/ui/form-dialog';
import { Input } from '@/components/ui/input';
import { SearchInput } from '@/components/ui/search-input';
import { Select } from '@/components/ui/select';
import { useMaterials } from '@/features/materials';
import { useForm } from '@/lib/use-form';
import { useServerSearch } from '@/lib/use-server-search';
import { useAddProjectMaterial } from '../api/project-materials-api';
import { toAddBody } from './bom-form';
import { useQuantityContext } from './use-quantity-context';
import { sizeInputProps } from '@/components/ui/size-input';

const FORM_ID = 'project-material-form';
type Values = { materialId: string; quantity: string };

/**
 * 'Add Material': a material of the studio, found by the server's search (accents ignored) and
 * chosen in the select under it, and how much the project needs, typed in the studio's unit.
 * A material already on the bill is shown but not choosable: its quantity is changed instead.
 */
export function AddMaterialDialog({
  projectId,
  projectName,
  listed,
  onClose,
}: {
  projectId: string;
  projectName: string;
  listed: readonly ProjectMaterialLine[];
  onClose: () => void;
}) {
  const search = useServerSearch();
  const list = useMaterials({ search: search.search });
  const [chosen, setChosen] = useState<Material | null>(null);
  const form = useForm<Values>({ materialId: '', quantity: '' });
  const { values, errorOf, text, set } = form;
  const ctx = useQuantityContext(chosen?.measure ?? 'length');
  const { t } = ctx;
  const add = useAddProjectMaterial(projectId);
  const onBill = new Set(listed.map((l) => l.material.id));
  const options = list.items.map((m) => ({
    value: m.id,
    label: onBill.has(m.id) ? `${m.name} (${t.alreadyListed})` : m.name,
    disabled: onBill.has(m.id),
  }));
  // The chosen material stays choosable while another search shows other materials.
  if (chosen && !options.some((o) => o.value === chosen.id)) options.unshift({ value: chosen.id, label: chosen.name, disabled: false });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const saved = await form.submit(toAddBody(chosen, values.quantity, ctx), (body) => add.mutateAsync(body));
    if (saved) onClose();
  };

  return (
    <FormDialog
      title={t.addTitle}
      description={t.addDescription({ name: projectName })}
      formId={FORM_ID}
      submitLabel={t.add}
      isSaving={add.isPending}
      onClose={onClose}
    >
      <form id={FORM_ID} noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
        <SearchInput value={search.text} onChange={search.setText} placeholder={t.findPlaceholder} label={t.findMaterial} />
        <Field
          label={t.material}
          error={errorOf('materialId')}
          hint={list.items.length === 0 && !list.isLoading ? t.noMaterials : undefined}
        >
          {(p) => (
            <Select
              {...p}
              value={values.materialId}
              onValueChange={(id) => {
                setChosen(list.items.find((m) => m.id === id) ?? chosen);
                set('materialId', id);
              }}
              placeholder={t.chooseMaterial}
              options={options}
            />
          )}
        </Field>
        <Field label={t.quantity({ unit: ctx.unitLabel })} error={errorOf('quantity')}>
          {(p) => <Input {...p} {...sizeInputProps()} value={values.quantity} onChange={text('quantity')} />}
        </Field>
      </form>
    </FormDialog>
  );
}
