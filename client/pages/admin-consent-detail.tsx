import { HttpStatusError, type PageModule, type PageProps } from '../lib/page-types'
import { noop, useSuspenseQuery } from '@tanstack/react-query'
import { useLocale, useT } from '../i18n/i18n'
import { useApi } from '../lib/api-context'
import { Link } from '../lib/link'
import { ConsentEdit } from '../features/consents/admin/consent-edit'
import { ApiError } from '../../contract/api'
import { backofficeOnly } from '../features/admin/admin-guard'
import { AdminLayout } from '../features/admin/admin-layout'
import { ConsentDetail } from '../features/consents/admin/consent-detail'
import { consentAssignmentsQuery, consentQuery } from '../features/consents/admin/api'
import { routeTitleKey } from '../../contract/routes'

function AdminConsentDetailPage({ match }: PageProps) {
  const t = useT()
  const reference = match.params['slug'] ?? ''
  const { data: consent } = useSuspenseQuery(consentQuery(useApi(), useLocale(), reference))
  return (
    <AdminLayout title={t(routeTitleKey('adminConsentDetail'))}>
      <ConsentDetail reference={reference} />
      <ConsentEdit id={consent.id} />
      <p>
        <Link to="adminConsent">← {t('admin.consent.back')}</Link>
      </p>
    </AdminLayout>
  )
}

export const page: PageModule = {
  Component: AdminConsentDetailPage,
  critical: async (ctx) => {
    const result = await backofficeOnly(ctx)
    if (result.redirect) return result
    const ref = ctx.match.params['slug'] ?? ''
    void ctx.queryClient.query(consentAssignmentsQuery(ctx.api, ctx.locale)).catch(noop)
    try {
      const consent = await ctx.queryClient.query({ ...consentQuery(ctx.api, ctx.locale, ref), staleTime: 'static' })
      return {
        head: { ...result.head, title: `${consent.displayName} | ${ctx.t(routeTitleKey('adminConsentDetail'))}` },
      }
    } catch (error) {
      if (error instanceof ApiError && (error.status === 404 || error.status === 400))
        throw new HttpStatusError(404, 'Consent not found')
      throw error
    }
  },
}
