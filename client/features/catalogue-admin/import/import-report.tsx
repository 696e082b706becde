import { useId, useState, type ReactNode } from 'react'
import type { CatalogueImportReport, CatalogueImportRow } from '../../../../contract/dto/catalogue-admin'
import { useT } from '../../../i18n/i18n'
import { DataTable, type DataColumn } from '../../../lib/ui/data-list'

/**
 * A CSV import's report (issue 35): how many rows create, change, stay or are refused, and the
 * rows themselves — refused first, filtered by outcome, paged here in the browser (the report is
 * one answer) — each with what changes or why it is refused, per column.
 */

type Outcome = CatalogueImportRow['outcome']
const OUTCOMES: readonly Outcome[] = ['refused', 'create', 'update', 'unchanged']
const PER_PAGE = 50

const rank = (row: CatalogueImportRow) => OUTCOMES.indexOf(row.outcome)

function Detail({ row }: { row: CatalogueImportRow }) {
  const t = useT()
  if (row.errors.length > 0)
    return (
      <ul className="backoffice-files">
        {row.errors.map((error) => (
          <li key={error.column}>
            <code>{error.column}</code>: {error.message}
          </li>
        ))}
      </ul>
    )
  if (row.changes.length > 0) return <>{t('catalogueImport.report.changes', { columns: row.changes.join(', ') })}</>
  return null
}

/** `action` (the Import button) comes right after the summary it acts on. */
export function ImportReport({ report, action }: { report: CatalogueImportReport; action?: ReactNode }) {
  const t = useT()
  const filterId = useId()
  const [outcome, setOutcome] = useState<Outcome | ''>('')
  const [page, setPage] = useState(1)
  const rows = report.rows
    .filter((row) => outcome === '' || row.outcome === outcome)
    .sort((a, b) => rank(a) - rank(b) || a.line - b.line)
  const lastPage = Math.max(1, Math.ceil(rows.length / PER_PAGE))
  const current = Math.min(page, lastPage)
  const shown = rows.slice((current - 1) * PER_PAGE, current * PER_PAGE)
  const columns: Array<DataColumn<CatalogueImportRow>> = [
    { id: 'line', header: 'catalogueImport.report.columns.line', cell: (row) => row.line },
    { id: 'sku', header: 'catalogueImport.report.columns.sku', cell: (row) => <code>{row.sku}</code> },
    {
      id: 'outcome',
      header: 'catalogueImport.report.columns.outcome',
      cell: (row) => (
        <strong className={row.outcome === 'refused' ? 'backoffice-error' : undefined}>
          {t(`catalogueImport.report.outcomes.${row.outcome}`)}
        </strong>
      ),
    },
    {
      id: 'detail',
      header: 'catalogueImport.report.columns.detail',
      className: 'backoffice-cell',
      cell: (row) => <Detail row={row} />,
    },
  ]

  return (
    <div className="stack">
      <dl
        className="backoffice-cards"
        aria-label={t('catalogueImport.report.summary')}
        style={{ gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))' }}
      >
        {OUTCOMES.map((key) => (
          <div key={key} className="panel" style={{ margin: 0 }}>
            <dt>{t(`catalogueImport.report.counts.${key}`)}</dt>
            <dd style={{ margin: 0, fontSize: '1.5rem' }}>
              <strong>{report.counts[key]}</strong>
            </dd>
          </div>
        ))}
      </dl>
      {action}
      <div className="field field--select">
        <label className="field__static-label" htmlFor={filterId}>
          {t('catalogueImport.report.filter')}
        </label>
        <select
          id={filterId}
          className="select"
          value={outcome}
          onChange={(event) => {
            setOutcome(event.currentTarget.value as Outcome | '')
            setPage(1)
          }}
        >
          <option value="">{t('catalogueImport.report.all', { count: report.rows.length })}</option>
          {OUTCOMES.map((key) => (
            <option key={key} value={key}>
              {`${t(`catalogueImport.report.outcomes.${key}`)} (${report.counts[key]})`}
            </option>
          ))}
        </select>
      </div>
      <p className="muted" role="status">
        {rows.length === 0
          ? t('catalogueImport.report.noneShown')
          : t('catalogueImport.report.shown', {
              from: (current - 1) * PER_PAGE + 1,
              to: (current - 1) * PER_PAGE + shown.length,
              count: rows.length,
            })}
      </p>
      {shown.length > 0 ? (
        <div
          className="backoffice-scroll"
          role="region"
          aria-label={t('catalogueImport.report.tableLabel')}
          tabIndex={0}
        >
          <DataTable rows={shown} columns={columns} rowKey={(row) => row.line} />
        </div>
      ) : null}
      {lastPage > 1 ? (
        <nav aria-label={t('catalogueImport.report.pager')} className="backoffice-pager">
          <button
            type="button"
            className="btn btn--secondary btn--sm"
            aria-disabled={current <= 1 || undefined}
            onClick={() => (current > 1 ? setPage(current - 1) : undefined)}
          >
            ‹ {t('catalogueImport.report.previous')}
          </button>
          <span>{t('catalogueImport.report.pageOf', { page: current, total: lastPage })}</span>
          <button
            type="button"
            className="btn btn--secondary btn--sm"
            aria-disabled={current >= lastPage || undefined}
            onClick={() => (current < lastPage ? setPage(current + 1) : undefined)}
          >
            {t('catalogueImport.report.next')} ›
          </button>
        </nav>
      ) : null}
    </div>
  )
}
