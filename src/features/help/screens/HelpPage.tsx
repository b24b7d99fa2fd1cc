import { useEffect, useRef } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import { useLocation, useNavigate } from 'react-router';
import { PageHero } from '@/components';
import { useHelpSections } from '../api';
import { HelpCentre } from '../components/HelpCentre';
import { resolveHelpSection } from '../rules/anchors';
import { scrollToArticle, scrollToSection } from '../components/scrollTo';

/**
 * The help centre as a page (/help, issue 16). The hash names the section
 * (#term, #aboutUs, #responsibleGaming, or a footer alias such as #about).
 * Every navigation to /help#… carries a new location key, so a link clicked
 * again while on the page still brings its section into view.
 */
export function HelpPage() {
  const { t } = useTranslation();
  const { hash, key, state } = useLocation();
  const navigate = useNavigate();
  const sections = useHelpSections().data;
  const selected = resolveHelpSection(hash, (sections ?? []).map((item) => item.code));
  const articleId = typeof (state as { articleId?: unknown } | null)?.articleId === 'number' ? (state as { articleId: number }).articleId : undefined;
  const first = useRef(true);

  useEffect(() => {
    if (!sections) return;
    // The first visit without a hash starts at the top of the page; any deep link scrolls to its section.
    if (first.current && !hash) {
      first.current = false;
      return;
    }
    first.current = false;
    if (articleId !== undefined) scrollToArticle(articleId);
    else scrollToSection();
  }, [key, sections, hash, articleId]);

  return (
    <div data-testid="help-page">
      <PageHero icon="shield" title={t('help.title')} lead={t('content.help.lead')} />
      <HelpCentre
        variant="page"
        selected={selected}
        onSelect={(code, article) => void navigate({ hash: `#${code}` }, { state: article === undefined ? null : { articleId: article } })}
      />
    </div>
  );
}
