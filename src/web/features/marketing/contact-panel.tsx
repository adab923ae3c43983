import { Clock, Mail, MessageCircle, Phone, X } from 'lucide-react'
import type * as React from 'react'
import { Link } from 'react-router'

import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogPanelHeader,
  DialogTrigger,
} from '@/components/ui/dialog'
import { cn } from '@/lib/cn'

import { actionButtonClasses } from './action-links'

export type ContactPanelCopy = {
  /** The trigger's label, e.g. 'Live Chat'. */
  trigger: string
  title: string
  description: string
  close: string
  phoneLabel: string
  emailLabel: string
  hoursLabel: string
  /** The link to the consultation form at the bottom of the panel. */
  consultation: { label: string; href: string }
}

export type ContactDetails = {
  phone: { display: string; tel: string }
  email: string
  hours: readonly string[]
}

type ContactPanelProps = Omit<React.ComponentProps<typeof Button>, 'children'> & {
  copy: ContactPanelCopy
  contact: ContactDetails
}

/**
 * A button that opens a side panel with the ways to reach the clinic now: phone, e-mail, opening
 * hours and the consultation form (where the original's 'Live Chat' did nothing). A Radix
 * dialog: focus moves in, is trapped, and returns to the button on close.
 */
function ContactPanel({ copy, contact, className, ...props }: ContactPanelProps) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button
          type="button"
          size="lg"
          variant="outline"
          className={cn(actionButtonClasses.secondary, className)}
          {...props}
        >
          <MessageCircle aria-hidden="true" />
          {copy.trigger}
        </Button>
      </DialogTrigger>
      <DialogContent side="right" className="text-left">
        <DialogPanelHeader
          title={copy.title}
          close={
            <Button variant="ghost" size="icon" aria-label={copy.close}>
              <X aria-hidden="true" className="size-5" />
            </Button>
          }
        />
        <div className="flex flex-col gap-6 px-4 pb-6">
          <DialogDescription>{copy.description}</DialogDescription>
          <dl className="flex flex-col gap-5">
            <ContactRow
              icon={<Phone aria-hidden="true" className="size-5" />}
              label={copy.phoneLabel}
            >
              <a
                href={`tel:${contact.phone.tel}`}
                className="font-semibold text-teal underline-offset-4 hover:underline"
              >
                {contact.phone.display}
              </a>
            </ContactRow>
            <ContactRow
              icon={<Mail aria-hidden="true" className="size-5" />}
              label={copy.emailLabel}
            >
              <a
                href={`mailto:${contact.email}`}
                className="font-semibold break-all text-teal underline-offset-4 hover:underline"
              >
                {contact.email}
              </a>
            </ContactRow>
            <ContactRow
              icon={<Clock aria-hidden="true" className="size-5" />}
              label={copy.hoursLabel}
            >
              <ul>
                {contact.hours.map((hours) => (
                  <li key={hours} className="text-navy">
                    {hours}
                  </li>
                ))}
              </ul>
            </ContactRow>
          </dl>
          <Button asChild size="lg">
            <Link to={copy.consultation.href}>{copy.consultation.label}</Link>
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  )
}

function ContactRow({
  icon,
  label,
  children,
}: {
  icon: React.ReactNode
  label: string
  children: React.ReactNode
}) {
  // A <dl> may only group <dt>/<dd> in a <div>, so the icon sits inside the <dt>, beside the
  // text rather than in a wrapper of its own.
  return (
    <div className="relative min-h-10 pl-13">
      <dt className="text-sm text-muted-foreground">
        <span className="absolute top-0 left-0 flex size-10 items-center justify-center rounded-lg bg-teal/10 text-teal">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-0.5">{children}</dd>
    </div>
  )
}

export { ContactPanel }
