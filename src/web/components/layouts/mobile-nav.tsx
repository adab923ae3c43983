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
  Sheet,
  SheetClose,
  SheetContent,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from '@/components/ui/sheet'
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
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="outline" className={cn('px-3', className)}>
          <MenuIcon aria-hidden="true" className="size-5" />
          {copy.menu}
        </Button>
      </SheetTrigger>
      <SheetContent side="right" aria-describedby={undefined}>
        <SheetHeader>
          <SheetTitle>{copy.menu}</SheetTitle>
          <SheetClose asChild>
            <Button variant="ghost" size="icon" aria-label={copy.closeMenu}>
              <X aria-hidden="true" className="size-5" />
            </Button>
          </SheetClose>
        </SheetHeader>

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
                    <SheetClose asChild>
                      <Link
                        to={menu.href}
                        className="rounded-sm underline decoration-teal-light underline-offset-4 hover:text-teal"
                      >
                        {menu.label}
                      </Link>
                    </SheetClose>
                  ) : (
                    menu.label
                  )}
                </h3>
                <ul className="flex flex-col">
                  {menu.items.map((item) => (
                    <li key={item.href}>
                      <SheetClose asChild>
                        <NavLink
                          to={item.href}
                          end
                          className="flex min-h-11 items-center rounded-md px-3 font-medium text-navy hover:bg-accent aria-[current=page]:font-bold aria-[current=page]:text-teal"
                        >
                          {item.label}
                        </NavLink>
                      </SheetClose>
                    </li>
                  ))}
                </ul>
              </section>
            )
          })}
        </nav>

        <div className="mt-auto flex flex-col gap-3 border-t border-border p-4">
          <Button asChild variant="ghost" className="justify-start">
            <a href={`tel:${phone.tel}`}>
              <Phone aria-hidden="true" />
              {copy.call} {phone.display}
            </a>
          </Button>
          <SheetClose asChild>
            <Button asChild>
              <Link to={paths.consultation}>{copy.consultation}</Link>
            </Button>
          </SheetClose>
          {isStaff && (
            <SheetClose asChild>
              <Button asChild variant="ghost" className="justify-start">
                <Link to={paths.admin}>{copy.staffDashboard}</Link>
              </Button>
            </SheetClose>
          )}
          {signedIn ? (
            <SheetClose asChild>
              <Button type="button" variant="outline" onClick={onSignOut}>
                {copy.signOut}
              </Button>
            </SheetClose>
          ) : (
            <SheetClose asChild>
              <Button asChild variant="outline">
                <Link to={paths.auth}>{copy.signIn}</Link>
              </Button>
            </SheetClose>
          )}
        </div>
      </SheetContent>
    </Sheet>
  )
}

export { MobileNav, type MobileNavCopy }
