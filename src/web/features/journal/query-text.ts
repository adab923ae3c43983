/** Shared helpers for the journal's search boxes and chips (blog and research list). */

/** 'Men's Health' → 'mens-health': the category as it appears in a URL. */
export function categorySlug(label: string): string {
  return label
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** The category whose slug is `slug`, or null (All) for a missing or unknown one. */
export function categoryFromSlug(
  slug: string | null,
  categories: readonly string[],
): string | null {
  if (!slug) return null
  return categories.find((category) => categorySlug(category) === slug) ?? null
}

/** The search box's text, tidied: trimmed, inner runs of spaces collapsed. */
export function normalizeQuery(query: string | null): string {
  return (query ?? '').trim().replace(/\s+/g, ' ')
}

/**
 * Whether every word of `query` occurs in one of `fields` (case-insensitive). Words may match
 * different fields, so 'sleep appetite' finds a title with one and an excerpt with the other.
 */
export function matchesQuery(query: string, fields: readonly string[]): boolean {
  const words = normalizeQuery(query).toLocaleLowerCase('en-US').split(' ').filter(Boolean)
  if (words.length === 0) return true
  const haystack = fields.map((field) => field.toLocaleLowerCase('en-US'))
  return words.every((word) => haystack.some((field) => field.includes(word)))
}
