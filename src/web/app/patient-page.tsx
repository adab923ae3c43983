import type { User } from '@supabase/supabase-js'
import type * as React from 'react'
import { useEffect, useRef, useState } from 'react'
import { Navigate, useLoaderData, useLocation, useRevalidator } from 'react-router'

import { LoadState } from '@/components/ui/load-state'
import { paths } from '@/config/paths'
import { authFormCopy } from '@/content/auth-form'
import { useSession } from '@/features/auth/session-provider'
import { arrivedConfirmed } from '@/lib/link-arrival'

import type { PatientRead } from './patient-read'

/**
 * What a signed-in patient's page draws from its loader's answer (./patient-read.ts; docs/
 * decisions/036-app-pages-read-and-change-through-the-router.md): a visitor is sent to sign in
 * and brought back; while the session or the read is not known, `loading`; a failed read, the
 * shared load state with a retry that reads again; else `children` with the data and the user.
 * `signingIn` is said while a visitor is being sent to sign in.
 *
 * A read again of the same URL that fails (after a change, a retry) keeps what was shown below
 * the failure, so nothing the patient was typing is taken away.
 */
export function PatientPage<T>({
  loading,
  failed,
  retryLabel,
  signingIn,
  children,
}: {
  loading: string
  failed: string
  retryLabel: string
  signingIn?: string
  children: (data: T, user: User) => React.ReactNode
}) {
  const { status, user } = useSession()
  const read = useLoaderData<PatientRead<T> | undefined>()
  const revalidator = useRevalidator()
  const { pathname, search } = useLocation()
  const here = pathname + search
  const [lastShown, setLastShown] = useState<{ at: string; data: T } | undefined>(undefined)
  if (read?.state === 'ready' && (lastShown?.data !== read.data || lastShown.at !== here)) {
    setLastShown({ at: here, data: read.data })
  }

  // The loader read for whoever was signed in then; once someone signs in (or another account
  // in another tab), read again for the one signed in now — once per user, so a client that
  // disagrees with the session cannot loop.
  const readFor = read && read.state !== 'signed-out' ? read.userId : undefined
  const stale = user !== null && read !== undefined && readFor !== user.id
  const askedFor = useRef<string | undefined>(undefined)
  useEffect(() => {
    if (!stale || !user || askedFor.current === user.id) return
    askedFor.current = user.id
    void revalidator.revalidate()
  }, [stale, user, revalidator])

  if (status === 'ready' && !user) {
    const signIn = (
      <Navigate to={`${paths.auth}?reason=account&next=${encodeURIComponent(here)}`} replace />
    )
    return signingIn ? (
      <>
        <p aria-live="polite">{signingIn}</p>
        {signIn}
      </>
    ) : (
      signIn
    )
  }
  const waiting = <LoadState kind="loading" message={loading} />
  if (!user || !read || stale || read.state === 'signed-out') return waiting
  if (read.state === 'failed') {
    return (
      <>
        <LoadState
          kind="failed"
          message={failed}
          retryLabel={retryLabel}
          onRetry={() => void revalidator.revalidate()}
        />
        {lastShown?.at === here ? children(lastShown.data, user) : null}
      </>
    )
  }
  // The sign-up's confirmation link returned here (docs/decisions/046-one-way-in-and-the-place-
  // kept.md): the page says the address is confirmed above what it shows.
  return arrivedConfirmed(pathname) ? (
    <>
      <p
        role="status"
        className="rounded-lg border border-teal bg-background p-4 font-semibold text-navy"
      >
        {authFormCopy.emailConfirmed}
      </p>
      {children(read.data, user)}
    </>
  ) : (
    children(read.data, user)
  )
}
