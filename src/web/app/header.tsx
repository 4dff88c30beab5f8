import { FlaskConical, Menu, X } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { COMPANY } from '@/contract/site';
import { useSession } from '@/web/features/auth';
import { QuoteBasketLink } from '@/web/features/quote-basket';
import { EnglishFragment, LanguageSwitcher, useT } from '@/web/i18n';
import { useEarlyTap } from '@/web/lib/early-tap';
import { Link, NavLink, useLocation } from '@/web/lib/router';
import { navClass } from './nav-class';

export const NAV_LINKS = [
  { to: '/home', label: 'common.nav.home' },
  { to: '/', label: 'common.nav.products' },
  { to: '/about', label: 'common.nav.about' },
  { to: '/careers', label: 'common.nav.careers' },
  { to: '/contact', label: 'common.nav.contact' },
] as const;

// A signed-in visitor's links and the logout: their code loads once the session check says so; an
// admin's widgets likewise.
const AccountLinks = lazy(() => import('./account-links'));
const AdminHeaderWidgets = lazy(() => import('./admin-header-widgets'));

export function Header() {
  const { t } = useT();
  const { user, isAdmin, status } = useSession();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);

  // The mobile menu closes whenever the page changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only.
  useEffect(() => setMenuOpen(false), [location.pathname]);

  // Escape closes the mobile menu and puts focus back on its button, as for any disclosure.
  const menuButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);
  // After the effect that closes the menu on a new page, which also runs first thing.
  const menuTap = useEarlyTap('menu', () => setMenuOpen((open) => !open));

  const accountLinks = (placeholder: ReactNode) =>
    user ? (
      <Suspense fallback={placeholder}>
        <AccountLinks isAdmin={isAdmin} />
      </Suspense>
    ) : (
      <>
        <NavLink to="/login" className={navClass}>
          {t('common.account.login')}
        </NavLink>
        <Link to="/signup" className="btn-primary">
          {t('common.account.signup')}
        </Link>
      </>
    );

  // Until the start-up session check answers, a blank holds the place of Login and Sign Up (or the
  // user menu's), so a signed-in visitor is never offered Login. On a wide screen it holds their words,
  // unseen, so it is as wide as they are in the page's language and the header's links do not move when
  // they replace it.
  const accountArea = (placeholderSize: string, holdsWords = false) => {
    const placeholder = (
      <span
        data-testid="account-placeholder"
        aria-hidden
        className={`flex items-center gap-1 rounded-md bg-slate-100 ${placeholderSize}`}
      >
        {holdsWords && (
          <>
            <span className={`invisible ${navClass({ isActive: false })}`}>{t('common.account.login')}</span>
            <span className="btn-primary invisible">{t('common.account.signup')}</span>
          </>
        )}
      </span>
    );
    return status === 'pending' ? placeholder : accountLinks(placeholder);
  };

  return (
    <header className="sticky top-0 z-40 print:hidden border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <Link to="/" className="flex items-center gap-2 text-brand-800">
          <FlaskConical className="h-7 w-7 text-accent-600" aria-hidden />
          <span className="text-lg font-bold leading-tight">
            <EnglishFragment>{COMPANY.shortName}</EnglishFragment>
          </span>
        </Link>
        <nav className="hidden items-center gap-1 lg:flex" aria-label={t('common.nav.main')}>
          {NAV_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} end={link.to === '/'} className={navClass}>
              {t(link.label)}
            </NavLink>
          ))}
        </nav>
        <div className="flex items-center gap-1">
          {isAdmin && (
            <Suspense fallback={null}>
              <AdminHeaderWidgets />
            </Suspense>
          )}
          <LanguageSwitcher className="hidden lg:inline-flex" />
          <QuoteBasketLink variant="icon" />
          <div className="hidden items-center gap-1 lg:flex">{accountArea('h-9', true)}</div>
          <button
            ref={menuButton}
            type="button"
            className="btn-ghost p-2 lg:hidden"
            aria-label={menuOpen ? t('common.menu.close') : t('common.menu.open')}
            aria-expanded={menuOpen}
            {...menuTap}
          >
            {menuOpen ? <X className="h-6 w-6" /> : <Menu className="h-6 w-6" />}
          </button>
        </div>
      </div>
      {menuOpen && (
        <nav className="border-t border-slate-200 bg-white lg:hidden" aria-label={t('common.nav.mobile')}>
          <div className="container-page flex flex-col gap-1 py-3">
            {NAV_LINKS.map((link) => (
              <NavLink key={link.to} to={link.to} end={link.to === '/'} className={navClass}>
                {t(link.label)}
              </NavLink>
            ))}
            <QuoteBasketLink variant="menu" />
            <LanguageSwitcher className="justify-start" />
            <div className="mt-2 flex flex-col gap-1 border-t border-slate-100 pt-2">
              {accountArea('h-[4.75rem] w-full')}
            </div>
          </div>
        </nav>
      )}
    </header>
  );
}
