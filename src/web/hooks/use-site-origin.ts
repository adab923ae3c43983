import { createContext, useContext } from 'react'

/**
 * The prerenderer provides a placeholder the server replaces with the site's public origin
 * (PUBLIC_URL); in the browser the page's own origin is the answer.
 */
export const SiteOriginContext = createContext<string | null>(null)

/** The site's origin for absolute URLs (structured data, share links). */
export function useSiteOrigin(): string {
  const provided = useContext(SiteOriginContext)
  if (provided !== null) return provided
  return typeof window === 'undefined' ? '' : window.location.origin
}
