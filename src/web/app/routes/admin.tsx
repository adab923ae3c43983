import { ArrowLeft } from 'lucide-react'
import { Link } from 'react-router'

import { PageMain } from '@/components/layouts/page-main'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { adminCopy } from '@/content/admin'
import { LeadsDashboard, StaffOnlyNotice } from '@/features/admin/leads-dashboard'
import { useSession } from '@/features/auth/session-provider'
import { usePageMeta } from '@/hooks/use-page-meta'

/** /admin: the leads dashboard for staff; everyone else is asked to sign in as staff. */
export function Component() {
  const { status, isStaff } = useSession()
  usePageMeta({ title: adminCopy.title, description: adminCopy.description })

  return (
    <PageMain className="flex-1 bg-mist">
      <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-10 sm:px-6 sm:py-14">
        <div className="flex flex-col gap-2">
          <h1 className="text-3xl font-bold tracking-tight text-navy sm:text-4xl">
            {adminCopy.heading}
          </h1>
          {isStaff ? <p className="max-w-3xl text-muted-foreground">{adminCopy.intro}</p> : null}
        </div>
        {status === 'loading' ? (
          <p role="status">{adminCopy.loading}</p>
        ) : isStaff ? (
          <LeadsDashboard copy={adminCopy} />
        ) : (
          <StaffOnlyNotice copy={adminCopy.staffOnly} />
        )}
        <Button asChild variant="link" className="self-start px-0 has-[>svg]:px-0">
          <Link to={paths.home}>
            <ArrowLeft aria-hidden="true" />
            {adminCopy.backHome}
          </Link>
        </Button>
      </div>
    </PageMain>
  )
}
