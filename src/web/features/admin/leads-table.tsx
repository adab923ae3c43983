import type * as React from 'react'

import { type LeadsTableCopy } from '@/content/admin'
import { cn } from '@/lib/cn'
import { type LeadAdminColumn } from '@shared/lead-tables'
import { leadTableOfTab } from '@shared/leads'

import { type LeadRow, type PersonLeadRow } from './api/lead-rows'
import { type LeadTab } from './leads-query'

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
const headCell =
  'px-3 py-2 text-left text-xs font-semibold tracking-wide whitespace-nowrap uppercase'

/**
 * One page of leads. The table scrolls sideways on narrow screens inside a focusable region, so
 * keyboard users can scroll it too.
 */
export function LeadsTable({
  tab,
  rows,
  caption,
  empty,
  copy,
  className,
  ...props
}: LeadsTableProps) {
  const columns = columnsOf(tab)
  return (
    <div
      role="region"
      aria-label={copy.scrollLabel}
      // A scrolling region must be focusable, or keyboard users cannot scroll it (WCAG 2.1.1).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className={cn('overflow-x-auto rounded-lg border border-border bg-background', className)}
      {...props}
    >
      <table className="w-full min-w-max text-sm">
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
                  <Cell key={column.header} column={column} row={row as ShownRow} copy={copy} />
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  )
}

/** A row as the cells read it: any lead table's columns. */
type ShownRow = Partial<PersonLeadRow> & Record<string, unknown>

/** A tab's columns, as its table's descriptor lists them (src/shared/leads.ts). */
function columnsOf(tab: LeadTab): readonly LeadAdminColumn[] {
  return leadTableOfTab(tab).admin.columns
}

function Cell({
  column,
  row,
  copy,
}: {
  column: LeadAdminColumn
  row: ShownRow
  copy: LeadsTableCopy
}) {
  switch (column.cell) {
    case 'time':
      return (
        <td className={cn(cell, 'whitespace-nowrap tabular-nums')}>
          <time dateTime={row.created_at}>{formatTime(String(row.created_at))}</time>
        </td>
      )
    case 'name':
      return (
        <td className={cn(cell, 'font-semibold text-navy')}>
          {row.first_name} {row.last_name}
        </td>
      )
    case 'email':
      return (
        <td className={cell}>
          <a
            href={`mailto:${row.email}`}
            className="text-primary underline-offset-4 hover:underline"
          >
            {row.email}
          </a>
        </td>
      )
    case 'phone':
      return (
        <td className={cn(cell, 'whitespace-nowrap')}>
          <a href={`tel:${row.phone}`} className="text-primary underline-offset-4 hover:underline">
            {row.phone}
          </a>
        </td>
      )
    case 'text':
      return <td className={cell}>{row[column.column] as string | undefined}</td>
    case 'optIns': {
      const optIns = [
        row.email_opt_in ? copy.emailOptIn : null,
        row.sms_opt_in ? copy.smsOptIn : null,
      ]
        .filter(Boolean)
        .join(', ')
      return <td className={cn(cell, 'whitespace-nowrap')}>{optIns || copy.none}</td>
    }
  }
}
