import type { QueueDuplicate } from '../../shared/workspace-wire'

// Possible duplicates in the queue (docs/architecture.md, Staff workspace, The queue): rows of
// other records under the same e-mail address, whatever its capitals, or with the same phone
// digits under another address. Only flagged here; merging people is a decision staff make
// (POST /people/merge): the rows of people merged into one are no longer flagged as duplicates of
// each other (docs/decisions/042-a-person-deleted-whole-and-merged-by-link.md).

type Flaggable = { key: string; person: string; phone: string | null }

/** The digits of a US phone number, without a leading country code 1; null when too short. */
export function phoneDigits(phone: string | null): string | null {
  const digits = (phone ?? '').replace(/\D/g, '')
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits
  return national.length >= 10 ? national : null
}

/**
 * Each row's possible duplicates, by key, in the rows' order; a row is never its own. `groups`
 * maps a merged address to its person's root address (person-links.queries.ts, `linkGroups`).
 */
export function flagDuplicates<T extends Flaggable>(
  rows: readonly T[],
  groups: ReadonlyMap<string, string> = new Map(),
): (T & { duplicates: QueueDuplicate[] })[] {
  const groupOf = (person: string) => groups.get(person) ?? person
  const byPerson = new Map<string, T[]>()
  const byPhone = new Map<string, T[]>()
  for (const row of rows) {
    byPerson.set(row.person, [...(byPerson.get(row.person) ?? []), row])
    const digits = phoneDigits(row.phone)
    if (digits) byPhone.set(digits, [...(byPhone.get(digits) ?? []), row])
  }
  return rows.map((row) => {
    const sameEmail = (byPerson.get(row.person) ?? []).filter((other) => other.key !== row.key)
    const digits = phoneDigits(row.phone)
    const samePhone = digits
      ? (byPhone.get(digits) ?? []).filter((other) => groupOf(other.person) !== groupOf(row.person))
      : []
    return {
      ...row,
      duplicates: [
        ...sameEmail.map((other) => ({ key: other.key, reason: 'email' as const })),
        ...samePhone.map((other) => ({ key: other.key, reason: 'phone' as const })),
      ],
    }
  })
}
