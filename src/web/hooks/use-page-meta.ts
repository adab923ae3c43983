import { useEffect } from 'react'

export type PageMeta = {
  /** The whole document title, e.g. 'Medical Weight Loss | Renew Medical'. */
  title: string
  /** One or two sentences for search results and link previews (about 150 characters). */
  description: string
}

/**
 * Sets the document title and meta description after render, so a page can still be
 * rendered on the server. Every page calls this once with its own text.
 */
export function usePageMeta({ title, description }: PageMeta) {
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
