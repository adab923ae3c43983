import * as z from 'zod/mini'

// The staff workspace's search of people (docs/wire-contract.md, Staff workspace): a part of a
// name, an e-mail address or a phone number. Checked here once, by the workspace's search forms
// and by POST /staff/v1/people/search.

export const PERSON_SEARCH_LIMITS = { min: 2, max: 100 } as const

export const personSearchSchema = z.object({
  query: z
    .string()
    .check(
      z.trim(),
      z.minLength(
        PERSON_SEARCH_LIMITS.min,
        'Type at least 2 characters of a name, an e-mail address or a phone number',
      ),
      z.maxLength(PERSON_SEARCH_LIMITS.max, 'Keep the search under 100 characters'),
    ),
})

export type PersonSearchInput = z.infer<typeof personSearchSchema>
