import type * as React from 'react'

import { PageMain } from '@/components/layouts/page-main'
import { adminCopy } from '@/content/admin'
import { workspaceCopy } from '@/content/workspace'
import { useSession } from '@/features/auth/session-provider'
import { StaffSecondFactor } from '@/features/auth/staff-second-factor'
import { StaffOnlyNotice } from '@/features/workspace/leads/leads-dashboard'
import { usePageMeta } from '@/hooks/use-page-meta'

/**
 * A page of the staff workspace: its title and, for staff with their rights, its content; anyone
 * else is asked for the second sign-in step or to sign in (docs/architecture.md, Staff accounts).
 */
export function WorkspacePage({
  title,
  description,
  children,
}: {
  title: string
  description?: string
  children: () => React.ReactNode
}) {
  const { status, isStaff, staffAccess } = useSession()
  usePageMeta({ title: `${title} | ${workspaceCopy.brand}`, description: description ?? title })

  let content: React.ReactNode
  if (status === 'loading') content = <p role="status">{workspaceCopy.loading}</p>
  else if (staffAccess === 'enroll' || staffAccess === 'code') {
    content = <StaffSecondFactor step={staffAccess} headingLevel={2} />
  } else if (!isStaff) content = <StaffOnlyNotice copy={adminCopy.staffOnly} />
  else content = children()

  return (
    <PageMain className="flex-1">
      <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
        <div className="flex flex-col gap-2">
          <h1 className="text-3xl font-bold tracking-tight text-navy">{title}</h1>
          {description && isStaff ? (
            <p className="max-w-3xl text-muted-foreground">{description}</p>
          ) : null}
        </div>
        {content}
      </div>
    </PageMain>
  )
}
