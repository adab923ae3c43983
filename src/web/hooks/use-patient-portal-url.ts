import { useEffect, useState } from 'react'

import { islandsHydrated } from '@/components/island'
import { getSiteConfig } from '@/lib/supabase'

/**
 * The patient portal's address: the server's PATIENT_PORTAL_URL (from /config.json) once it is
 * known, `fallback` until then (and on the server), so the first render never differs.
 */
export function usePatientPortalUrl(fallback: string): string {
  const [url, setUrl] = useState(fallback)
  useEffect(() => {
    let active = true
    const loadingConfig = getSiteConfig()
    // The link is in an island: it changes once the islands are hydrated (components/island.tsx).
    Promise.all([loadingConfig, islandsHydrated()])
      .then(([config]) => {
        if (active && config.patientPortalUrl) setUrl(config.patientPortalUrl)
      })
      // Without the config the fallback stays: the link still goes somewhere sensible.
      .catch(() => {})
    return () => {
      active = false
    }
  }, [])
  return url
}
