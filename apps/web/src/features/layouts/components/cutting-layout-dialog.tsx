import type { Pattern, PatternLayout } from '@atelier/shared';
import { LayoutGrid } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { usePlanHas } from '@/features/billing';
import { useMessages } from '@/lib/i18n/i18n';
import { useCan } from '@/lib/permissions';
import { useForm } from '@/lib/use-form';
import { useCreateLayout } from '../api/layouts-api';
import { layoutMessages } from '../messages';
import { EarlierLayouts } from './earlier-layouts';
import { LayoutFabricFields, useWidthUnit } from './layout-fabric-fields';
import { emptyLayoutForm, layoutFieldOf, toLayoutBody, type LayoutFormValues } from './layout-form';
import { LayoutProject } from './layout-project';
import { LayoutResult } from './layout-result';

const FORM_ID = 'cutting-layout-form';

/**
 * 'Cutting layout' on a generated pattern (decision 149): Premium and Enterprise only (the
 * `materials` feature); a Free studio is not offered it, as it is not offered materials.
 */
export function CuttingLayoutButton({ pattern }: { pattern: Pattern }) {
  const t = useMessages(layoutMessages);
  const included = usePlanHas('materials');
  const [open, setOpen] = useState(false);
  if (!included || !pattern.generator) return null;
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)} aria-label={t.openOf({ name: pattern.name })}>
        <LayoutGrid className="h-4 w-4" aria-hidden />
        {t.open}
      </Button>
      {open && <CuttingLayoutDialog pattern={pattern} onClose={() => setOpen(false)} />}
    </>
  );
}

/**
 * The fabric (from stock, or one to buy by its width), Lay out, the layout answered, and the
 * pattern's earlier layouts to open again. A fabric narrower than a piece is the server's 422,
 * shown on the fabric or width field with the piece it cannot hold.
 */
export function CuttingLayoutDialog({ pattern, onClose }: { pattern: Pattern; onClose: () => void }) {
  const t = useMessages(layoutMessages);
  const canReadStock = useCan('materials.read');
  const width = useWidthUnit();
  const form = useForm<LayoutFormValues>(() => emptyLayoutForm(canReadStock ? 'stock' : 'buy'), { fieldOf: layoutFieldOf });
  const create = useCreateLayout(pattern.id);
  const [shown, setShown] = useState<PatternLayout | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const ctx = { unit: width.unit, language: width.language, t, unitLabel: width.label };
    await form.submit(toLayoutBody(form.values, ctx), async (body) => setShown(await create.mutateAsync(body)));
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={t.title({ name: pattern.name })} description={t.description} className="max-w-2xl">
        <div className="space-y-5" data-testid="cutting-layout">
          <form id={FORM_ID} noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
            <LayoutFabricFields form={form} canReadStock={canReadStock} />
            <div className="flex flex-wrap items-center gap-3">
              <Button type="submit" loading={create.isPending}>
                {t.layOut}
              </Button>
              {create.isPending && (
                <p className="text-sm text-muted-foreground" role="status">
                  {t.layingOut}
                </p>
              )}
            </div>
          </form>
          {shown && <LayoutResult key={shown.id} pattern={pattern} layout={shown} />}
          {shown && <LayoutProject pattern={pattern} layout={shown} />}
          <EarlierLayouts patternId={pattern.id} shownId={shown?.id ?? null} onOpen={setShown} />
        </div>
      </DialogContent>
    </Dialog>
  );
}
