import ChevronDown from 'lucide-react/icons/chevron-down'
import { useCallback, useEffect, useId, useRef, useState } from 'react'
import type * as React from 'react'
import { flushSync } from 'react-dom'
import { Link, NavLink } from 'react-router'

import { cn } from '@/lib/cn'

/**
 * docs/product.md, Header and footer: a menu closes this long after the pointer leaves its trigger…
 */
export const TRIGGER_CLOSE_DELAY_MS = 300
/** …and this long after the pointer leaves the open menu. Coming back in cancels either. */
export const MENU_CLOSE_DELAY_MS = 150

export type NavLinkItem = { label: string; href: string }

export type NavMenu = {
  id: string
  label: string
  /** Where the heading itself leads, when it is a link (the menu then has its own toggle). */
  href?: string
  items: readonly NavLinkItem[]
}

type SiteNavProps = React.ComponentProps<'nav'> & {
  menus: readonly NavMenu[]
  /** Accessible name of the toggle beside a heading that is a link. */
  submenuToggleLabel: (menuLabel: string) => string
}

/**
 * The desktop menus: the WAI-ARIA disclosure navigation pattern (buttons with aria-expanded
 * and aria-controls showing lists of links), plus hover with the spec's close delays and
 * arrow keys. One menu is open at a time.
 */
