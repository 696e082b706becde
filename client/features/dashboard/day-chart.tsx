import { useId } from 'react'
import type { DashboardDay } from '../../../contract/dto/dashboard'
import { formatDate } from '../../../contract/format-date'
import type { Locale } from '../../../contract/locales'
import { useLocale, useT } from '../../i18n/i18n'
import { CHART_BOX, linePoints, niceCeiling, yOf } from './chart-geometry'

interface DayChartProps {
  title: string
  current: readonly DashboardDay[]
  previous: readonly DashboardDay[]
  pick: (day: DashboardDay) => number
  format: (value: number) => string
}

const dayLabel = (date: string, locale: Locale) => formatDate(`${date}T12:00:00Z`, locale)

/**
 * One figure per day over the last 30 days (solid) and the 30 before (dashed), as server-rendered
 * SVG. The picture is hidden from screen readers: the table under it, visually hidden, has the
 * same numbers day by day.
 */
export function DayChart({ title, current, previous, pick, format }: DayChartProps) {
  const t = useT()
  const locale = useLocale()
  const titleId = useId()
  const values = current.map(pick)
  const before = previous.map(pick)
  const top = niceCeiling(Math.max(0, ...values, ...before))
  const ticks = [0, top / 2, top]
  const { width, height, left, right } = CHART_BOX
  return (
    <figure className="dashboard-chart" aria-labelledby={titleId}>
      <figcaption id={titleId} className="dashboard-chart__title">
        {title}
      </figcaption>
      <svg className="dashboard-chart__svg" viewBox={`0 0 ${width} ${height}`} aria-hidden="true" focusable="false">
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              className="dashboard-chart__grid"
              x1={left}
              x2={width - right}
              y1={yOf(tick, top)}
              y2={yOf(tick, top)}
            />
            <text className="dashboard-chart__axis" x={left - 6} y={yOf(tick, top) + 4} textAnchor="end">
              {format(tick)}
            </text>
          </g>
        ))}
        <polyline className="dashboard-chart__line dashboard-chart__line--before" points={linePoints(before, top)} />
        <polyline className="dashboard-chart__line" points={linePoints(values, top)} />
      </svg>
      <ul className="dashboard-chart__legend" aria-hidden="true">
        <li className="dashboard-chart__key">{t('adminDashboard.current')}</li>
        <li className="dashboard-chart__key dashboard-chart__key--before">{t('adminDashboard.before')}</li>
      </ul>
      {/* Hidden in a box of its own: a table hidden itself keeps its content's width and widened the page at 320 px. */}
      <div className="visually-hidden">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{t('adminDashboard.day')}</th>
              <th scope="col">{t('adminDashboard.current')}</th>
              <th scope="col">{t('adminDashboard.dayBefore')}</th>
              <th scope="col">{t('adminDashboard.before')}</th>
            </tr>
          </thead>
          <tbody>
            {current.map((day, i) => {
              const earlier = previous[i]
              return (
                <tr key={day.date}>
                  <th scope="row">{dayLabel(day.date, locale)}</th>
                  <td>{format(pick(day))}</td>
                  <td>{earlier ? dayLabel(earlier.date, locale) : ''}</td>
                  <td>{earlier ? format(pick(earlier)) : ''}</td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
    </figure>
  )
}
