import type { Pattern } from '@atelier/shared';
import { Download, Globe2, MoreHorizontal, PenLine, Pencil, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { PatternImage } from './pattern-image';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useMessages } from '@/lib/i18n/i18n';
import { patternMessages } from '../messages';

export type PatternCardActions = {
  onEdit: () => void;
  onOpen: () => void;
  onDownload: () => void;
  onMakePublic: () => void;
  onDelete: () => void;
};

/**
 * One of Your Patterns: image or placeholder icon, name and Edit, and the other
 * actions in a menu so six cards fit a row: Open in canvas, Download PNG, Make Public (while
 * private: it is one-way) and Delete.
 */
export function PatternCard({ pattern, busy, actions }: { pattern: Pattern; busy: boolean; actions: PatternCardActions }) {
  const t = useMessages(patternMessages);
  const titleId = useId();
  const hasImage = pattern.image_urls.length > 0;
  return (
    <Card
      className="flex w-full min-w-0 flex-col gap-2 p-3"
      role="article"
      aria-labelledby={titleId}
      aria-busy={busy || undefined}
      data-testid="pattern-card"
    >
      <PatternImage url={pattern.image_urls[0]} alt={t.imageOf({ name: pattern.name })} />
      <h3 id={titleId} className="truncate text-sm font-semibold" title={pattern.name}>
        {pattern.name}
      </h3>
      {(pattern.isPublic || pattern.isWatermarked) && (
        <div className="flex flex-wrap gap-1">
          {pattern.isPublic && (
            <Badge variant="success" wrap>
              {t.public}
            </Badge>
          )}
          {pattern.isWatermarked && (
            <Badge variant="secondary" wrap>
              {t.watermarked}
            </Badge>
          )}
        </div>
      )}
      <div className="mt-auto flex gap-1.5">
        <Button
          variant="outline"
          size="sm"
          className="min-w-0 flex-1"
          onClick={actions.onEdit}
          aria-label={t.editOf({ name: pattern.name })}
        >
          <Pencil className="h-4 w-4" aria-hidden />
          <span className="truncate">{t.edit}</span>
        </Button>
        {/* Not modal: a modal menu hides the whole page with aria-hidden while its controls stay focusable (axe aria-hidden-focus). */}
        <DropdownMenu modal={false}>
          <DropdownMenuTrigger asChild>
            <Button variant="outline" size="sm" className="w-9 px-0" aria-label={t.moreActions({ name: pattern.name })}>
              <MoreHorizontal className="h-4 w-4" aria-hidden />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuItem onSelect={actions.onOpen}>
              <PenLine className="h-4 w-4" aria-hidden />
              {t.openInCanvas}
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={actions.onDownload} disabled={!hasImage}>
              <Download className="h-4 w-4" aria-hidden />
              {t.downloadPng}
            </DropdownMenuItem>
            {!pattern.isPublic && (
              <DropdownMenuItem onSelect={actions.onMakePublic}>
                <Globe2 className="h-4 w-4" aria-hidden />
                {t.makePublic}
              </DropdownMenuItem>
            )}
            <DropdownMenuSeparator />
            <DropdownMenuItem destructive onSelect={actions.onDelete}>
              <Trash2 className="h-4 w-4" aria-hidden />
              {t.delete}
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
    </Card>
  );
}
