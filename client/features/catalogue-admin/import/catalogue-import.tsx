import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CatalogueImportReport } from '../../../../contract/dto/catalogue-admin'
import { useApi } from '../../../lib/api-context'
import { errorMessage } from '../../../lib/api-error-message'
import { Link } from '../../../lib/link'
import { ConfirmDialog } from '../../../lib/ui/confirm-dialog'
import { TextInput } from '../../../lib/ui/text-input'
import { useI18n, useLocale, useT } from '../../../i18n/i18n'
import { exportHref } from '../../admin/export-href'
import { BACKOFFICE_KEY } from '../../admin/list-kit'
import { CATALOGUE_EXPORT_PATH, catalogueImportMutation } from './api'
import { ImportReport } from './import-report'

/**
 * `/admin/products/import` (issue 35): download the catalogue as CSV; choose a CSV file (or paste
 * one) and Check it — a dry run whose report says per row what would be created, changed, left or
 * refused and why; then Import the rows not refused (after a confirmation), written all at once.
 * Nothing is written before that, and a CSV changed after its check must be checked again.
 */
export function CatalogueImport() {
  const t = useT()
  const translator = useI18n()
  const locale = useLocale()
  const api = useApi()
  const queryClient = useQueryClient()
  const fileId = useId()
  const fileHintId = useId()
  const fileInput = useRef<HTMLInputElement>(null)
  const resultHeading = useRef<HTMLHeadingElement>(null)
  const [csv, setCsv] = useState('')
  const [pasted, setPasted] = useState('')
  const [fileName, setFileName] = useState<string | null>(null)
  const [formError, setFormError] = useState<string | null>(null)
  const [checked, setChecked] = useState<{ csv: string; report: CatalogueImportReport; revision: number } | null>(null)
  const [confirming, setConfirming] = useState(false)
  const run = useMutation(catalogueImportMutation(api))
  const report = checked?.report ?? null

  // A new report (a check or the written import) takes the focus to its heading.
  useEffect(() => {
    if (report) resultHeading.current?.focus()
  }, [report])

  const failed = (failure: Error) => setFormError(errorMessage(failure, translator))

  const chooseFile = async (file: File | undefined) => {
    setFormError(null)
    if (!file) return
    try {
      const text = await file.text()
      setCsv(text)
      setPasted('')
      setFileName(file.name)
    } catch {
      setFormError(t('catalogueImport.form.fileUnreadable'))
    }
  }

  const paste = (text: string) => {
    setPasted(text)
    setCsv(text)
    setFileName(null)
    if (fileInput.current) fileInput.current.value = ''
  }

  const check = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (run.isPending) return
    setFormError(null)
    if (csv.trim() === '') {
      setFormError(t('catalogueImport.form.empty'))
      return
    }
    const sent = csv
    run.mutate(
      { csv: sent, dryRun: true },
      {
        onSuccess: (answer) =>
          setChecked((last) => ({ csv: sent, report: answer, revision: (last?.revision ?? 0) + 1 })),
        onError: failed,
      },
    )
  }

  const stale = checked !== null && checked.csv !== csv
  const writable = report ? report.counts.create + report.counts.update : 0
  const canImport = report !== null && report.dryRun && !stale && writable > 0

  const confirmImport = () => {
    if (!checked || run.isPending) return
    const sent = checked.csv
    run.mutate(
      { csv: sent, dryRun: false },
      {
        onSuccess: (answer) => {
          setConfirming(false)
          setChecked((last) => ({ csv: sent, report: answer, revision: (last?.revision ?? 0) + 1 }))
          void queryClient.invalidateQueries({ queryKey: BACKOFFICE_KEY })
        },
        onError: (failure) => {
          setConfirming(false)
          failed(failure)
        },
      },
    )
  }

  return (
    <div className="stack">
      <p>{t('catalogueImport.intro')}</p>
      <p>
        <Link to="adminProducts">{t('catalogueImport.backToList')}</Link>
      </p>

      <section className="stack" aria-labelledby="catalogue-export-title">
        <h2 id="catalogue-export-title">{t('catalogueImport.export.title')}</h2>
        <p className="muted">{t('catalogueImport.export.text')}</p>
        <p>
          <a className="btn btn--secondary" href={exportHref(CATALOGUE_EXPORT_PATH, locale)} download>
            {t('catalogueImport.export.link')}
          </a>
        </p>
      </section>

      <section className="stack" aria-labelledby="catalogue-import-title">
        <h2 id="catalogue-import-title">{t('catalogueImport.form.title')}</h2>
        <form className="stack" onSubmit={check} noValidate>
          <div className="field">
            <label className="field__static-label" htmlFor={fileId}>
              {t('catalogueImport.form.file')}
            </label>
            <input
              ref={fileInput}
              id={fileId}
              type="file"
              name="csv-file"
              accept=".csv,text/csv,text/plain"
              aria-describedby={fileHintId}
              onChange={(event) => void chooseFile(event.currentTarget.files?.[0])}
              style={{ display: 'block', maxWidth: '100%' }}
            />
            <p id={fileHintId} className="muted">
              {t('catalogueImport.form.fileHint')}
            </p>
            {fileName ? <p>{t('catalogueImport.form.fileChosen', { name: fileName })}</p> : null}
          </div>
          <details className="panel" open={pasted !== '' || undefined}>
            <summary>{t('catalogueImport.form.paste')}</summary>
            <TextInput
              type="textarea"
              name="csv"
              rows={8}
              label={t('catalogueImport.form.pasteLabel')}
              value={pasted}
              onChange={paste}
              spellCheck={false}
            />
          </details>
          {formError ? (
            <p className="notice notice--error" role="alert">
              {formError}
            </p>
          ) : null}
          <div className="button-row">
            <button type="submit" className="btn btn--primary" aria-busy={(run.isPending && !confirming) || undefined}>
              {t('catalogueImport.form.check')}
            </button>
          </div>
          <p role="status" className={run.isPending ? 'muted' : 'visually-hidden'}>
            {run.isPending ? t('common.loading') : ''}
          </p>
        </form>
      </section>

      {report ? (
        <section className="stack" aria-labelledby="catalogue-import-result">
          <h2 id="catalogue-import-result" ref={resultHeading} tabIndex={-1}>
            {report.applied ? t('catalogueImport.report.appliedTitle') : t('catalogueImport.report.title')}
          </h2>
          {report.applied ? (
            <p className="notice notice--success" role="status">
              {t('catalogueImport.report.appliedNote', {
                create: report.counts.create,
                update: report.counts.update,
                refused: report.counts.refused,
              })}
            </p>
          ) : (
            <p className="muted">{t('catalogueImport.report.dryRunNote')}</p>
          )}
          {stale ? (
            <p className="notice notice--error" role="alert">
              {t('catalogueImport.report.stale')}
            </p>
          ) : null}
          {report.dryRun && !stale && writable === 0 ? <p>{t('catalogueImport.report.nothingToImport')}</p> : null}
          <ImportReport
            key={checked?.revision}
            report={report}
            action={
              canImport ? (
                <div className="button-row">
                  <button type="button" className="btn btn--primary" onClick={() => setConfirming(true)}>
                    {t('catalogueImport.confirm.button', { count: writable })}
                  </button>
                </div>
              ) : null
            }
          />
        </section>
      ) : null}

      <ConfirmDialog
        open={confirming}
        title={t('catalogueImport.confirm.title', { count: writable })}
        confirmLabel={t('catalogueImport.confirm.confirm')}
        onConfirm={confirmImport}
        onCancel={() => setConfirming(false)}
        busy={run.isPending}
      >
        <p>
          {t('catalogueImport.confirm.body', {
            create: report?.counts.create ?? 0,
            update: report?.counts.update ?? 0,
            refused: report?.counts.refused ?? 0,
          })}
        </p>
      </ConfirmDialog>
    </div>
  )
}
