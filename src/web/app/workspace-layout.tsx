import { LogOut } from 'lucide-react'
import { NavLink, Outlet } from 'react-router'

import logoUrl from '@/assets/logo.svg'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { workspaceCopy as copy } from '@/content/workspace'
import { useSession } from '@/features/auth/session-provider'
import { PeopleSearchForm } from '@/features/workspace/people/people-search'
import { cn } from '@/lib/cn'

const NAV = [
  { to: paths.adminQueue, label: copy.nav.queue, end: false },
  { to: paths.adminPeople, label: copy.nav.people, end: false },
  { to: paths.adminIntakes, label: copy.nav.intakes, end: false },
  { to: paths.adminCalendar, label: copy.nav.calendar, end: false },
  { to: paths.adminAvailability, label: copy.nav.availability, end: false },
  { to: paths.adminOrders, label: copy.nav.orders, end: false },
  { to: paths.adminCatalogue, label: copy.nav.catalogue, end: false },
  { to: paths.adminLeads, label: copy.nav.leads, end: true },
  { to: paths.adminAudit, label: copy.nav.audit, end: false },
] as const

/**
 * The staff workspace's own shell (docs/architecture.md, Staff workspace): the brand, the
 * navigation between Queue, People, Questionnaires, Calendar, Availability, Orders, Catalogue,
 * Leads and Audit, the search of people (its results on People), who is signed in and Sign Out —
 * none of the marketing header, footer, popup or Book Now bar. On a phone the navigation scrolls
 * sideways and the search takes a row of its own.
 * Each page renders its own <main id="main"> and decides who may see it.
 */
export function Component() {
  const { user, isStaff, signOut } = useSession()

  return (
    <div data-slot="workspace-layout" className="flex min-h-dvh flex-col bg-mist">
      <header className="border-b border-border bg-background">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3 sm:px-6">
          <a href={paths.home} className="flex shrink-0 items-center gap-3">
            <img src={logoUrl} alt={copy.brand} width={160} height={38} className="h-8 w-auto" />
            <span className="text-sm font-semibold text-muted-foreground">{copy.label}</span>
          </a>
          {isStaff ? (
            <div className="order-last w-full sm:order-none sm:ml-auto sm:w-auto">
              <PeopleSearchForm variant="header" />
            </div>
          ) : null}
          {isStaff ? (
            <div className="ml-auto flex min-w-0 items-center gap-3 sm:ml-0">
              <p className="hidden min-w-0 truncate text-sm text-muted-foreground sm:block">
                <span className="sr-only">{copy.signedInAs} </span>
                {user?.email}
              </p>
              <Button
                type="button"
                variant="outline"
                size="sm"
                onClick={() => void signOut({ scope: 'local' })}
              >
                <LogOut aria-hidden="true" />
                {copy.signOut}
              </Button>
            </div>
          ) : null}
        </div>
        {isStaff ? (
          <nav aria-label={copy.navLabel} className="mx-auto max-w-7xl px-2 sm:px-4">
            <ul className="flex gap-1 overflow-x-auto pb-px">
              {NAV.map((item) => (
                <li key={item.to} className="shrink-0">
                  <NavLink
                    to={item.to}
                    end={item.end}
                    className={({ isActive }) =>
                      cn(
                        'inline-flex h-11 items-center border-b-2 px-3 text-sm font-medium transition-colors',
                        isActive
                          ? 'border-teal text-navy'
                          : 'border-transparent text-muted-foreground hover:text-navy',
                      )
                    }
                  >
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </header>
      <div className="flex flex-1 flex-col">
        <Outlet />
      </div>
    </div>
  )
}
