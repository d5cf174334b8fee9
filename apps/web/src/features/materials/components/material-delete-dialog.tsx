import type { Material } from '@atelier/shared';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useMessages } from '@/lib/i18n/i18n';
import { useDeleteMaterial } from '../api/materials-api';
import { materialMessages } from '../messages';

/**
 * 'Delete Material': the material goes with its ledger. One set aside for a project is refused
 * with MATERIAL_RESERVED (decision 142), toasted with the server's words; the question stays open.
 */
export function MaterialDeleteDialog({
  material,
  onClose,
  onDeleted,
}: {
  material: Material;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const t = useMessages(materialMessages);
  const remove = useDeleteMaterial();
  return (
    <ConfirmDialog
      title={t.deleteTitle}
      description={t.deleteDescription({ name: material.name })}
      confirmLabel={t.deleteConfirm}
      confirmVariant="destructive"
      onClose={onClose}
      action={async () => {
        await remove.mutateAsync(material.id);
        onDeleted?.();
      }}
    />
  );
}
