import { useState } from 'react'

import { normalizeQuery } from './query-text'

/**
 * The search box's text, kept apart from the URL's tidied query so typing 'sleep ' keeps its
 * space while the URL says 'sleep'. When the URL's query changes from outside (Back, a link),
 * the box follows it.
 */
export function useTextDraft(query: string) {
  const [draft, setDraft] = useState(query)
  const [seenQuery, setSeenQuery] = useState(query)
  if (seenQuery !== query) {
    setSeenQuery(query)
    if (normalizeQuery(draft) !== query) setDraft(query)
  }
  return [draft, setDraft] as const
}
