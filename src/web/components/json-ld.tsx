import type { Thing, WithContext } from 'schema-dts'

/**
 * A JSON-LD block. It is data, not script (the CSP does not apply to it); `<` is escaped so
 * text can never close the element.
 */
export function JsonLd({ data }: { data: WithContext<Thing> }) {
  return (
    <script
      type="application/ld+json"
      // JSON, with < escaped above; as a child React would HTML-escape it.
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replaceAll('<', '\\u003c') }}
    />
  )
}
