import { getTranslations } from 'next-intl/server';
import { currentUser } from '@/lib/session';
import { Link } from '@/i18n/navigation';
import type { ReactNode } from 'react';
import { LanguageSwitch } from './language-switch';

/**
 * The header of every page: on a phone the links fold into a menu (a native <details>, no script needed),
 * the language switch keeps the current page. `signedIn` is what a signed-in visitor also gets (the layout
 * passes the notifications' bell).
 */
export async function SiteHeader({ signedIn }: { signedIn?: ReactNode } = {}) {
  const t = await getTranslations('nav');
  const me = await currentUser();
  const links = [
    { href: '/play', label: t('play') },
    { href: '/clubs', label: t('clubs') },
    { href: '/tournaments', label: t('tournaments') },
    { href: '/chouette', label: t('chouette') },
    { href: '/challenges', label: t('challenges') },
    { href: '/rules', label: t('rules') },
  ];
  const items = (
    <ul>
      {links.map((link) => (
        <li key={link.href}>
          <Link href={link.href}>{link.label}</Link>
        </li>
      ))}
      <li>
        {me ? <Link href="/profile">{me.displayName}</Link> : <Link href="/sign-in">{t('signIn')}</Link>}
      </li>
    </ul>
  );
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {t('skip')}
      </a>
      <Link className="brand" href="/">
        Gamão Clube
      </Link>
      {/* Wide screens show the links inline; phones fold the same links into a menu. */}
      <nav className="site-nav wide" aria-label={t('main')}>
        {items}
      </nav>
      <details className="site-menu narrow-only">
        <summary aria-label={t('menu')}>
          <span aria-hidden="true">☰</span>
        </summary>
        <nav className="site-nav" aria-label={t('main')}>
          {items}
        </nav>
      </details>
      {me ? signedIn : null}
      <LanguageSwitch label={t('switchTo')} />
    </header>
  );
}
