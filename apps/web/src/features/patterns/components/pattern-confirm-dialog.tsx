import type { Pattern } from '@atelier/shared';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useMessages } from '@/lib/i18n/i18n';
import { patternMessages } from '../pattern-messages';
import { useDeletePattern, useMakePatternPublic } from '../api/own-patterns';

export type PatternQuestion = 'public' | 'delete';

/**
 * The two questions a pattern card asks, on /patterns and on the generator's page alike: the
 * one-way move to the public library, and Delete (which says when it also leaves the library).
 */
export function PatternConfirmDialog({
  question,
  pattern,
  onClose,
  onDeleted,
}: {
  question: PatternQuestion;
  pattern: Pattern;
  onClose: () => void;
  /** After a deletion (the designer stops editing the pattern it had open). */
  onDeleted?: (id: string) => void;
}) {
  const t = useMessages(patternMessages);
  const remove = useDeletePattern();
  const makePublic = useMakePatternPublic();
  if (question === 'public') {
    return (
      <ConfirmDialog
        onClose={onClose}
        title={t.makePublicTitle}
        description={t.makePublicDescription}
        confirmLabel={t.makePublic}
        action={() => makePublic.mutateAsync(pattern.id)}
      >
        <p className="text-sm">{t.makePublicOneWay}</p>
      </ConfirmDialog>
    );
  }
  return (
    <ConfirmDialog
      onClose={onClose}
      title={t.deleteTitle}
      description={pattern.isPublic ? t.deletePublicDescription({ name: pattern.name }) : t.deleteDescription({ name: pattern.name })}
      confirmLabel={t.deleteConfirm}
      confirmVariant="destructive"
      action={async () => {
        await remove.mutateAsync(pattern.id);
        onDeleted?.(pattern.id);
      }}
    />
  );
}
