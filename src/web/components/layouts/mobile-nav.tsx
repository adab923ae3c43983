// One module per icon (see ui/password-input.tsx): import-x takes them for duplicates.
/* eslint-disable import-x/no-duplicates */
import MenuIcon from 'lucide-react/icons/menu'
import Phone from 'lucide-react/icons/phone'
import X from 'lucide-react/icons/x'
/* eslint-enable import-x/no-duplicates */
import { useId, useState } from 'react'
import { Link, NavLink } from 'react-router'

import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog'
import { paths } from '@/config/paths'

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
  isStaff?: boolean
  onSignOut: () => void
  className?: string
}

/**
 * Small screens: a 'Menu' button opening the whole navigation in a sheet (a modal dialog:
 * focus stays inside, Escape closes, focus returns to the button), with the call, consultation
 * and sign-in/out actions. Following a link closes it.
 */
function MobileNav({
  menus,
  copy,
  phone,
  signedIn,
  isStaff = false,
  onSignOut,
  className,
}: MobileNavProps) {
  const [open, setOpen] = useState(false)
  const baseId = useId()

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" className={className}>
          <MenuIcon aria-hidden="true" className="size-5" />
          {copy.menu}
        </Button>
      </DialogTrigger>
      <DialogContent side="right" aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle>{copy.menu}</DialogTitle>
          <DialogClose asChild>
            <Button variant="ghost" size="icon" aria-label={copy.closeMenu}>
              <X aria-hidden="true" className="size-5" />
            </Button>
          </DialogClose>
        </DialogHeader>

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
                    <DialogClose asChild>
                      <Link
                        to={menu.href}
                        className="rounded-sm underline decoration-teal-light underline-offset-4 hover:text-teal"
                      >
                        {menu.label}
                      </Link>
                    </DialogClose>
                  ) : (
                    menu.label
                  )}
                </h3>
                <ul className="flex flex-col">
                  {menu.items.map((item) => (
                    <li key={item.href}>
                      <DialogClose asChild>
                        <NavLink
                          to={item.href}
                          end
                          className="flex min-h-11 items-center rounded-md px-3 font-medium text-navy hover:bg-accent aria-[current=page]:font-bold aria-[current=page]:text-teal"
                        >
                          {item.label}
                        </NavLink>
                      </DialogClose>
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
          <DialogClose asChild>
            <Button asChild>
              <Link to={paths.consultation}>{copy.consultation}</Link>
            </Button>
          </DialogClose>
          {isStaff && (
            <DialogClose asChild>
              <Button asChild variant="ghost" align="start">
                <Link to={paths.admin}>{copy.staffDashboard}</Link>
              </Button>
            </DialogClose>
          )}
          {signedIn ? (
            <>
              <DialogClose asChild>
                <Button asChild variant="outline">
                  <Link to={paths.account}>{copy.myCare}</Link>
                </Button>
              </DialogClose>
              <DialogClose asChild>
                <Button type="button" variant="ghost" onClick={onSignOut}>
                  {copy.signOut}
                </Button>
              </DialogClose>
            </>
          ) : (
            <DialogClose asChild>
              <Button asChild variant="outline">
                <Link to={paths.auth}>{copy.signIn}</Link>
              </Button>
            </DialogClose>
          )}
        </div>
      </DialogContent>
    </Dialog>
  )
}

export { MobileNav, type MobileNavCopy }
