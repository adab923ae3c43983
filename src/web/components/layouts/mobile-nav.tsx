// One module per icon (see ui/password-input.tsx): import-x takes them for duplicates.
/* eslint-disable import-x/no-duplicates */
import MenuIcon from 'lucide-react/icons/menu'
import Phone from 'lucide-react/icons/phone'
import X from 'lucide-react/icons/x'
/* eslint-enable import-x/no-duplicates */
import { useId } from 'react'
import { Link, NavLink } from 'react-router'

import { Button } from '@/components/ui/button'
import { useModalDialog } from '@/components/ui/use-modal-dialog'
import { paths } from '@/config/paths'
import { cn } from '@/lib/cn'

import type { NavMenu } from './site-nav'

type MobileNavCopy = {
  navLabel: string
  menu: string
  closeMenu: string
  call: string
  consultation: string
  signIn: string
  signOut: string
  myCare: string
  staffDashboard: string
}

type MobileNavProps = {
  menus: readonly NavMenu[]
  copy: MobileNavCopy
  phone: { display: string; tel: string }
  signedIn: boolean
  /** False until the page's code has read the stored session (as SiteHeader's). */
  sessionKnown?: boolean
  isStaff?: boolean
  onSignOut: () => void
  className?: string
}

/**
 * Small screens: a 'Menu' button opening the whole navigation in a sheet (a modal dialog:
 * focus stays inside, Escape closes, focus returns to the button), with the call, consultation
 * and sign-in/out actions. Following a link closes it.
 *
 * The sheet is the platform's own modal `<dialog>`, opened by its invoker (`command` and
 * `commandfor` on the Menu button), so the first tap on a prerendered page opens it at once,
 * before the page's code has started (docs/decisions/018-page-code-starts-when-needed.md): the
 * browser makes the page behind it inert, closes it on Escape and gives focus back. Both buttons
 * are marked `data-has-script` so the early-input hold (lib/early-input.ts) lets their press
 * through. Once hydrated, the code keeps the dialog as it found it (open or not: hydration leaves
 * the `open` attribute alone) and adds what the platform does not (components/ui/use-modal-dialog.ts),
 * and a link followed inside closes the sheet.
 */
function MobileNav({
  menus,
  copy,
  phone,
  signedIn,
  sessionKnown = true,
  isStaff = false,
  onSignOut,
  className,
}: MobileNavProps) {
  const baseId = useId()
  const sheetId = `${baseId}-sheet`
  const titleId = `${baseId}-title`
  const sheet = useModalDialog()
  const closeSheet = sheet.close

  return (
    <>
      <Button
        type="button"
        variant="outline"
        aria-haspopup="dialog"
        command="show-modal"
        commandfor={sheetId}
        data-has-script=""
        onClick={(event) => sheet.open(event.currentTarget)}
        className={className}
      >
        <MenuIcon aria-hidden="true" className="size-5" />
        {copy.menu}
      </Button>
      <dialog
        {...sheet.dialogProps}
        id={sheetId}
        aria-labelledby={titleId}
        data-slot="menu-sheet"
        className="fixed inset-y-0 right-0 left-auto m-0 hidden h-dvh max-h-none w-[min(22rem,100%)] max-w-none flex-col gap-4 overflow-y-auto overscroll-contain border-0 border-l border-border bg-background p-0 text-foreground shadow-xl outline-none backdrop:bg-navy/60 open:flex motion-safe:transition-transform motion-safe:duration-200 motion-safe:ease-out motion-safe:starting:open:translate-x-full"
      >
        <div className="flex items-center justify-between gap-2 border-b border-border p-4">
          <h2 id={titleId} className="text-lg font-bold text-navy">
            {copy.menu}
          </h2>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={copy.closeMenu}
            command="close"
            commandfor={sheetId}
            data-has-script=""
            onClick={closeSheet}
          >
            <X aria-hidden="true" className="size-5" />
          </Button>
        </div>

        <nav aria-label={copy.navLabel} className="flex flex-col gap-6 px-4">
          {menus.map((menu) => {
            const headingId = `${baseId}-${menu.id}`
            return (
              <section key={menu.id} aria-labelledby={headingId} className="flex flex-col gap-1">
                <h3
                  id={headingId}
                  className="px-3 text-xs font-bold tracking-wider text-muted-foreground uppercase"
                >
                  {menu.href ? (
                    <Link
                      to={menu.href}
                      onClick={closeSheet}
                      className="rounded-sm underline decoration-teal-light underline-offset-4 hover:text-teal"
                    >
                      {menu.label}
                    </Link>
                  ) : (
                    menu.label
                  )}
                </h3>
                <ul className="flex flex-col">
                  {menu.items.map((item) => (
                    <li key={item.href}>
                      <NavLink
                        to={item.href}
                        end
                        onClick={closeSheet}
                        className="flex min-h-11 items-center rounded-md px-3 font-medium text-navy hover:bg-accent aria-[current=page]:font-bold aria-[current=page]:text-teal"
                      >
                        {item.label}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </section>
            )
          })}
        </nav>

        <div className="mt-auto flex flex-col gap-3 border-t border-border p-4">
          <Button asChild variant="ghost" align="start">
            <a href={`tel:${phone.tel}`}>
              <Phone aria-hidden="true" />
              {copy.call} {phone.display}
            </a>
          </Button>
          <Button asChild>
            <Link to={paths.consultation} onClick={closeSheet}>
              {copy.consultation}
            </Link>
          </Button>
          {isStaff && (
            <Button asChild variant="ghost" align="start">
              <Link to={paths.admin} onClick={closeSheet}>
                {copy.staffDashboard}
              </Link>
            </Button>
          )}
          {/* Until the session is known, both, and the stylesheet shows the one <html
              data-session> tells (docs/decisions/052-the-first-tap-answers-at-once.md): the sheet
              opens before the page's code has read the session. */}
          {signedIn || !sessionKnown ? (
            <>
              <Button asChild variant="outline" className={cn(!signedIn && 'session-none:hidden')}>
                <Link to={paths.account} onClick={closeSheet}>
                  {copy.myCare}
                </Link>
              </Button>
              <Button
                type="button"
                variant="ghost"
                className={cn(!signedIn && 'session-none:hidden')}
                onClick={() => {
                  closeSheet()
                  onSignOut()
                }}
              >
                {copy.signOut}
              </Button>
            </>
          ) : null}
          {signedIn ? null : (
            <Button
              asChild
              variant="outline"
              className={cn(!sessionKnown && 'session-stored:hidden')}
            >
              <Link to={paths.auth} onClick={closeSheet}>
                {copy.signIn}
              </Link>
            </Button>
          )}
        </div>
      </dialog>
    </>
  )
}

export { MobileNav, type MobileNavCopy }
