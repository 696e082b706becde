import { createElement, type ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { createTranslator, I18nProvider, type Messages } from '../../i18n/i18n'
import { messages as backoffice } from '../../i18n/messages/backoffice'
import { messages as common } from '../../i18n/messages/common'
import { RouterContext, type RouterValue } from '../navigation'
import type { RouteState } from '../route-state'
import { DataList, type DataColumn, type DataListResult } from './data-list'

interface Row {
  id: number
  email: string
}

const columns: Array<DataColumn<Row>> = [
  { id: 'email', header: 'backoffice.newsletter.email', className: 'backoffice-cell', cell: (row) => row.email },
  { id: 'note', header: { text: 'Napomena' }, cell: () => '—' },
]

const result = (rows: Row[], pending = false): DataListResult<Row> => ({
  data: pending ? undefined : { data: rows, page: 1, perPage: 20, limit: 20, total: rows.length, lastPage: 1 },
  isPending: pending,
  isError: false,
  refetch: () => Promise.resolve(),
})

function render(list: DataListResult<Row>, searching = false): string {
  const translator = createTranslator('hr', { ...common.hr, ...backoffice.hr } as unknown as Messages)
  const router: RouterValue = {
    route: { href: '/admin/newsletter', match: null } as unknown as RouteState,
    pending: false,
    navigate: () => Promise.resolve(),
  }
  const table: ReactNode = createElement(DataList<Row>, {
    label: 'Pretplatnici',
    list,
    searching,
    columns,
    rowKey: (row) => row.id,
    paging: { page: 1, query: {} },
    actions: (row) => createElement('button', { type: 'button', 'aria-label': `Odjavi: ${row.email}` }, 'Odjavi'),
  })
  return renderToStaticMarkup(
    createElement(
      RouterContext.Provider,
      { value: router },
      createElement(I18nProvider, { translator, children: table }),
    ),
  )
}

describe('DataList', () => {
  it('renders the rows as a table in a named, focusable region: column headers, a label on every cell for the narrow layout, the actions last', () => {
    const html = render(result([{ id: 1, email: 'ana@example.com' }]))
    expect(html).toContain('<p class="muted" role="status">Zapisa: 1</p>')
    expect(html).toContain(
      '<div class="backoffice-scroll" role="region" aria-label="Tablica: Pretplatnici" tabindex="0"><table class="table">',
    )
    expect(html).toContain('<th scope="col">E-mail</th><th scope="col">Napomena</th><th scope="col">Radnje</th>')
    expect(html).toContain(
      '<td data-label="E-mail" class="backoffice-cell">ana@example.com</td><td data-label="Napomena">—</td><td data-label="Radnje"><button type="button" aria-label="Odjavi: ana@example.com">Odjavi</button></td>',
    )
  })

  it('says loading, empty or no match in its status line and shows no table without rows', () => {
    expect(render(result([], true))).not.toContain('<table')
    expect(render(result([]))).toBe('<p class="muted" role="status">Nema zapisa.</p>')
    expect(render(result([]), true)).toBe('<p class="muted" role="status">Ništa ne odgovara traženju.</p>')
  })
})
