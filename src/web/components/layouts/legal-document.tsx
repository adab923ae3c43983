import type * as React from 'react'
import { Link } from 'react-router'

import { cn } from '@/lib/cn'

type LegalSection = {
  heading: string
  paragraphs?: readonly string[]
  items?: readonly string[]
  /** Paragraphs after the list. */
  after?: readonly string[]
}

type LegalDocumentContent = {
  sections: readonly LegalSection[]
  contactHeading: string
  contactIntro: string
  related?: { text: string; label: string; href: string }
}

type LegalDocumentProps = React.ComponentProps<'article'> & {
  /** The document's h1 and opening paragraphs, which the page supplies. */
  header: React.ReactNode
  document: LegalDocumentContent
  contact: { email: string; phone: { display: string; tel: string } }
}

/**
 * A policy page's text: its header (the one h1), a section (h2) per topic and a contact block
 * at the end.
 */
function LegalDocument({ header, document, contact, className, ...props }: LegalDocumentProps) {
  return (
    <article
      data-slot="legal-document"
      className={cn('mx-auto flex max-w-3xl flex-col gap-8 px-4 py-12 sm:px-6 sm:py-16', className)}
      {...props}
    >
      {header}

      {document.sections.map((section) => (
        <section key={section.heading} className="flex flex-col gap-3">
          <h2 className="text-xl font-bold text-navy">{section.heading}</h2>
          {section.paragraphs?.map((paragraph) => (
            <p key={paragraph} className="leading-relaxed">
              {paragraph}
            </p>
          ))}
          {section.items ? (
            <ul className="flex list-disc flex-col gap-2 pl-6 leading-relaxed marker:text-teal">
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
          {section.after?.map((paragraph) => (
            <p key={paragraph} className="leading-relaxed">
              {paragraph}
            </p>
          ))}
        </section>
      ))}

      <section className="flex flex-col gap-3 rounded-xl bg-mist p-6">
        <h2 className="text-xl font-bold text-navy">{document.contactHeading}</h2>
        <p className="leading-relaxed">{document.contactIntro}</p>
        <ul className="flex flex-col gap-1 font-semibold">
          <li>
            <a
              href={`mailto:${contact.email}`}
              className="text-teal underline underline-offset-4 hover:text-navy"
            >
              {contact.email}
            </a>
          </li>
          <li>
            <a
              href={`tel:${contact.phone.tel}`}
              className="text-teal underline underline-offset-4 hover:text-navy"
            >
              {contact.phone.display}
            </a>
          </li>
        </ul>
      </section>

      {document.related ? (
        <p className="leading-relaxed">
          {document.related.text}{' '}
          <Link
            to={document.related.href}
            className="font-semibold text-teal underline underline-offset-4 hover:text-navy"
          >
            {document.related.label}
          </Link>
          .
        </p>
      ) : null}
    </article>
  )
}

export { LegalDocument, type LegalDocumentContent }
