import { useSuspenseQuery, noop } from '@tanstack/react-query'
import { useApi } from '../lib/api-context'
import { HttpStatusError, type PageModule } from '../lib/page-types'
import { useLocale } from '../i18n/i18n'
import { CONTACT_SLUG, buildPath } from '../../contract/routes'
import type { Section } from '../../contract/dto/sections'
import { CmsPage } from '../features/posts/cms-page'
import { loadResource } from '../features/posts/load-resource'
import { pageHead } from '../features/posts/post-head'
import { decideQuery } from '../features/posts/queries'
import { consentsQuery } from '../features/consents/queries'
import { ContactFormSection } from '../features/sections/contact-form-section'
import { SellerAddress } from '../features/contact/seller-address'
import { sellerQuery } from '../features/contact/queries'

const hasContactForm = (sections: readonly Section[]) => sections.some((section) => section.type === 'contactForm')

/** Contact (`/kontakt`, `/en/contact`): the contact page's sections, the seller's address, always the contact form. */
function ContactPage() {
  const api = useApi()
  const locale = useLocale()
  const { data } = useSuspenseQuery(decideQuery(api, locale, CONTACT_SLUG[locale]))
  if (data.resourceType === 'term') throw new HttpStatusError(404)
  return (
    <>
      <CmsPage page={data.resource} />
      <SellerAddress />
      {hasContactForm(data.resource.sections) ? null : <ContactFormSection />}
    </>
  )
}

export const page: PageModule = {
  Component: ContactPage,
  critical: async (ctx) => {
    void ctx.queryClient.query(consentsQuery(ctx.api, ctx.locale, 'contact')).catch(noop)
    const seller = ctx.queryClient.query(sellerQuery(ctx.api, ctx.locale)).catch(noop)
    const decision = await loadResource(ctx, CONTACT_SLUG[ctx.locale])
    if (decision.resourceType === 'term') throw new HttpStatusError(404)
    await seller
    return {
      head: {
        ...pageHead(decision.resource),
        alternates: { hr: buildPath('contact', 'hr'), en: buildPath('contact', 'en') },
      },
    }
  },
}
