import { useRef } from 'react'
import type * as React from 'react'

import { cn } from '@/lib/cn'

import { type LeadTab, leadTabs } from './leads-query'

type LeadTabsProps = React.ComponentProps<'div'> & {
  label: string
  labels: Record<LeadTab, string>
  selected: LeadTab
  /** The id of the one tab panel the tabs control. */
  panelId: string
  onTabChange: (tab: LeadTab) => void
}

export function tabId(tab: LeadTab): string {
  return `leads-tab-${tab}`
}

/**
 * The WAI-ARIA tabs pattern with automatic activation: one tab stop, arrow keys (and Home/End)
 * move between tabs and select them.
 */
export function LeadTabs({
  label,
  labels,
  selected,
  panelId,
  onTabChange,
  className,
  ...props
}: LeadTabsProps) {
  const refs = useRef(new Map<LeadTab, HTMLButtonElement>())

  function onKeyDown(event: React.KeyboardEvent<HTMLButtonElement>) {
    const index = leadTabs.indexOf(selected)
    const last = leadTabs.length - 1
    const next = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key]
    if (next === undefined) return
    event.preventDefault()
    const tab = leadTabs[next]!
    refs.current.get(tab)?.focus()
    onTabChange(tab)
  }

  return (
    <div
      role="tablist"
      aria-label={label}
      className={cn(
        'grid grid-cols-3 gap-1 overflow-x-auto border-b border-border sm:flex',
        className,
      )}
      {...props}
    >
      {leadTabs.map((tab) => {
        const active = tab === selected
        return (
          <button
            key={tab}
            ref={(node) => {
              if (node) refs.current.set(tab, node)
              else refs.current.delete(tab)
            }}
            type="button"
            role="tab"
            id={tabId(tab)}
            aria-selected={active}
            aria-controls={panelId}
            tabIndex={active ? 0 : -1}
            onClick={() => onTabChange(tab)}
            onKeyDown={onKeyDown}
            className={cn(
              '-mb-px min-h-11 shrink-0 rounded-t-md border-b-2 px-2 py-2 text-sm font-semibold sm:px-4 sm:whitespace-nowrap',
              active
                ? 'border-teal text-navy'
                : 'border-transparent text-muted-foreground hover:text-navy',
            )}
          >
            {labels[tab]}
          </button>
        )
      })}
    </div>
  )
}
