import type * as React from 'react'

import { cn } from '@/lib/cn'

import { type LeadRow, type NewsletterLeadRow, type PersonLeadRow } from './api/lead-rows'
import { type LeadTab } from './leads-query'

export type LeadsTableCopy = {
  received: string
  name: string
  email: string
  phone: string
  hearAboutUs: string
  optIns: string
  guide: string
  subscribed: string
  emailOptIn: string
  smsOptIn: string
  none: string
  scrollLabel: string
}

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
  const person = tab !== 'newsletter'
  const columns = { consultation: 6, download: 7, newsletter: 2 }[tab]
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
            <th scope="col" className={headCell}>
              {person ? copy.received : copy.subscribed}
            </th>
            {person ? (
              <th scope="col" className={headCell}>
                {copy.name}
              </th>
            ) : null}
            <th scope="col" className={headCell}>
              {copy.email}
            </th>
            {person ? (
              <>
                <th scope="col" className={headCell}>
                  {copy.phone}
                </th>
                {tab === 'download' ? (
                  <th scope="col" className={headCell}>
                    {copy.guide}
                  </th>
                ) : null}
                <th scope="col" className={headCell}>
                  {copy.hearAboutUs}
                </th>
                <th scope="col" className={headCell}>
                  {copy.optIns}
                </th>
              </>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns} className={cn(cell, 'text-muted-foreground')}>
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) =>
              person ? (
                <PersonRow key={row.id} row={row as PersonLeadRow} tab={tab} copy={copy} />
              ) : (
                <NewsletterRow key={row.id} row={row} />
              ),
            )
          )}
        </tbody>
      </table>
    </div>
  )
}

function PersonRow({ row, tab, copy }: { row: PersonLeadRow; tab: LeadTab; copy: LeadsTableCopy }) {
  const optIns = [row.email_opt_in ? copy.emailOptIn : null, row.sms_opt_in ? copy.smsOptIn : null]
    .filter(Boolean)
    .join(', ')
  return (
    <tr className="border-t border-border even:bg-mist/60">
      <td className={cn(cell, 'whitespace-nowrap tabular-nums')}>
        <time dateTime={row.created_at}>{formatTime(row.created_at)}</time>
      </td>
      <td className={cn(cell, 'font-semibold text-navy')}>
        {row.first_name} {row.last_name}
      </td>
      <td className={cell}>
        <a href={`mailto:${row.email}`} className="text-primary underline-offset-4 hover:underline">
          {row.email}
        </a>
      </td>
      <td className={cn(cell, 'whitespace-nowrap')}>
        <a href={`tel:${row.phone}`} className="text-primary underline-offset-4 hover:underline">
          {row.phone}
        </a>
      </td>
      {tab === 'download' ? <td className={cell}>{row.resource_title}</td> : null}
      <td className={cell}>{row.hear_about_us}</td>
      <td className={cn(cell, 'whitespace-nowrap')}>{optIns || copy.none}</td>
    </tr>
  )
}

function NewsletterRow({ row }: { row: NewsletterLeadRow }) {
  return (
    <tr className="border-t border-border even:bg-mist/60">
      <td className={cn(cell, 'whitespace-nowrap tabular-nums')}>
        <time dateTime={row.created_at}>{formatTime(row.created_at)}</time>
      </td>
      <td className={cell}>
        <a href={`mailto:${row.email}`} className="text-primary underline-offset-4 hover:underline">
          {row.email}
        </a>
      </td>
    </tr>
  )
}
