import type { ReactNode } from 'react'

/**
 * The way to do the same thing by phone, under an app page's form (/book, /checkout): a heading,
 * the clinic's number as a link, and any further words.
 */
export function ByPhoneAside({
  id,
  heading,
  href,
  label,
  children,
}: {
  /** The heading's id, which names the aside. */
  id: string
  heading: string
  /** The `tel:` link. */
  href: string
  label: string
  children?: ReactNode
}) {
  return (
    <aside
      aria-labelledby={id}
      className="flex flex-col gap-2 border-t border-border pt-6 text-muted-foreground"
    >
      <h2 id={id} className="text-lg font-bold text-navy">
        {heading}
      </h2>
      <p>
        <a
          href={href}
          className="font-semibold text-teal underline underline-offset-4 hover:no-underline"
        >
          {label}
        </a>
      </p>
      {children}
    </aside>
  )
}
