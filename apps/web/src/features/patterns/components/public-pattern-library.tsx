import type { Pattern } from '@atelier/shared';
import { Copy } from 'lucide-react';
import { useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ListPage } from '@/components/layout/list-page';
import { SearchInput } from '@/components/ui/search-input';
import { i18n, params, useMessages } from '@/lib/i18n/i18n';
import { useLabels } from '@/lib/labels';
import { useCopyPattern, usePublicPatterns } from '../api/public-patterns';
import { useServerSearch } from '@/lib/use-server-search';
import { PATTERN_GRID_CLASSES } from './pattern-grid';
import { PatternImage } from './pattern-image';

export const messages = i18n('public-pattern-library', {
  title: 'Public Pattern Library',
  loading: 'Loading...',
  empty: 'No public patterns available.',
  noMatch: 'No public patterns found.',
  searchLabel: 'Search the public library',
  searchPlaceholder: 'Search by name or garment type...',
  loaded: 'Public patterns loaded successfully!',
  // 'AI Generated' would say a language model made it; it was drafted to measure (decision 039).
  aiGenerated: 'Made to measure',
  userGenerated: 'User Generated',
  byAuthor: params('by {author}'),
  yours: 'Yours',
  copy: 'Copy to my patterns',
  copyOf: params('Copy to my patterns: {name}'),
  imageOf: params('Pattern {name}'),
  listLabel: 'Public patterns',
});

/**
 * The Public Pattern Library card: every public pattern, a page at a time with a search by name
 * or garment type on the server (decision 069), with its image, name, garment type and the 'Made to measure' (not 'AI Generated', decision
 * 039) or 'User Generated' badge, and a copy
 * into the studio's own patterns for the ones that are not already its own. Shown on /patterns
 * and on /ai-patterns; `headingLevel` fits it under either page.
 */
export function PublicPatternLibrary({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const t = useMessages(messages);
  const query = useServerSearch();
  const list = usePublicPatterns(t.loaded, query.search);
  const { items } = list;
  const copy = useCopyPattern();
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={headingId} className="space-y-4" data-testid="public-pattern-library">
      <ListPage
        header={
          <Heading id={headingId} className="text-xl font-semibold tracking-tight">
            {t.title}
          </Heading>
        }
        controls={
          <SearchInput
            value={query.text}
            onChange={query.setText}
            placeholder={t.searchPlaceholder}
            label={t.searchLabel}
            className="max-w-md"
          />
        }
        list={list}
        loadingText={t.loading}
        emptyText={query.search ? t.noMatch : t.empty}
      >
        <ul className={PATTERN_GRID_CLASSES} aria-label={t.listLabel}>
          {items.map((pattern) => (
            <li key={pattern.id} className="flex">
              <LibraryCard
                pattern={pattern}
                headingLevel={headingLevel + 1}
                copying={copy.isPending && copy.variables === pattern.id}
                onCopy={() => copy.mutate(pattern.id)}
              />
            </li>
          ))}
        </ul>
      </ListPage>
    </section>
  );
}

function LibraryCard({
  pattern,
  headingLevel,
  copying,
  onCopy,
}: {
  pattern: Pattern;
  headingLevel: number;
  copying: boolean;
  onCopy: () => void;
}) {
  const t = useMessages(messages);
  const labels = useLabels();
  const titleId = useId();
  const Title = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <Card className="flex w-full min-w-0 flex-col gap-2 p-3" role="article" aria-labelledby={titleId} data-testid="public-pattern-card">
      <PatternImage url={pattern.image_urls[0]} alt={t.imageOf({ name: pattern.name })} />
      <Title id={titleId} className="truncate text-sm font-semibold" title={pattern.name}>
        {pattern.name}
      </Title>
      <p className="text-xs text-muted-foreground">{labels.patternGarment(pattern.garmentType)}</p>
      {/* Badges wrap inside a card two to a row at 375 px: "Criado pela comunidade" is wider than it. */}
      <div className="flex flex-wrap gap-1">
        <Badge variant={pattern.isAiGenerated ? 'accent' : 'secondary'} wrap>
          {pattern.isAiGenerated ? t.aiGenerated : t.userGenerated}
        </Badge>
        {pattern.isOwn && (
          <Badge variant="outline" wrap>
            {t.yours}
          </Badge>
        )}
      </div>
      {pattern.author && <p className="truncate text-xs text-muted-foreground">{t.byAuthor({ author: pattern.author })}</p>}
      {!pattern.isOwn && (
        <Button
          variant="outline"
          size="sm"
          className="mt-auto w-full"
          wrap
          onClick={onCopy}
          loading={copying}
          aria-label={t.copyOf({ name: pattern.name })}
        >
          {!copying && <Copy className="h-4 w-4" aria-hidden />}
          <span>{t.copy}</span>
        </Button>
      )}
    </Card>
  );
}
