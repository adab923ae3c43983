import type {
  Article,
  BreadcrumbList,
  FAQPage,
  MedicalClinic,
  Product,
  Thing,
  WithContext,
} from 'schema-dts'

import { centsToDecimal } from '@shared/money'

// schema.org structured data (JSON-LD) for search engines
// (docs/decisions/012-prerendered-pages.md). Typed with schema-dts, Google's TypeScript rendering
// of the schema.org vocabulary, so a property that does not exist on a type, or a value of the
// wrong kind, fails the type check.

export type JsonLd<T extends Thing> = WithContext<T>

type Clinic = {
  name: string
  url: string
  telephone: string
  email: string
  description: string
  founder: { name: string; jobTitle: string; url: string }
  /** e.g. [{ days: ['Monday', …], opens: '08:00', closes: '18:00' }] */
  openingHours: readonly { days: readonly DayName[]; opens: string; closes: string }[]
  logo: string
}

type DayName = 'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday'

type OpeningHours = readonly { days: readonly DayName[]; opens: string; closes: string }[]

function openingHoursJsonLd(openingHours: OpeningHours) {
  return openingHours.map((hours) => ({
    '@type': 'OpeningHoursSpecification' as const,
    dayOfWeek: hours.days.map((day) => `https://schema.org/${day}` as const),
    opens: hours.opens,
    closes: hours.closes,
  }))
}

export function medicalClinicJsonLd(clinic: Clinic): JsonLd<MedicalClinic> {
  return {
    '@context': 'https://schema.org',
    '@type': 'MedicalClinic',
    name: clinic.name,
    url: clinic.url,
    logo: clinic.logo,
    description: clinic.description,
    telephone: clinic.telephone,
    email: clinic.email,
    medicalSpecialty: ['Endocrine', 'PrimaryCare'],
    isAcceptingNewPatients: true,
    founder: {
      '@type': 'Person',
      name: clinic.founder.name,
      jobTitle: clinic.founder.jobTitle,
      url: clinic.founder.url,
    },
    openingHoursSpecification: openingHoursJsonLd(clinic.openingHours),
  }
}

/** One clinic of the practice, as /locations lists it. */
export type ClinicLocationData = {
  name: string
  /** The clinic's own URL (its anchor on /locations), also its `@id`. */
  url: string
  telephone: string
  address: { street: string; city: string; state: string; zip: string }
  openingHours: OpeningHours
  /** The practice the clinic belongs to. */
  parent: { name: string; url: string }
}

export function clinicLocationJsonLd(clinic: ClinicLocationData): JsonLd<MedicalClinic> {
  return {
    '@context': 'https://schema.org',
    '@type': 'MedicalClinic',
    '@id': clinic.url,
    name: clinic.name,
    url: clinic.url,
    telephone: clinic.telephone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: clinic.address.street,
      addressLocality: clinic.address.city,
      addressRegion: clinic.address.state,
      postalCode: clinic.address.zip,
      addressCountry: 'US',
    },
    openingHoursSpecification: openingHoursJsonLd(clinic.openingHours),
    parentOrganization: {
      '@type': 'MedicalOrganization',
      name: clinic.parent.name,
      url: clinic.parent.url,
    },
  }
}

export type ProductData = {
  name: string
  description: string
  url: string
  sku: string
  brand: string
  category: string
  /** In cents; shown to schema.org as a decimal string. */
  priceCents: number
  inStock: boolean
  rating: { value: number; count: number } | undefined
}

export function productJsonLd(product: ProductData): JsonLd<Product> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    url: product.url,
    sku: product.sku,
    category: product.category,
    brand: { '@type': 'Brand', name: product.brand },
    offers: {
      '@type': 'Offer',
      url: product.url,
      priceCurrency: 'USD',
      price: centsToDecimal(product.priceCents),
      availability: product.inStock
        ? 'https://schema.org/InStock'
        : 'https://schema.org/OutOfStock',
    },
    ...(product.rating && product.rating.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.rating.value,
            reviewCount: product.rating.count,
            bestRating: 5,
            worstRating: 0,
          },
        }
      : {}),
  }
}

export type ArticleData = {
  headline: string
  description: string
  url: string
  image: string
  datePublished: string
  authorName: string
  section: string
}

export function articleJsonLd(
  article: ArticleData,
  publisher: { name: string; logo: string },
): JsonLd<Article> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.headline,
    description: article.description,
    url: article.url,
    image: article.image,
    datePublished: article.datePublished,
    articleSection: article.section,
    author: { '@type': 'Person', name: article.authorName },
    publisher: { '@type': 'Organization', name: publisher.name, logo: publisher.logo },
  }
}

export function breadcrumbJsonLd(
  items: readonly { name: string; url: string }[],
): JsonLd<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  }
}

/** A page's questions and answers, each answer as the page shows it. */
export function faqPageJsonLd(
  items: readonly { question: string; answer: string }[],
): JsonLd<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  }
}
