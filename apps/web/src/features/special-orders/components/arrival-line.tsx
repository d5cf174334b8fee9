import type { SpecialOrder } from '@atelier/shared';
import { useState } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { inlineLinkClasses } from '@/components/ui/link-styles';
import { PhotosButton, PhotosDialog } from '@/features/photos';
import { PieceTagMenu } from '@/features/pieces';
import { useMessages } from '@/lib/i18n/i18n';
import { useCan } from '@/lib/permissions';
import { specialOrderMessages } from '../messages';

/**
 * What the gown's arrival opened, on its card (decision 218): the piece it was checked in as, with
 * its tag on the paper menu and its photos (the gown as it arrived, decision 221), and the bride's
 * alterations project. Nothing before the check-in.
 */
export function ArrivalLine({ order }: { order: SpecialOrder }) {
  const t = useMessages(specialOrderMessages);
  const canPhotograph = useCan('pieces.write');
  const [photos, setPhotos] = useState(false);
  const { piece } = order;
  const projectId = order.opened.projectId;
  if (!piece && !projectId) return null;
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      {piece && (
        <>
          <span className="font-medium tabular-nums">{t.pieceShown({ code: piece.code })}</span>
          <PieceTagMenu piece={piece} />
          <PhotosButton name={piece.code} onClick={() => setPhotos(true)} />
          {photos && (
            <PhotosDialog
              subject="piece"
              subjectId={piece.id}
              name={piece.code}
              canWrite={canPhotograph}
              onClose={() => setPhotos(false)}
            />
          )}
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
