import type { Pattern } from '@atelier/shared';
import { useState } from 'react';
import { PublicPatternLibrary } from '@/features/patterns';
import { PageHeader } from '@/components/ui/page-header';
import { useMessages } from '@/lib/i18n/i18n';
import { useGeneratePattern } from '../api/generator-api';
import { generatorMessages } from '../messages';
import { GeneratedPatterns } from './generated-patterns';
import { GenerationProgress } from './generation-progress';
import { GeneratorFormCard } from './generator-form-card';

/**
 * /ai-patterns (decision 041): the pattern generator. 'Pattern
 * Specifications' on the left (above on a phone), the progress card and the generated patterns
 * beside it, and the Public Pattern Library below. FreeSewing drafts on the server, so this page
 * loads no drafting library at all.
 */
export function PatternGeneratorPage() {
  const t = useMessages(generatorMessages);
  const generate = useGeneratePattern();
  const [focusId, setFocusId] = useState<string | null>(null);
  return (
    <div className="space-y-10">
      <div className="space-y-6">
        <PageHeader title={t.title} description={t.description} />
        <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <GeneratorFormCard generate={generate} onGenerated={(pattern: Pattern) => setFocusId(pattern.id)} />
          <div className="space-y-4">
            {generate.isPending && <GenerationProgress />}
            <GeneratedPatterns focusId={focusId} />
          </div>
        </div>
      </div>
      <PublicPatternLibrary />
    </div>
  );
}
