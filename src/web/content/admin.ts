// /admin, the staff leads dashboard (docs/product.md, Staff dashboard). Not in the specification:
// the words are ours.
import type { LeadAdminHeader } from '@shared/lead-tables'
import { leadTableList, type leadTables } from '@shared/leads'

/** One tab per lead table. */
export type LeadTab = keyof typeof leadTables

/** Each tab's words and table come from its table's descriptor (src/shared/leads.ts). */
function perTab<T>(value: (table: (typeof leadTableList)[number]) => T): Record<LeadTab, T> {
  return Object.fromEntries(leadTableList.map((table) => [table.tab, value(table)])) as Record<
    LeadTab,
    T
  >
}

/**
 * The leads table's words: a header for every column a descriptor can list, and the words its
 * cells use.
 */
export type LeadsTableCopy = Record<LeadAdminHeader, string> & {
  emailOptIn: string
  smsOptIn: string
  none: string
  scrollLabel: string
}

type AdminCopy = {
  title: string
  description: string
  heading: string
  intro: string
  loading: string
  staffOnly: { heading: string; body: string; signIn: string }
  tabsLabel: string
  tabs: Record<LeadTab, { label: string; table: (typeof leadTables)[LeadTab]; empty: string }>
  filters: {
    legend: string
    search: string
    searchHint: Record<LeadTab, string>
    from: string
    to: string
    apply: string
    clear: string
    invalidRange: string
  }
  table: LeadsTableCopy & { caption: (tab: string, count: number) => string }
  showing: (first: number, last: number, count: number) => string
  pagination: {
    label: string
    previous: string
    next: string
    page: (page: number, pages: number) => string
  }
  chart: {
    heading: (tab: string) => string
    summary: (total: number, busiest: string | null, busiestCount: number) => string
    tableToggle: string
    day: string
    leads: string
  }
  export: { button: string; busy: string; failed: { title: string; description: string } }
  loadFailed: { heading: string; body: string; retry: string }
  backHome: string
}

export const adminCopy = {
  title: 'Leads dashboard | Renew Medical',
  description: 'Staff dashboard: consultation requests, guide downloads and newsletter sign-ups.',
  heading: 'Leads dashboard',
  intro:
    'Consultation requests, guide downloads and newsletter sign-ups, newest first. Every view and export is recorded in the audit log.',
  loading: 'Loading…',
  staffOnly: {
    heading: 'Staff only',
    body: 'This page is for Renew Medical staff. Sign in with your staff account to see leads.',
    signIn: 'Sign in',
  },
  tabsLabel: 'Lead types',
  tabs: perTab(({ admin, name }) => ({ label: admin.label, table: name, empty: admin.empty })),
  filters: {
    legend: 'Filter',
    search: 'Search',
    searchHint: perTab(({ admin }) => admin.searchHint),
    from: 'From',
    to: 'To',
    apply: 'Apply filters',
    clear: 'Clear filters',
    invalidRange: 'The “from” date must not be after the “to” date.',
  },
  table: {
    caption: (tab, count) => `${tab}: ${count.toLocaleString('en-US')} in total`,
    received: 'Received',
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    hearAboutUs: 'Heard about us',
    optIns: 'Opt-ins',
    guide: 'Guide',
    subscribed: 'Subscribed',
    emailOptIn: 'E-mail',
    smsOptIn: 'SMS',
    none: 'None',
    scrollLabel: 'Leads table (scrolls sideways)',
  },
  showing: (first, last, count) =>
    count === 0
      ? 'Nothing to show.'
      : `Showing ${first.toLocaleString('en-US')}–${last.toLocaleString('en-US')} of ${count.toLocaleString('en-US')}`,
  pagination: {
    label: 'Pages',
    previous: 'Previous page',
    next: 'Next page',
    page: (page, pages) => `Page ${page} of ${pages}`,
  },
  chart: {
    heading: (tab) => `${tab} per day, last 30 days`,
    summary: (total, busiest, busiestCount) =>
      total === 0
        ? 'No leads in the last 30 days.'
        : `${total.toLocaleString('en-US')} in the last 30 days; the busiest day was ${busiest ?? ''} with ${busiestCount}.`,
    tableToggle: 'Show the numbers as a table',
    day: 'Day',
    leads: 'Leads',
  },
  export: {
    button: 'Export CSV',
    busy: 'Exporting...',
    failed: { title: 'Error', description: 'The export failed. Please try again.' },
  },
  loadFailed: {
    heading: 'The leads could not be loaded',
    body: 'Check your connection and try again.',
    retry: 'Try again',
  },
  backHome: 'Back to home',
} as const satisfies AdminCopy
