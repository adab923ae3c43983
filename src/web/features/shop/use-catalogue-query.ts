import { useCallback, useMemo, useState } from 'react'
import { useSearchParams } from 'react-router'

import {
  type CatalogueQuery,
  catalogueQueryToParams,
  normalizeQuery,
  parseCatalogueQuery,
  type QueryConfig,
} from './catalogue-query'

/**
 * The catalogue query lives in the URL, so a filtered page can be shared and Back undoes a
 * change. Updating the URL completes a moment later (a router navigation), so the page shows
 * the newest query it asked for until the URL has caught up; otherwise a fast typist's
 * letters or a dragged slider would jump back.
 */
export function useCatalogueQuery(config: QueryConfig) {
  const [params, setParams] = useSearchParams()
  const fromUrl = useMemo(() => parseCatalogueQuery(params, config), [params, config])
  const [pending, setPending] = useState<CatalogueQuery | null>(null)

  const urlKey = catalogueQueryToParams(fromUrl, config).toString()
  if (pending && catalogueQueryToParams(pending, config).toString() === urlKey) {
    setPending(null)
  }
  const query = pending ?? fromUrl

  const update = useCallback(
    (patch: Partial<CatalogueQuery>, { replace = false }: { replace?: boolean } = {}) => {
      const next = normalizeQuery({ ...query, ...patch }, config)
      setPending(next)
      // Typing and dragging replace the entry; a discrete choice (a checkbox, a sort) is a new
      // entry Back can undo.
      setParams(catalogueQueryToParams(next, config), { replace, preventScrollReset: true })
    },
    [query, config, setParams],
  )

  return { query, update }
}
