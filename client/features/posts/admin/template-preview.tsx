import { useQuery } from '@tanstack/react-query'
import type { PostTypeDto } from '../../../../contract/dto/cms'
import { useApi } from '../../../lib/api-context'
import { Modal } from '../../../lib/ui/modal'
import { useLocale, useT } from '../../../i18n/i18n'
import { SectionList } from '../../sections/section-list'
import { templatePreviewQuery } from './api'

/** A template's preview (issue 16): what a new page of it starts with, rendered as visitors see it, and the latest pages made from it. */
export function TemplatePreview({ template, onClose }: { template: PostTypeDto | null; onClose: () => void }) {
  const t = useT()
  const locale = useLocale()
  const preview = useQuery({
    ...templatePreviewQuery(useApi(), locale, template?.slug ?? ''),
    enabled: template !== null,
  })
  return (
    <Modal
      open={template !== null}
      onClose={onClose}
      title={t('backoffice.templates.previewTitle', { name: template?.title ?? '' })}
      size="lg"
    >
      {preview.isPending ? (
        <p role="status">{t('common.loading')}</p>
      ) : preview.isError ? (
        <p className="notice notice--error" role="alert">
          {t('backoffice.list.loadFailed')}
        </p>
      ) : (
        <div className="stack">
          <p>{t('backoffice.templates.starts')}</p>
          <div className="template-preview" inert>
            <SectionList sections={preview.data.starter} />
          </div>
          <h3>{t('backoffice.templates.pages', { total: preview.data.total })}</h3>
          {preview.data.pages.length === 0 ? (
            <p className="muted">{t('backoffice.templates.noPages')}</p>
          ) : (
            <ul>
              {preview.data.pages.map((page) => (
                <li key={page.id}>
                  <a href={`${page.path}?editPage=true`}>{page.title}</a>{' '}
                  <span className="small muted">({t(`backoffice.templates.${page.status}`)})</span>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </Modal>
  )
}
