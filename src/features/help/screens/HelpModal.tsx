import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import { useLocation } from 'react-router';
import { Modal } from '@/components';
import { useHelpSections } from '../api';
import { HelpCentre } from '../components/HelpCentre';
import { resolveHelpSection } from '../rules/anchors';
import { scrollToArticle } from '../components/scrollTo';

interface HelpModalProps {
  onClose: () => void;
  /** A section code (or footer alias) to open at; otherwise the address's hash. */
  section?: string;
}

/** SPEC §2 help modal: the help centre over the current page. */
export function HelpModal({ onClose, section }: HelpModalProps) {
  const { t } = useTranslation();
  const { hash } = useLocation();
  const codes = (useHelpSections().data ?? []).map((item) => item.code);
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const [article, setArticle] = useState<number | undefined>(undefined);
  const opened = resolveHelpSection(section ?? hash, codes);

  useEffect(() => {
    if (article !== undefined) scrollToArticle(article);
  }, [article, chosen]);

  return (
    <Modal title={t('help.title')} onClose={onClose} closeLabel={t('common.close')} size="xl">
      <HelpCentre
        variant="modal"
        selected={chosen ?? opened}
        onSelect={(code, articleId) => {
          setChosen(code);
          setArticle(articleId);
        }}
      />
    </Modal>
  );
}
