import type { SpecialOrder } from '@atelier/shared';
import { AppLink } from '@/components/ui/app-link';
import { inlineLinkClasses } from '@/components/ui/link-styles';
import { PieceTagMenu } from '@/features/pieces';
import { useMessages } from '@/lib/i18n/i18n';
import { specialOrderMessages } from '../messages';

/**
 * What the gown's arrival opened, on its card (decision 218): the piece it was checked in as, with
 * its tag on the paper menu, and the bride's alterations project. Nothing before the check-in.
 */
export function ArrivalLine({ order }: { order: SpecialOrder }) {
  const t = useMessages(specialOrderMessages);
  const { piece } = order;
  const projectId = order.opened.projectId;
  if (!piece && !projectId) return null;
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      {piece && (
        <>
          <span className="font-medium tabular-nums">{t.pieceShown({ code: piece.code })}</span>
          <PieceTagMenu piece={piece} />
        </>
      )}
      {projectId && (
        <AppLink to={`/projects/${projectId}`} className={inlineLinkClasses}>
          {t.openAlterations}
        </AppLink>
      )}
    </div>
  );
}
