import { useSuspenseQuery } from '@tanstack/react-query'
import { Suspense, type ReactNode } from 'react'
import { useApi } from '../../lib/api-context'
import { Link } from '../../lib/link'
import { useI18n } from '../../i18n/i18n'
import { openCookieSettings } from '../../lib/cookie-consent'
import { ReturnField } from '../../features/cart/cart-form-fields'
import { cookieSettingsAction } from '../../../contract/cookie-consent'
import { FOOTER_MENUS, type LayoutElement } from '../../../contract/dto/cms'
import { findElement, layoutElementsQuery, navigationTreeQuery } from './layout-queries'
import { Logo } from './logo'
import { NewsletterBlock } from './newsletter-block-source'
import { SocialLinks } from './social-links-source'

type FooterOptions = Extract<LayoutElement, { handler: 'footer-section' }>['options']

const MENUS = FOOTER_MENUS

function FooterMenu({ handler, heading }: { handler: (typeof MENUS)[number]; heading: string }) {
  const { locale } = useI18n()
  const api = useApi()
  const { data: items } = useSuspenseQuery(navigationTreeQuery(api, locale, handler))
  if (items.length === 0) return null
  const headingId = `footer-menu-${handler}`
  return (
    <nav className="footer-menu" aria-labelledby={headingId}>
      <h2 id={headingId} className="footer-menu__title">
        {heading}
      </h2>
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            <Link href={item.href} target={item.target === '_blank' ? '_blank' : undefined}>
              {item.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/**
 * The footer's layout: logo, tagline, social links, menus and credits. The frame shown while the
 * CMS footer streams in is the same layout without CMS data.
 */
function FooterLayout({ options, children }: { options?: FooterOptions | undefined; children?: ReactNode }) {
  const { t, locale } = useI18n()
  const social = options?.socialItems ?? []
  return (
    <>
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <Link to="home" className="site-footer__logo" aria-label={t('layout.header.home')}>
            <Logo />
          </Link>
          <p className="site-footer__tagline">{t('common.tagline')}</p>
          {social.length > 0 ? (
            // Its own boundary: in the browser the icons are a chunk that hydrates when it arrives.
            <Suspense fallback={null}>
              <SocialLinks items={social} />
            </Suspense>
          ) : null}
        </div>
        {children}
      </div>
      <div className="site-footer__credits">
        <div className="container site-footer__credits-inner">
          <p>{options?.credits || t('layout.footer.credits')}</p>
          {/* Without the app the form asks the edge to forget the choice, so the notice comes back (issue 38). */}
          <form method="post" action={cookieSettingsAction(locale)} className="site-footer__cookie-form">
            <ReturnField />
            <button
              type="submit"
              className="link-btn site-footer__cookie-settings"
              onClick={(event) => {
                event.preventDefault()
                openCookieSettings()
              }}
            >
              {t('layout.cookie.settings')}
            </button>
          </form>
        </div>
      </div>
    </>
  )
}

/** SPEC §2 footer; flushes as a frame first, the CMS content (menus, social links) streams in. */
export function Footer() {
  const { t } = useI18n()
  return (
    <footer className="site-footer" aria-label={t('layout.footer.label')}>
      <Suspense fallback={<FooterLayout />}>
        <FooterFromCms />
      </Suspense>
    </footer>
  )
}

/** SPEC §2 footer content: newsletter block, social links, menus footer1–footer4 with CMS headings, credits. */
function FooterFromCms() {
  const { t, locale } = useI18n()
  const api = useApi()
  const { data: elements } = useSuspenseQuery(layoutElementsQuery(api, locale))
  const options = findElement(elements, 'footer-section')?.options
  return (
    <>
      {/* Its own boundary: in the browser the form is a chunk that hydrates when it arrives. */}
      <Suspense fallback={null}>
        <NewsletterBlock texts={options?.newsletter} />
      </Suspense>
      <FooterLayout options={options}>
        {MENUS.map((handler) => (
          <FooterMenu
            key={handler}
            handler={handler}
            heading={options?.[handler] || t(`layout.footer.menus.${handler}`)}
          />
        ))}
      </FooterLayout>
    </>
  )
}
