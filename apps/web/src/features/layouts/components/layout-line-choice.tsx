import type { ProjectMaterialLine } from '@atelier/shared';
import { useId, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useQuantityText } from '@/features/materials';
import { useMessages } from '@/lib/i18n/i18n';
import { layoutMessages } from '../messages';

type Choice = 'add' | 'replace';

/**
 * The project already has a line of the layout's fabric (one line per material): the person
 * chooses, seeing the line's quantity before and after, to add the layout's length to it or to
 * replace it; Cancel leaves it as it is (decision 186). Adding is offered first: it never lowers
 * what another pattern of the project needs.
 */
export function LayoutLineChoice({
  line,
  lengthMm,
  project,
  onChoose,
  onClose,
}: {
  line: ProjectMaterialLine;
  lengthMm: number;
  project: string;
  onChoose: (quantity: number) => Promise<unknown>;
  onClose: () => void;
}) {
  const t = useMessages(layoutMessages);
  const quantity = useQuantityText(line.material.measure);
  const name = useId();
  const [choice, setChoice] = useState<Choice>('add');
  const next: Record<Choice, number> = { add: line.quantity + lengthMm, replace: lengthMm };
  const choices: { value: Choice; label: string }[] = [
    { value: 'add', label: t.addToLine({ current: quantity(line.quantity), length: quantity(lengthMm), total: quantity(next.add) }) },
    { value: 'replace', label: t.replaceLine({ current: quantity(line.quantity), length: quantity(lengthMm) }) },
  ];
  return (
    <ConfirmDialog
      onClose={onClose}
      title={t.lineExistsTitle}
      description={t.lineExists({ fabric: line.material.name, project, current: quantity(line.quantity), length: quantity(lengthMm) })}
      confirmLabel={t.changeLine}
      action={() => onChoose(next[choice])}
    >
      <fieldset className="space-y-1" data-testid="layout-line-choice">
        <legend className="sr-only">{t.lineExistsTitle}</legend>
        {choices.map((c) => (
          <label key={c.value} className="flex min-h-8 items-center gap-2 text-sm">
            <input
              type="radio"
              name={name}
              value={c.value}
              checked={choice === c.value}
              onChange={() => setChoice(c.value)}
              className="h-4 w-4 accent-primary"
            />
            {c.label}
          </label>
        ))}
      </fieldset>
    </ConfirmDialog>
  );
}
