import { useDeferredValue } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/use-translation';
import { useGameVendors } from '../../api/system/get-game-vendors';
import { paths } from '../../config/paths';
import { uniqueVendors } from '../../lib/categories';
import { useModalStore } from '../../stores/modal-store';
import { useBrandName, useModule, useSiteStore } from '../../stores/site-store';
import { ShieldIcon } from '../../ui/icons';
import { Logo } from '../../ui/logo';
import { SocialLinks, socialResources } from '../../ui/social-links';
import { VendorLogo } from '../../ui/vendor-logo';

/** Spec §2 footer: menu, information, social links, game-vendor logos, copyright. */
export function Footer() {
  const { t } = useTranslation();
  const brand = useBrandName();
  const resources = useSiteStore((s) => s.status?.info.resources ?? []);
  // The vendors' answer redraws the footer in a deferred (time-sliced) render: see H-homeperf-5.
  const vendors = uniqueVendors(useDeferredValue(useGameVendors().data));
  const openModal = useModalStore((s) => s.open);
  const pointMall = useModule('PTSYS3');
  const menu = [
    { to: paths.help, label: t('footer_help') },
    { to: paths.promotions, label: t('nav_promotions') },
    ...(pointMall ? [{ to: paths.pointMall, label: t('point_mall') }] : []),
    { to: paths.prizeWheel, label: t('wheel_title') },
    { to: paths.down, label: t('app_download') },
    { to: paths.join, label: t('footer_join') },
  ];
  const heading = 'mb-4 text-[13px] font-bold tracking-[0.12em] text-gold uppercase';

  return (
    // Off screen (the usual case on arrival) the browser skips laying out and painting the footer.
    <footer
      className="header-surface relative mt-16 text-on-header [contain-intrinsic-size:auto_900px] [content-visibility:auto]"
      data-testid="site-footer"
    >
      <div aria-hidden="true" className="gold-rule absolute inset-x-0 top-0 h-px" />
      {vendors.length > 0 && (
        <section aria-labelledby="footer-vendors" className="border-b border-white/8">
          <div className="content-width py-8">
            <h2 id="footer-vendors" className={heading}>
              {t('footer_vendors')}
            </h2>
            <ul
              className="grid grid-cols-[repeat(auto-fill,minmax(112px,1fr))] gap-2.5"
              data-testid="footer-vendors"
            >
              {vendors.map((card) => (
                <li
                  key={card.vassalage}
                  className="flex h-14 items-center justify-center rounded-xl border border-white/8 bg-white/[0.06] px-3 transition hover:border-gold/40 hover:bg-white/10"
                >
                  <VendorLogo card={card} className="h-8 w-full" />
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
      <div className="content-width grid gap-10 py-10 md:grid-cols-[1.4fr_1fr_1.2fr_1fr]">
        <div>
          <Logo name={brand} size={40} />
          <p className="mt-4 max-w-sm text-sm leading-relaxed text-on-header-muted">
            {t('footer_about', { 0: brand })}
          </p>
        </div>
        <nav aria-labelledby="footer-menu">
          <h2 id="footer-menu" className={heading}>
            {t('footer_menu')}
          </h2>
          <ul className="grid gap-2.5 text-sm">
            {menu.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className="text-on-header-muted transition hover:text-gold">
                  {item.label}
                </Link>
              </li>
            ))}
            <li>
              <button
                type="button"
                onClick={() => openModal('feedback')}
                className="text-on-header-muted transition hover:text-gold"
                data-testid="footer-feedback"
              >
                {t('feedback_open')}
              </button>
            </li>
          </ul>
        </nav>
        <section aria-labelledby="footer-info">
          <h2 id="footer-info" className={heading}>
            {t('footer_information')}
          </h2>
          <div className="flex items-start gap-3">
            <span
              aria-label={t('footer_adults_only')}
              role="img"
              className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full border-2 border-[#ff8a80] text-sm font-extrabold text-[#ffb4ab]"
            >
              18+
            </span>
            <p className="text-sm leading-relaxed text-on-header-muted">{t('footer_responsible')}</p>
          </div>
          <p className="mt-3 flex items-start gap-2 text-sm leading-relaxed text-on-header-muted">
            <ShieldIcon size={18} className="mt-0.5 shrink-0 text-gold" />
            {t('footer_licence', { 0: brand })}
          </p>
        </section>
        <section aria-labelledby="footer-social">
          <h2 id="footer-social" className={heading}>
            {t('follow_us')}
          </h2>
          {socialResources(resources).length > 0 ? (
            <SocialLinks
              resources={resources}
              labelFor={(name) => t('social_on', { 0: brand, 1: name })}
              itemClassName="border border-white/12 bg-white/[0.06] text-on-header hover:border-gold hover:text-gold"
            />
          ) : (
            <p className="text-sm text-on-header-muted">{t('footer_no_social')}</p>
          )}
        </section>
      </div>
      <div className="border-t border-white/8">
        <p className="content-width py-5 text-center text-xs text-on-header-muted">
          {t('footer_copyright', { 0: new Date().getFullYear(), 1: brand })}
        </p>
      </div>
    </footer>
  );
}