function SiteNav({ menus, submenuToggleLabel, className, ...props }: SiteNavProps) {
  const baseId = useId()
  const [openId, setOpenId] = useState<string | null>(null)
  const navRef = useRef<HTMLElement>(null)
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  // A click on a toggle that hovering just opened keeps the menu open rather than closing it.
  const openedByPointer = useRef(false)

  const cancelClose = useCallback(() => {
    if (closeTimer.current === undefined) return
    clearTimeout(closeTimer.current)
    closeTimer.current = undefined
  }, [])

  const parts = useCallback((id: string) => {
    const item = navRef.current?.querySelector<HTMLElement>(`[data-menu-id="${id}"]`)
    return {
      toggle: item?.querySelector<HTMLButtonElement>('[data-slot="site-nav-toggle"]') ?? null,
      links: [
        ...(item?.querySelectorAll<HTMLAnchorElement>('[data-slot="site-nav-content"] a') ?? []),
      ],
    }
  }, [])

  const close = useCallback(
    (id: string) => {
      cancelClose()
      // Never leave keyboard focus on a link that is about to be hidden.
      const { toggle, links } = parts(id)
      if (links.some((link) => link === document.activeElement)) toggle?.focus()
      setOpenId((current) => (current === id ? null : current))
    },
    [cancelClose, parts],
  )

  const open = useCallback(
    (id: string, by: 'pointer' | 'other') => {
      cancelClose()
      openedByPointer.current = by === 'pointer'
      setOpenId(id)
    },
    [cancelClose],
  )

  const closeLater = useCallback(
    (id: string, delay: number) => {
      cancelClose()
      closeTimer.current = setTimeout(() => {
        closeTimer.current = undefined
        close(id)
      }, delay)
    },
    [cancelClose, close],
  )

  useEffect(() => cancelClose, [cancelClose])

  // A click or tap anywhere else closes the open menu.
  useEffect(() => {
    if (openId === null) return
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) close(openId)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [openId, close])

  /** Opens a menu and moves focus into it, e.g. for ArrowDown on its toggle. */
  const openAndFocus = (id: string, which: 'first' | 'last') => {
    flushSync(() => open(id, 'other'))
    const { links } = parts(id)
    ;(which === 'first' ? links[0] : links.at(-1))?.focus()
  }

  /** Left and Right move between the top-level links and toggles. */
  const onTopLevelKeyDown = (event: React.KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return
    const tops = [...(navRef.current?.querySelectorAll<HTMLElement>('[data-nav-top]') ?? [])]
    const index = tops.indexOf(event.currentTarget)
    const next = tops[(index + (event.key === 'ArrowRight' ? 1 : -1) + tops.length) % tops.length]
    if (!next) return
    event.preventDefault()
    next.focus()
  }

  return (
    <nav ref={navRef} data-slot="site-nav" className={cn('flex', className)} {...props}>
      <ul className="flex items-center">
        {menus.map((menu) => {
          const isOpen = openId === menu.id
          const contentId = `${baseId}-${menu.id}`

          const onToggleKeyDown = (event: React.KeyboardEvent<HTMLButtonElement>) => {
            if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
              event.preventDefault()
              openAndFocus(menu.id, event.key === 'ArrowDown' ? 'first' : 'last')
            } else {
              onTopLevelKeyDown(event)
            }
          }

          const onContentKeyDown = (event: React.KeyboardEvent<HTMLUListElement>) => {
            const { links } = parts(menu.id)
            const index = links.findIndex((link) => link === document.activeElement)
            let target: HTMLAnchorElement | undefined
            if (event.key === 'ArrowDown') target = links[(index + 1) % links.length]
            else if (event.key === 'ArrowUp')
              target = links[(index - 1 + links.length) % links.length]
            else if (event.key === 'Home') target = links[0]
            else if (event.key === 'End') target = links.at(-1)
            if (!target) return
            event.preventDefault()
            target.focus()
          }

          const toggleProps = {
            type: 'button' as const,
            'aria-expanded': isOpen,
            'aria-controls': contentId,
            'data-slot': 'site-nav-toggle',
            'data-nav-top': '',
            onClick: () => {
              if (isOpen && openedByPointer.current) openedByPointer.current = false
              else if (isOpen) close(menu.id)
              else open(menu.id, 'other')
            },
            onKeyDown: onToggleKeyDown,
          }

          return (
            // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape from any of the links and buttons inside
            <li
              key={menu.id}
              data-menu-id={menu.id}
              data-state={isOpen ? 'open' : 'closed'}
              className="relative"
              // Escape anywhere in an open menu closes it and puts focus back on its toggle.
              onKeyDown={(event) => {
                if (event.key !== 'Escape' || !isOpen) return
                event.preventDefault()
                parts(menu.id).toggle?.focus()
                close(menu.id)
              }}
              // Tabbing out of a menu closes it.
              onBlur={(event) => {
                if (isOpen && !event.currentTarget.contains(event.relatedTarget)) {
                  close(menu.id)
                }
              }}
            >
              <div
                data-slot="site-nav-trigger"
                className="flex items-center rounded-md"
                onPointerEnter={(event) => {
                  if (event.pointerType === 'mouse') open(menu.id, 'pointer')
                }}
                onPointerLeave={(event) => {
                  if (event.pointerType === 'mouse' && isOpen)
                    closeLater(menu.id, TRIGGER_CLOSE_DELAY_MS)
                }}
              >
                {menu.href ? (
                  <>
                    <Link
                      to={menu.href}
                      data-nav-top=""
                      className={cn(topLevelClass, 'pr-1 xl:pr-1')}
                      onKeyDown={onTopLevelKeyDown}
                      onClick={() => close(menu.id)}
                    >
                      {menu.label}
                    </Link>
                    <button
                      {...toggleProps}
                      aria-label={submenuToggleLabel(menu.label)}
                      className={cn(topLevelShape, 'pr-1.5 pl-0.5 xl:pr-2.5 xl:pl-0.5')}
                    >
                      <Chevron open={isOpen} />
                    </button>
                  </>
                ) : (
                  <button {...toggleProps} className={cn(topLevelClass, 'gap-1.5')}>
                    {menu.label}
                    <Chevron open={isOpen} />
                  </button>
                )}
              </div>
              {/* The padding bridges the gap below the trigger, so the pointer can cross it. */}
              <div
                id={contentId}
                hidden={!isOpen}
                data-slot="site-nav-content"
                className="absolute top-full left-0 z-50 pt-2"
                onPointerEnter={(event) => {
                  if (event.pointerType === 'mouse') cancelClose()
                }}
                onPointerLeave={(event) => {
                  if (event.pointerType === 'mouse' && isOpen)
                    closeLater(menu.id, MENU_CLOSE_DELAY_MS)
                }}
              >
                {/* The list is a plain list of links (disclosure pattern), not role=menu. */}
                {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- arrow keys between its links */}
                <ul
                  className="max-h-[min(24rem,calc(100dvh-8rem))] min-w-56 overflow-y-auto overscroll-contain rounded-lg border border-border bg-background p-2 shadow-lg"
                  onKeyDown={onContentKeyDown}
                >
                  {menu.items.map((item) => (
                    <li key={item.href}>
                      <NavLink
                        to={item.href}
                        end
                        className="block rounded-md px-3 py-2.5 text-sm font-medium text-navy hover:bg-accent focus-visible:bg-accent aria-[current=page]:font-bold aria-[current=page]:text-teal"
                        onClick={() => close(menu.id)}
                      >
                        {item.label}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

/**
 * A top-level item without its narrow-screen padding, which the submenu toggle sets itself. The
 * arrow sits 6 px after the label whether the label is a link with its own toggle (4 px of the
 * link's padding and 2 px of the toggle's) or one button (`gap-1.5`).
 */
const topLevelShape =
  'inline-flex h-11 items-center rounded-md text-sm font-semibold whitespace-nowrap text-navy hover:bg-accent hover:text-teal aria-expanded:text-teal xl:px-2.5'
const topLevelClass = `${topLevelShape} px-2`

function Chevron({ open }: { open: boolean }) {
  return (
    <ChevronDown
      aria-hidden="true"
      className={cn('size-4 motion-safe:transition-transform', open && 'rotate-180')}
    />
  )
}

export { SiteNav }
