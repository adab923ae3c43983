// One module per icon (see ui/password-input.tsx): import-x takes them for duplicates.
/* eslint-disable import-x/no-duplicates */
import Clock from 'lucide-react/icons/clock'
import Mail from 'lucide-react/icons/mail'
import MapPin from 'lucide-react/icons/map-pin'
import Phone from 'lucide-react/icons/phone'
/* eslint-enable import-x/no-duplicates */
import type * as React from 'react'
import { Link } from 'react-router'

import logoMarkUrl from '@/assets/logo-mark.svg'
import type { FooterCopy } from '@/content/footer'
import { cn } from '@/lib/cn'

import { SocialIcon } from './social-icon'

// One shape for the copy: defined beside the content it describes.
type SiteFooterCopy = FooterCopy

type SiteFooterProps = React.ComponentProps<'footer'> & {
  brand: string
  contact: {
    phone: { display: string; tel: string }
    email: string
    hours: readonly string[]
  }
  copy: SiteFooterCopy
}

/**
 * The site footer (docs/product.md, Header and footer): contact, hours, social links, the sales
 * disclaimer and legal links.
 */
function SiteFooter({ brand, contact, copy, className, ...props }: SiteFooterProps) {
  return (
    <footer
      data-slot="site-footer"
      // The teal focus ring is too dark on navy: the light teal is used here instead.
      className={cn('bg-navy text-white [--color-ring:var(--color-teal-light)]', className)}
      {...props}
    >
      {/* From xl the last column is as wide as the six social links in a row (6 × 2.75rem and
          five 0.5rem gaps); narrower, the links wrap three and three (see below). */}
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 xl:grid-cols-[repeat(3,minmax(0,1fr))_19rem]">
        <div className="flex flex-col gap-3">
          <p className="flex items-center gap-2 text-xl font-bold">
            <img src={logoMarkUrl} alt="" width={36} height={36} className="size-9" />
            {brand}
          </p>
          <p className="text-sm text-white/80">{copy.about}</p>
        </div>

        <section aria-labelledby="footer-contact" className="flex flex-col gap-3">
          <h2 id="footer-contact" className={headingClass}>
            {copy.contactHeading}
          </h2>
          <ul className="flex flex-col gap-2 text-sm">
            <li>
              <a href={`tel:${contact.phone.tel}`} className={linkClass}>
                <Phone aria-hidden="true" className="size-4 shrink-0" />
                {contact.phone.display}
              </a>
            </li>
            <li>
              <a href={`mailto:${contact.email}`} className={linkClass}>
                <Mail aria-hidden="true" className="size-4 shrink-0" />
                {contact.email}
              </a>
            </li>
            <li>
              <Link to={copy.locationsLink.href} className={linkClass}>
                <MapPin aria-hidden="true" className="size-4 shrink-0" />
                {copy.locationsLink.label}
              </Link>
            </li>
          </ul>
        </section>

        <section aria-labelledby="footer-hours" className="flex flex-col gap-3">
          <h2 id="footer-hours" className={headingClass}>
            {copy.hoursHeading}
          </h2>
          <ul className="flex flex-col gap-2 text-sm">
            {contact.hours.map((hours) => (
              <li key={hours} className="inline-flex items-center gap-2">
                <Clock aria-hidden="true" className="size-4 shrink-0 text-teal-light" />
                {hours}
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="footer-social" className="@container flex flex-col gap-3">
          <h2 id="footer-social" className={headingClass}>
            {copy.socialHeading}
          </h2>
          {/* One row where the column holds all six, else two even rows of three: never 5 + 1. */}
          <ul className="grid w-fit grid-cols-3 gap-2 @[19rem]:grid-cols-6">
            {copy.socialLinks.map((social) => (
              <li key={social.network}>
                <a
                  href={social.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="flex size-11 items-center justify-center rounded-full bg-white/10 text-white transition-colors hover:bg-teal"
                >
                  <SocialIcon network={social.network} />
                  <span className="sr-only">
                    {social.name} {copy.newTab}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>

      <div className="border-t border-white/15">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 text-sm text-white/80 sm:px-6">
          <p>{copy.disclaimer}</p>
          <div className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
            <p>{copy.copyright}</p>
            <nav aria-label={copy.legalHeading}>
              <ul className="flex flex-wrap gap-x-6 gap-y-2">
                {copy.legalLinks.map((link) => (
                  <li key={link.href}>
                    <Link to={link.href} className="rounded-sm underline-offset-4 hover:underline">
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
        </div>
      </div>
    </footer>
  )
}

const headingClass = 'text-sm font-bold tracking-wider text-teal-light uppercase'
const linkClass =
  'inline-flex min-h-6 items-center gap-2 rounded-sm underline-offset-4 hover:text-teal-light hover:underline'

export { SiteFooter, type SiteFooterCopy }
