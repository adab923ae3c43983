import type * as React from 'react'
import { Link } from 'react-router'

import { paths } from '@/config/paths'
import type { LeadsTableCopy } from '@/content/admin'
import { useMediaQuery } from '@/hooks/use-media-query'
import { cn } from '@/lib/cn'
import type { LeadAdminColumn } from '@shared/lead-tables'
import { leadTableOfTab } from '@shared/leads'

import type { LeadRow, PersonLeadRow } from './api/lead-rows'
import type { LeadTab } from './leads-query'

type LeadsTableProps = React.ComponentProps<'div'> & {
  tab: LeadTab
  rows: readonly LeadRow[]
  caption: string
  empty: string
  copy: LeadsTableCopy
}

const received = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' })

function formatTime(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : received.format(date)
}

const cell = 'px-3 py-2.5 align-top'
const headCell = 'px-3 py-2 text-left text-xs font-semibold tracking-wide uppercase'

/**
 * Below this width a page of leads is a list of cards, one per lead, each field labelled: a
 * table of six columns cannot be read on a phone without scrolling sideways. From it up the
 * table fits its container without a fixed minimum width (long addresses wrap), so no column
 * is cut at any width.
 */
const TABLE_FROM = '(min-width: 64rem)'

/** One page of leads: a table on wide screens, cards on narrow ones. */
export function LeadsTable(props: LeadsTableProps) {
  // Without a window (tests in jsdom, which has no matchMedia) the table is shown.
  const wide = useMediaQuery(TABLE_FROM, true)
  return wide ? <LeadsGrid {...props} /> : <LeadCards {...props} />
}

function LeadsGrid({ tab, rows, caption, empty, copy, className, ...props }: LeadsTableProps) {
  const columns = columnsOf(tab)
  return (
    <div
      role="region"
      aria-label={copy.scrollLabel}
      // Kept scrollable (and so focusable, WCAG 2.1.1) for text zoomed past what fits.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className={cn('overflow-x-auto rounded-lg border border-border bg-background', className)}
      {...props}
    >
      <table className="w-full text-sm">
        <caption className="px-3 py-2 text-left font-semibold text-navy">{caption}</caption>
        <thead className="bg-navy text-white">
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={headCell}>
                {copy[column.header]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className={cn(cell, 'text-muted-foreground')}>
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.id} className="border-t border-border even:bg-mist/60">
                {columns.map((column) => (
                  <td key={column.header} className={cn(cell, cellClass[column.cell])}>
                    <CellValue tab={tab} column={column} row={row as ShownRow} copy={copy} />
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  )
}

/** The cards of a narrow screen: the name first, then every other column as a labelled value. */
function LeadCards({ tab, rows, caption, empty, copy, className, ...props }: LeadsTableProps) {
  const columns = columnsOf(tab)
  const named = columns.find((column) => column.cell === 'name')
  const fields = columns.filter((column) => column.cell !== 'name')
  return (
    <div className={cn('flex flex-col gap-3', className)} {...props}>
      <p className="font-semibold text-navy">{caption}</p>
      {rows.length === 0 ? (
        <p className="rounded-lg border border-border bg-background p-4 text-sm text-muted-foreground">
          {empty}
        </p>
      ) : (
        <ul aria-label={caption} className="flex flex-col gap-3">
          {rows.map((row) => (
            <li
              key={row.id}
              className="flex flex-col gap-2 rounded-lg border border-border bg-background p-4 text-sm"
            >
              {named ? (
                <p className="text-base font-semibold wrap-anywhere text-navy">
                  <CellValue tab={tab} column={named} row={row as ShownRow} copy={copy} />
                </p>
              ) : null}
              <dl className="grid grid-cols-[minmax(0,7rem)_minmax(0,1fr)] gap-x-3 gap-y-1.5">
                {fields.map((column) => (
                  <div key={column.header} className="contents">
                    <dt className="text-muted-foreground">{copy[column.header]}</dt>
                    <dd className="min-w-0 wrap-anywhere">
                      <CellValue tab={tab} column={column} row={row as ShownRow} copy={copy} />
                    </dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

const cellClass: Record<LeadAdminColumn['cell'], string> = {
  time: 'whitespace-nowrap tabular-nums',
  name: 'font-semibold wrap-anywhere text-navy',
  email: 'wrap-anywhere',
  phone: 'whitespace-nowrap',
  text: 'wrap-anywhere',
  optIns: '',
}

/** A row as the cells read it: any lead table's columns. */
type ShownRow = Partial<PersonLeadRow> & Record<string, unknown>

/** A tab's columns, as its table's descriptor lists them (src/shared/leads.ts). */
function columnsOf(tab: LeadTab): readonly LeadAdminColumn[] {
  return leadTableOfTab(tab).admin.columns
}

/** The person page's reference to a lead (only the tables with a name have the name cell). */
const PERSON_KINDS = { consultation: 'request', download: 'download', newsletter: 'newsletter' }

function CellValue({
  tab,
  column,
  row,
  copy,
}: {
  tab: LeadTab
  column: LeadAdminColumn
  row: ShownRow
  copy: LeadsTableCopy
}) {
  switch (column.cell) {
    case 'time':
      return <time dateTime={row.created_at}>{formatTime(String(row.created_at))}</time>
    case 'name':
      // Everything held about this person, across the lead tables (the People page).
      return (
        <Link
          to={paths.adminPerson(`${PERSON_KINDS[tab]}:${String(row.id)}`)}
          className="underline-offset-4 hover:underline"
        >
          {row.first_name} {row.last_name}
        </Link>
      )
    case 'email':
      return (
        <a href={`mailto:${row.email}`} className="text-primary underline-offset-4 hover:underline">
          {row.email}
        </a>
      )
    case 'phone':
      return (
        <a href={`tel:${row.phone}`} className="text-primary underline-offset-4 hover:underline">
          {row.phone}
        </a>
      )
    case 'text':
      return <>{row[column.column] as string | undefined}</>
    case 'optIns': {
      const optIns = [
        row.email_opt_in ? copy.emailOptIn : null,
        row.sms_opt_in ? copy.smsOptIn : null,
      ]
        .filter(Boolean)
        .join(', ')
      return <>{optIns || copy.none}</>
    }
  }
}
