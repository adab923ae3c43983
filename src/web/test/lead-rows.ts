import type { PersonLeadRow } from '@/features/workspace/leads/api/lead-rows'

/** A consultation-request row as the dashboard reads it; `index` makes it distinct. */
export function personLeadRow(index: number): PersonLeadRow {
  return {
    id: `lead-${index}`,
    first_name: `Ann${index}`,
    last_name: 'Lee',
    email: `ann${index}@example.com`,
    phone: '555-010-2030',
    hear_about_us: 'Walk-in',
    email_opt_in: index % 2 === 0,
    sms_opt_in: false,
    created_at: new Date(2026, 10, 22, 10, index).toISOString(),
  }
}
