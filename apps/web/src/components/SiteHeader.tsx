import { useLocale, useTranslations } from 'next-intl';
import { Link } from '../i18n/navigation';
import { LanguageSwitch } from './LanguageSwitch';

export function SiteHeader() {
  const t = useTranslations('nav');
  const locale = useLocale();
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {locale === 'en' ? 'Skip to content' : 'Pular para o conteúdo'}
      </a>
      <Link className="brand" href="/">
        Gamão Clube
      </Link>
      <LanguageSwitch label={t('switchTo')} />
    </header>
  );
}
