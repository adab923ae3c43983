import { useSearchParams } from 'react-router'

// The clinician the availability page is working on is in its address, as the calendar's is
// (docs/architecture.md, Booking): `?clinician=` starts the weekly hours and the time off forms
// on them, keeps them chosen after a save, and survives a reload or a shared link. The route does
// not read /setup again for it (app/routes/admin-availability.tsx).

export const CLINICIAN_PARAM = 'clinician'

/**
 * The clinician the address names, when the page lists them (else none), and `choose`, which
 * puts another in the address in place of the current entry: choosing is not a step Back undoes.
 */
export function useChosenClinician(clinicians: readonly { id: string }[]) {
  const [params, setParams] = useSearchParams()
  const named = params.get(CLINICIAN_PARAM) ?? ''
  const chosen = clinicians.some((clinician) => clinician.id === named) ? named : ''

  function choose(clinicianId: string) {
    // The same address is not gone to again: the router would read /setup again for it.
    if (clinicianId === named) return
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        if (clinicianId) next.set(CLINICIAN_PARAM, clinicianId)
        else next.delete(CLINICIAN_PARAM)
        return next
      },
      { replace: true, preventScrollReset: true },
    )
  }

  return [chosen, choose] as const
}
