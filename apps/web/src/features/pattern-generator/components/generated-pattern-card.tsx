import type { Pattern, PdfPaper } from '@atelier/shared';
import { Download, Globe2, Pencil, Trash2 } from 'lucide-react';
import { useId, useState, type Ref } from 'react';
import { CuttingLayoutButton } from '@/features/layouts';
import { PatternImage } from '@/features/patterns';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Select } from '@/components/ui/select';
import { useMessages } from '@/lib/i18n/i18n';
import { useLabels } from '@/lib/labels';
import { usePreferences } from '@/lib/preferences';
import { useFormat } from '@/lib/use-format';
import { difficultyLabel, generatorMessages } from '../messages';
import { useDesignLabel } from './design-summaries';
import { FitSummary } from './fit-summary';
import { fromMm, inchFraction } from './generator-form';
import { PatternVersionBar } from './pattern-version-bar';

export type GeneratedPatternActions = {
  onEdit: () => void;
  onMakePublic: () => void;
  onDelete: () => void;
  onDownload: (paper: PdfPaper) => void;
};

/**
 * One generated pattern on /ai-patterns: name, description or 'No description
 * provided', badges for style, difficulty or 'Not specified' and 'Watermarked'; the preview of all
 * pieces; what drafted it; Materials Needed and the numbered Instructions; Edit Pattern, Make
 * Public, Delete, the Cutting layout on a fabric (decision 149) and Download PDF on A4 or Letter
 * (the user's paper by default) with the '(Watermarked)' note on Free.
 */
export function GeneratedPatternCard({
  pattern,
  clientName,
  downloading,
  actions,
  titleRef,
  onRedrafted,
}: {
  pattern: Pattern;
  clientName: string | undefined;
  downloading: boolean;
  actions: GeneratedPatternActions;
  titleRef?: Ref<HTMLHeadingElement>;
  /** A re-draft made from this card: the list shows the new version. */
  onRedrafted?: (pattern: Pattern) => void;
}) {
  const t = useMessages(generatorMessages);
  const labels = useLabels();
  const format = useFormat();
  const titleId = useId();
  const paperSize = usePreferences((s) => s.paperSize);
  const [chosenPaper, setPaper] = useState<PdfPaper | null>(null);
  const paper = chosenPaper ?? paperSize;
  const draft = pattern.generator;
  const fraction = draft?.unit === 'inches' ? inchFraction(draft.seamAllowance) : null;
  const seam = !draft
    ? ''
    : fraction
      ? t.sizeText({ size: fraction, unit: labels.unit('inches') })
      : format.sizeText(fromMm(draft.seamAllowance, draft.unit), draft.unit);

  const designLabel = useDesignLabel();

  return (
    <Card className="flex min-w-0 flex-col gap-4 p-4 sm:p-5" role="article" aria-labelledby={titleId} data-testid="generated-pattern">
      <div className="space-y-1">
        <h3
          id={titleId}
          ref={titleRef}
          tabIndex={-1}
          className="text-lg font-semibold break-words outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {pattern.name}
        </h3>
        <p className="text-sm text-muted-foreground">{pattern.description || t.noDescription}</p>
        <div className="flex flex-wrap gap-1.5 pt-1">
          <Badge variant="secondary">{labels.patternStyle(pattern.style)}</Badge>
          <Badge variant="outline">{pattern.difficulty ? difficultyLabel(t, pattern.difficulty) : t.notSpecified}</Badge>
          {pattern.isWatermarked && <Badge variant="accent">{t.watermarked}</Badge>}
          {pattern.isPublic && <Badge variant="success">{t.public}</Badge>}
        </div>
      </div>

      <PatternImage url={pattern.image_urls[0]} alt={t.previewOf({ name: pattern.name })} className="aspect-[3/2]" />
      {draft && (
        <p className="text-xs text-muted-foreground" data-testid="draft-info">
          {clientName
            ? t.draftedFor({ design: designLabel(draft.design, draft.designName), client: clientName, seam })
            : t.draftedWith({ design: designLabel(draft.design, draft.designName), seam })}
        </p>
      )}
      {draft && <FitSummary fit={draft.fit} />}
      {draft && <PatternVersionBar pattern={pattern} onRedrafted={onRedrafted} />}

      <div className="grid gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <section aria-labelledby={`${titleId}-materials`}>
          <h4 id={`${titleId}-materials`} className="mb-1.5 text-sm font-semibold">
            {t.materials}
          </h4>
          <ul className="list-disc space-y-1 ps-5 text-sm" data-testid="materials">
            {pattern.materials.map((m, i) => (
              <li key={i}>{m}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby={`${titleId}-instructions`}>
          <h4 id={`${titleId}-instructions`} className="mb-1.5 text-sm font-semibold">
            {t.instructions}
          </h4>
          <ol className="list-decimal space-y-1.5 ps-5 text-sm" data-testid="instructions">
            {pattern.instructions.map((step, i) => (
              <li key={i}>{step}</li>
            ))}
          </ol>
        </section>
      </div>

      <div className="flex flex-wrap items-end gap-2 border-t border-border pt-4">
        <Button variant="outline" size="sm" onClick={actions.onEdit} aria-label={t.editOf({ name: pattern.name })}>
          <Pencil className="h-4 w-4" aria-hidden />
          {t.edit}
        </Button>
        {!pattern.isPublic && (
          <Button variant="outline" size="sm" onClick={actions.onMakePublic} aria-label={t.makePublicOf({ name: pattern.name })}>
            <Globe2 className="h-4 w-4" aria-hidden />
            {t.makePublic}
          </Button>
        )}
        <Button variant="outline" size="sm" onClick={actions.onDelete} aria-label={t.deleteOf({ name: pattern.name })}>
          <Trash2 className="h-4 w-4" aria-hidden />
          {t.delete}
        </Button>
        <CuttingLayoutButton pattern={pattern} />
        <div className="flex w-full flex-wrap items-end gap-2 sm:ms-auto sm:w-auto sm:justify-end">
          <div className="w-28 shrink-0 space-y-1">
            <span className="block text-xs font-medium" aria-hidden>
              {t.paper}
            </span>
            <Select
              value={paper}
              onValueChange={(v) => setPaper(v as PdfPaper)}
              options={[
                { value: 'a4', label: t.a4 },
                { value: 'letter', label: t.letter },
              ]}
              className="h-9"
              aria-label={t.paperOf({ name: pattern.name })}
              disabled={!draft}
            />
          </div>
          <Button
            size="sm"
            className="h-9 min-w-0 flex-1 sm:flex-none"
            onClick={() => actions.onDownload(paper)}
            loading={downloading}
            disabled={!draft}
            aria-label={t.downloadPdfOf({ name: pattern.name })}
            aria-describedby={pattern.isWatermarked ? `${titleId}-mark` : undefined}
          >
            {!downloading && <Download className="h-4 w-4" aria-hidden />}
            {t.downloadPdf}
          </Button>
          {/* The '(Watermarked)' note, beside the button, so the button fits a phone. */}
          {pattern.isWatermarked && (
            <p id={`${titleId}-mark`} className="basis-full text-xs text-muted-foreground sm:text-end">
              {t.watermarkedNote}
            </p>
          )}
        </div>
      </div>
      {!draft && <p className="text-xs text-muted-foreground">{t.noPdf}</p>}
    </Card>
  );
}
