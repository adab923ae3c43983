import { startFakeStripe } from '../../src/server/testing-stripe'

// The local fake of Stripe as a process of its own, started by Playwright beside the servers
// (playwright.config.ts): the public server's Stripe SDK calls it (STRIPE_API_BASE), the
// browser opens its hosted page, and its Pay button sends the signed event to the server's
// webhook (FAKE_STRIPE_WEBHOOK_URL) before it returns to the order, as Stripe does
// (docs/decisions/050-stripe-hosted-checkout.md). Nothing of the site is mocked.

const port = Number(process.env.FAKE_STRIPE_PORT)
if (!Number.isInteger(port) || port <= 0) throw new Error('FAKE_STRIPE_PORT is not set')

const fake = await startFakeStripe({ port, webhookUrl: process.env.FAKE_STRIPE_WEBHOOK_URL })
console.log(`fake Stripe on ${fake.url}`)
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void fake.close().then(() => process.exit(0)))
}
