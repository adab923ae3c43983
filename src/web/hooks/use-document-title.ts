import { useEffect } from 'react'

/** Sets `document.title` after render, so the page can still be rendered on the server. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = title
  }, [title])
}
