import { ArrowLeft } from 'lucide-react'
import type * as React from 'react'
import { useEffect, useRef } from 'react'
import {
  Link,
  type LoaderFunctionArgs,
  redirect,
  useLoaderData,
  useNavigation,
  useRevalidator,
} from 'react-router'

import { PageMain } from '@/components/layouts/page-main'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { adminCopy } from '@/content/admin'
import { currentStaffAccess } from '@/features/auth/api/current-user'
import { useSession } from '@/features/auth/session-provider'
import { StaffSecondFactor } from '@/features/auth/staff-second-factor'
import { LeadsDashboard, StaffOnlyNotice } from '@/features/workspace/leads/leads-dashboard'
import {
  type LeadsDashboardData,
  loadLeadsDashboard,
} from '@/features/workspace/leads/leads-dashboard-loader'
import { usePageMeta } from '@/hooks/use-page-meta'

type AdminData = {
  /** Whose data this is (null: nobody's): the session may change while the page is open. */
  userId: string | null
  /** Null when the session has no staff rights (yet): nothing was requested. */
  dashboard: LeadsDashboardData | null
}

/**
 * Reads the dashboard for the signed-in member of staff (docs/decisions/016-admin-data-through-
 * the-route-loader.md). It runs in the browser only: the prerendered page holds the frame, and
 * the router runs this on hydration (`hydrate`), on every change of the URL's query and on retry.
 */
export async function loader({ request }: LoaderFunctionArgs): Promise<AdminData | Response> {
  const { user, access } = await currentStaffAccess()
  if (!user || access !== 'granted') return { userId: null, dashboard: null }
  const url = new URL(request.url)
  // Staff land on the queue (docs/architecture.md, Staff workspace): a bare /admin opens it; the
  // leads keep every URL with a query (`paths.adminLeads`, the clinic mail's `?tab=…`).
  if (url.search === '') return redirect(paths.adminQueue)
  return { userId: user.id, dashboard: await loadLeadsDashboard(url, user.id) }
}
loader.hydrate = true as const

function AdminFrame({ intro, children }: { intro: boolean; children: React.ReactNode }) {
  usePageMeta({ title: adminCopy.title, description: adminCopy.description })
  return (
    <PageMain className="flex-1 bg-mist">
      <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-10 sm:px-6 sm:py-14">
        <div className="flex flex-col gap-2">
          <h1 className="text-3xl font-bold tracking-tight text-navy sm:text-4xl">
            {adminCopy.heading}
          </h1>
          {intro ? <p className="max-w-3xl text-muted-foreground">{adminCopy.intro}</p> : null}
        </div>
        {children}
        <Button asChild variant="link" size="inline" className="h-11 self-start py-2">
          <Link to={paths.home}>
            <ArrowLeft aria-hidden="true" />
            {adminCopy.backHome}
          </Link>
        </Button>
      </div>
    </PageMain>
  )
}

const loadingNotice = <p role="status">{adminCopy.loading}</p>

/** The prerendered page and the first render, until the loader has answered. */
export function HydrateFallback() {
  return <AdminFrame intro={false}>{loadingNotice}</AdminFrame>
}

/**
 * /admin: for staff, the queue when bare (the loader sends them there) and the leads dashboard
 * with a query; everyone else is asked to sign in as staff.
 */
export function Component() {
  const { status, user, isStaff, staffAccess } = useSession()
  const data = useLoaderData<AdminData>()
  const navigation = useNavigation()
  const revalidator = useRevalidator()
  // The loader read for whoever was signed in then; after a sign-in or a switch of account
  // elsewhere (another tab), read again for the one signed in now.
  // Once per user, so a client that disagrees with the session cannot loop.
  const stale = isStaff && data.userId !== user?.id
  const askedFor = useRef<string | undefined>(undefined)
  useEffect(() => {
    if (!stale || !user || askedFor.current === user.id) return
    askedFor.current = user.id
    void revalidator.revalidate()
  }, [stale, user, revalidator])
  const reading =
    revalidator.state === 'loading' ||
    (navigation.state === 'loading' && navigation.location.pathname === paths.admin)

  let content: React.ReactNode
  if (status === 'loading') content = loadingNotice
  else if (staffAccess === 'enroll' || staffAccess === 'code') {
    content = <StaffSecondFactor step={staffAccess} headingLevel={2} />
  } else if (!isStaff) content = <StaffOnlyNotice copy={adminCopy.staffOnly} />
  else if (stale || !data.dashboard) content = loadingNotice
  else
    content = (
      <LeadsDashboard
        copy={adminCopy}
        data={data.dashboard}
        loading={reading}
        onRetry={() => void revalidator.revalidate()}
      />
    )
  return <AdminFrame intro={isStaff}>{content}</AdminFrame>
}
