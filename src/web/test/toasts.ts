import { screen, within } from '@testing-library/react'

/**
 * Finds the toast with this title in the Toaster's region and checks its body and style.
 * (Radix also copies the text into a polite live region; this looks at the toast itself.)
 */
export async function expectToast({
  title,
  description,
  variant = 'default',
}: {
  title: string
  description?: string
  variant?: 'default' | 'destructive'
}) {
  const region = await screen.findByRole('region', { name: /notifications/i })
  const heading = await within(region).findByText(title, { exact: true })
  const item = heading.closest('[data-slot="toast"]')
  if (!(item instanceof HTMLElement)) throw new Error(`The toast '${title}' has no toast element`)
  if (description !== undefined) within(item).getByText(description, { exact: true })
  if (item.getAttribute('data-variant') !== variant) {
    throw new Error(`The toast '${title}' is ${item.getAttribute('data-variant')}, not ${variant}`)
  }
  return item
}

/** The titles of every toast on screen. */
export function toastTitles(): string[] {
  const region = screen.queryByRole('region', { name: /notifications/i })
  if (!region) return []
  return [...region.querySelectorAll('[data-slot="toast-title"]')].map(
    (node) => node.textContent ?? '',
  )
}
