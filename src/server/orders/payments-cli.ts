import { openDatabase } from '../db/database'
import { migrateToLatest } from '../db/migrations'
import { loadConfig } from '../env'
import { createLogger } from '../logger'
import { createOnlinePayments } from './online-payments'
import { parseReconcile, reconcileReport } from './payments-reconcile'
import { stripeProvider } from './stripe-payments'

// `npm run payments -- reconcile [--days N]`: compare the orders paid online with what Stripe
// holds (docs/decisions/050-stripe-hosted-checkout.md), against the same DATA_DIR /
// DATABASE_URL and Stripe keys the server uses. It only reads and lists; staff settle each line
// by hand (a refund in Stripe, a payment recorded on the order).

const USAGE = `Usage: npm run payments -- reconcile [--days N]

  reconcile     list the orders paid online in the last N days (default 7) whose payment
                Stripe does not show as succeeded, and Stripe's completed payments in that
                time that no order holds (an order gone, a second payment, an amount that
                did not match). Exits 1 when anything is listed, 0 when all match.`

async function main(args: string[]): Promise<number> {
  const parsed = parseReconcile(args)
  if (!parsed) {
    console.error(USAGE)
    return 2
  }
  const config = loadConfig()
  if (!config.stripe) {
    console.error(
      'Online payments are not set up: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET.',
    )
    return 2
  }
  const logger = createLogger(process.env.LOG_LEVEL ? config.logLevel : 'warn')
  const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
  try {
    await migrateToLatest(database.db)
    const service = createOnlinePayments({
      db: database.db,
      logger,
      publicUrl: config.publicUrl,
      payments: stripeProvider(config.stripe, { publicUrl: config.publicUrl }),
      now: () => new Date(),
    })
    const report = await reconcileReport(service, parsed.days)
    for (const line of report.lines) console.log(line)
    return report.mismatches === 0 ? 0 : 1
  } finally {
    await database.close()
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  },
)
