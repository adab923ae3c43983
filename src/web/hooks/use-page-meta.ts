import { createContext, useContext, useEffect } from 'react'

export type PageMeta = {
  /** The whole document title, e.g. 'Medical Weight Loss | Renew Medical'. */
  title: string
  /** One or two sentences for search results and link previews (about 150 characters). */
  description: string
}

/**
 * Set by the server renderer (prerendering): receives the page's meta during render, since
 * effects never run there. In the browser nothing provides it.
 */
export const PageMetaCollector = createContext<((meta: PageMeta) => void) | null>(null)

/**
 * Sets the document title and meta description after render (and reports them to the
 * prerenderer), so every page calls this once with its own text.
 */
export function usePageMeta({ title, description }: PageMeta) {
  useContext(PageMetaCollector)?.({ title, description })
  useEffect(() => {
    document.title = title
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]')
    if (!meta) {
      meta = document.createElement('meta')
      meta.name = 'description'
      document.head.append(meta)
    }
    meta.content = description
  }, [title, description])
}
