import type * as React from 'react'
import { useEffect, useRef, useState } from 'react'
import { useLoaderData, useLocation, useRevalidator } from 'react-router'

import { PageMain } from '@/components/layouts/page-main'
import { LoadState } from '@/components/ui/load-state'
import { adminCopy } from '@/content/admin'
import { workspaceCopy } from '@/content/workspace'
import { useSession } from '@/features/auth/session-provider'
import { StaffSecondFactor } from '@/features/auth/staff-second-factor'
import { StaffOnlyNotice } from '@/features/workspace/leads/leads-dashboard'
import { usePageMeta } from '@/hooks/use-page-meta'
import { refusalMessage } from '@/lib/api-request'

import type { WorkspaceRead } from './workspace-read'

/**
 * A page of the staff workspace: its title and, for staff with their rights, its content drawn
 * from what the route's loader read (features/workspace/workspace-read.ts); anyone else is asked
 * for the second sign-in step or to sign in (docs/architecture.md, Staff accounts).
 *
 * A read that failed shows the shared load state with a retry; a 404 says `notFound` when the
 * page names one record. A read again of the same URL that fails (a retry, the queue's interval)
 * keeps what was shown below the failure, so staff do not lose the page they were working on.
 */
export function WorkspacePage<T>({
  title,
  description,
  notFound,
  children,
}: {
  title: string
  description?: string
  notFound?: string
  children: (data: T) => React.ReactNode
}) {
  const { status, user, isStaff, staffAccess } = useSession()
  usePageMeta({ title: `${title} | ${workspaceCopy.brand}`, description: description ?? title })
  const read = useLoaderData<WorkspaceRead<T> | undefined>()
  const revalidator = useRevalidator()
  const { pathname, search } = useLocation()
  const here = pathname + search
  const [lastShown, setLastShown] = useState<{ at: string; data: T } | undefined>(undefined)
  if (read?.state === 'ready' && (lastShown?.data !== read.data || lastShown.at !== here)) {
    setLastShown({ at: here, data: read.data })
  }

  // The loader read for whoever was signed in then; once staff rights are given (a sign-in, the
  // second step, another account in another tab), read again for the one signed in now — once
  // per user, so a client that disagrees with the session cannot loop.
  const readFor = read && read.state !== 'no-access' ? read.userId : undefined
  const stale = isStaff && read !== undefined && readFor !== user?.id
  const askedFor = useRef<string | undefined>(undefined)
  useEffect(() => {
    if (!stale || !user || askedFor.current === user.id) return
    askedFor.current = user.id
    void revalidator.revalidate()
  }, [stale, user, revalidator])

  const loading = <LoadState kind="loading" message={workspaceCopy.loading} />
  let content: React.ReactNode
  if (status === 'loading') content = loading
  else if (staffAccess === 'enroll' || staffAccess === 'code') {
    content = <StaffSecondFactor step={staffAccess} headingLevel={2} />
  } else if (!isStaff) content = <StaffOnlyNotice copy={adminCopy.staffOnly} />
  else if (read === undefined) content = children(undefined as T)
  else if (stale || read.state === 'no-access') content = loading
  else if (read.state === 'ready') content = children(read.data)
  else if (read.status === 404 && notFound) {
    content = <LoadState kind="not-found" message={notFound} />
  } else {
    content = (
      <>
        <LoadState
          kind="failed"
          message={refusalMessage(read.body, workspaceCopy.loadFailed)}
          retryLabel={workspaceCopy.retry}
          onRetry={() => void revalidator.revalidate()}
        />
        {lastShown?.at === here ? children(lastShown.data) : null}
      </>
    )
  }

  return (
    <WorkspaceFrame title={title} description={isStaff ? description : undefined}>
      {content}
    </WorkspaceFrame>
  )
}

/**
 * A workspace route's `HydrateFallback`: the page's frame, saying it is loading, until its
 * loader has answered on the first load (and what the server's renderer shows for it).
 */
export function workspaceFallback(title: string) {
  return function HydrateFallback() {
    usePageMeta({ title: `${title} | ${workspaceCopy.brand}`, description: title })
    return (
      <WorkspaceFrame title={title}>
        <LoadState kind="loading" message={workspaceCopy.loading} />
      </WorkspaceFrame>
    )
  }
}

function WorkspaceFrame({
  title,
  description,
  children,
}: {
  title: string
  description?: string
  children: React.ReactNode
}) {
  return (
    <PageMain className="flex-1">
      <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
        <div className="flex flex-col gap-2">
          <h1 className="text-3xl font-bold tracking-tight text-navy">{title}</h1>
          {description ? <p className="max-w-3xl text-muted-foreground">{description}</p> : null}
        </div>
        {children}
      </div>
    </PageMain>
  )
}
