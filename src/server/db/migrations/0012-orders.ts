import { type Kysely, sql } from 'kysely'

// Shipped migrations are never edited: add a new file instead.
// Order requests from the RM Naturals cart (docs/architecture.md, Orders): the catalogue as the
// shop sells it today (price, stock, whether a physician must review it, the per-order limit),
// orders with the price of every line fixed when they were placed, and each order's history.
//
// Stock is held by the database: an order takes it with a conditional update (`stock >= q`),
// and a CHECK refuses a negative stock whatever the code does, so two orders never take the last
// unit — in one process or several, on SQLite or PostgreSQL. A retried request is recognised by
// its idempotency key, unique in the table, so a double click makes one order.

/**
 * The catalogue as it was when orders began, frozen here: the content in
 * src/web/content/catalogues/ may change with later releases, this snapshot does not (a web test
 * compares the two so a new product is noticed). Stock 100 for a product shown in stock, else 0;
 * every peptide needs a physician's review.
 */
export const catalogueSeed = [
  {
    id: '1',
    catalogue: 'supplements',
    name: 'Ignite Metabolic Support',
    priceCents: 5999,
    originalPriceCents: 6999,
    inStock: true,
  },
  {
    id: '2',
    catalogue: 'supplements',
    name: 'Daily Essentials Multivitamin',
    priceCents: 2999,
    originalPriceCents: null,
    inStock: true,
  },
  {
    id: '3',
    catalogue: 'supplements',
    name: 'Vitamin D3 + K2',
    priceCents: 2499,
    originalPriceCents: 2999,
    inStock: true,
  },
  {
    id: '4',
    catalogue: 'supplements',
    name: 'Probiotic Balance 50B',
    priceCents: 3999,
    originalPriceCents: null,
    inStock: false,
  },
  {
    id: '5',
    catalogue: 'supplements',
    name: 'Omega-3 Fish Oil',
    priceCents: 3499,
    originalPriceCents: 4499,
    inStock: true,
  },
  {
    id: '6',
    catalogue: 'supplements',
    name: 'CoQ10 Heart Support',
    priceCents: 4499,
    originalPriceCents: null,
    inStock: true,
  },
  {
    id: 'shake-1',
    catalogue: 'shakes',
    name: 'Whey Isolate Vanilla',
    priceCents: 5499,
    originalPriceCents: 6499,
    inStock: true,
  },
  {
    id: 'shake-2',
    catalogue: 'shakes',
    name: 'Plant Protein Chocolate',
    priceCents: 4499,
    originalPriceCents: null,
    inStock: true,
  },
  {
    id: 'shake-3',
    catalogue: 'shakes',
    name: 'Collagen Protein Unflavored',
    priceCents: 3999,
    originalPriceCents: 4499,
    inStock: true,
  },
  {
    id: 'shake-4',
    catalogue: 'shakes',
    name: 'Casein Night Protein',
    priceCents: 4999,
    originalPriceCents: null,
    inStock: false,
  },
  {
    id: 'shake-5',
    catalogue: 'shakes',
    name: 'Superfood Greens Protein',
    priceCents: 5999,
    originalPriceCents: null,
    inStock: true,
  },
  {
    id: 'shake-6',
    catalogue: 'shakes',
    name: 'Cold Brew Protein',
    priceCents: 4299,
    originalPriceCents: null,
    inStock: true,
  },
  {
    id: 'peptide-1',
    catalogue: 'peptides',
    name: 'Collagen Joint Peptides',
    priceCents: 6999,
    originalPriceCents: 7999,
    inStock: true,
  },
  {
    id: 'peptide-2',
    catalogue: 'peptides',
    name: 'Creatine + Collagen Complex',
    priceCents: 4999,
    originalPriceCents: null,
    inStock: true,
  },
  {
    id: 'peptide-3',
    catalogue: 'peptides',
    name: 'Whey Recovery Peptides',
    priceCents: 5999,
    originalPriceCents: null,
    inStock: false,
  },
  {
    id: 'peptide-4',
    catalogue: 'peptides',
    name: 'GHK-Cu Copper Peptide Serum',
    priceCents: 8999,
    originalPriceCents: 10999,
    inStock: true,
  },
  {
    id: 'peptide-5',
    catalogue: 'peptides',
    name: 'Marine Collagen Skin Shots',
    priceCents: 7999,
    originalPriceCents: null,
    inStock: true,
  },
  {
    id: 'peptide-6',
    catalogue: 'peptides',
    name: 'Matrixyl Night Repair Cream',
    priceCents: 12999,
    originalPriceCents: 14999,
    inStock: true,
  },
  {
    id: 'natural-1',
    catalogue: 'other-naturals',
    name: 'Ashwagandha KSM-66',
    priceCents: 2999,
    originalPriceCents: 3499,
    inStock: true,
  },
  {
    id: 'natural-2',
    catalogue: 'other-naturals',
    name: "Lion's Mane Focus",
    priceCents: 3699,
    originalPriceCents: null,
    inStock: true,
  },
  {
    id: 'natural-3',
    catalogue: 'other-naturals',
    name: 'Turmeric Curcumin Complex',
    priceCents: 2799,
    originalPriceCents: null,
    inStock: true,
  },
  {
    id: 'natural-4',
    catalogue: 'other-naturals',
    name: 'Elderberry Immune Drops',
    priceCents: 2499,
    originalPriceCents: null,
    inStock: false,
  },
  {
    id: 'natural-5',
    catalogue: 'other-naturals',
    name: 'Milk Thistle Liver Support',
    priceCents: 2299,
    originalPriceCents: null,
    inStock: true,
  },
  {
    id: 'natural-6',
    catalogue: 'other-naturals',
    name: 'Ginger Peppermint Digestive Tea',
    priceCents: 1699,
    originalPriceCents: null,
    inStock: true,
  },
] as const

/** Units of a product shown in stock when orders began. */
export const SEED_STOCK = 100
/** Units of one product in one order, unless staff set another limit. */
export const SEED_MAX_PER_ORDER = 10
/** The catalogue whose every product needs a physician's review. */
export const REVIEWED_CATALOGUE = 'peptides'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('catalogue_products')
    // The content's product id (src/web/content/catalogues/), which the cart stores.
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('catalogue', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('price_cents', 'integer', (col) => col.notNull())
    // The crossed-out price of an offer, or null.
    .addColumn('original_price_cents', 'integer')
    .addColumn('stock', 'integer', (col) => col.notNull())
    // 0/1: an order with this product waits for a physician.
    .addColumn('needs_review', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('max_per_order', 'integer', (col) => col.notNull())
    // 0/1: 0 is no longer sold (kept, as past orders name it).
    .addColumn('active', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('updated_at', 'text', (col) => col.notNull())
    // The staff member who last changed it; null for the seed.
    .addColumn('updated_by', 'text', (col) => col.references('users.id').onDelete('set null'))
    // The backstop under the conditional update that takes stock: never below zero.
    .addCheckConstraint('catalogue_products_stock_check', sql`stock >= 0`)
    .execute()

  const now = new Date().toISOString()
  await db
    .insertInto('catalogue_products' as never)
    .values(
      catalogueSeed.map((product) => ({
        id: product.id,
        catalogue: product.catalogue,
        name: product.name,
        price_cents: product.priceCents,
        original_price_cents: product.originalPriceCents,
        stock: product.inStock ? SEED_STOCK : 0,
        needs_review: product.catalogue === REVIEWED_CATALOGUE ? 1 : 0,
        max_per_order: SEED_MAX_PER_ORDER,
        active: 1,
        updated_at: now,
        updated_by: null,
      })),
    )
    .execute()

  await db.schema
    .createTable('orders')
    .addColumn('id', 'text', (col) => col.primaryKey())
    // What the patient quotes on the phone: RM-XXXX-XXXX.
    .addColumn('number', 'text', (col) => col.notNull().unique())
    // One per order attempt, from the browser: a retried request finds its order.
    .addColumn('idempotency_key', 'text', (col) => col.notNull().unique())
    // The patient's account when they were signed in; the contact details are kept either way,
    // as a guest has only those. An account's deletion keeps the order (an accounting record)
    // and forgets whose account it was.
    .addColumn('user_id', 'text', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('first_name', 'text', (col) => col.notNull())
    .addColumn('last_name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('ship_line1', 'text', (col) => col.notNull())
    .addColumn('ship_line2', 'text')
    .addColumn('ship_city', 'text', (col) => col.notNull())
    // USPS code of a state the clinic serves.
    .addColumn('ship_state', 'text', (col) => col.notNull())
    .addColumn('ship_zip', 'text', (col) => col.notNull())
    // src/shared/orders/order-states.ts
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('subtotal_cents', 'integer', (col) => col.notNull())
    .addColumn('shipping_cents', 'integer', (col) => col.notNull())
    .addColumn('total_cents', 'integer', (col) => col.notNull())
    // A physician's reason for a change or a decline, or staff's for cancelling: the patient reads it.
    .addColumn('reason', 'text')
    // How the patient paid and the receipt or invoice number, recorded at `paid`.
    .addColumn('payment_method', 'text')
    .addColumn('payment_reference', 'text')
    .addColumn('carrier', 'text')
    .addColumn('tracking', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('orders_state_idx')
    .on('orders')
    .columns(['state', 'created_at'])
    .execute()
  await db.schema.createIndex('orders_user_idx').on('orders').columns(['user_id']).execute()
  await db.schema.createIndex('orders_email_idx').on('orders').columns(['email']).execute()
  await db.schema.createIndex('orders_created_idx').on('orders').columns(['created_at']).execute()

  await db.schema
    .createTable('order_lines')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('order_id', 'text', (col) =>
      col.notNull().references('orders.id').onDelete('cascade'),
    )
    // The line's place in the order, as the patient listed it.
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('product_id', 'text', (col) => col.notNull().references('catalogue_products.id'))
    // The name and price when the order was placed: a later change to the catalogue leaves them.
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('unit_price_cents', 'integer', (col) => col.notNull())
    // What is ordered now: a physician may lower it (0 removes the line).
    .addColumn('quantity', 'integer', (col) => col.notNull())
    // What the patient asked for.
    .addColumn('requested_quantity', 'integer', (col) => col.notNull())
    .addColumn('needs_review', 'integer', (col) => col.notNull())
    // approved | changed | declined, once a physician has decided; else null.
    .addColumn('review', 'text')
    .addColumn('review_reason', 'text')
    // A physician only ever lowers a quantity.
    .addCheckConstraint(
      'order_lines_quantity_check',
      sql`quantity >= 0 and quantity <= requested_quantity`,
    )
    .execute()
  await db.schema
    .createIndex('order_lines_order_idx')
    .on('order_lines')
    .columns(['order_id', 'position'])
    .execute()

  await db.schema
    .createTable('order_events')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('order_id', 'text', (col) =>
      col.notNull().references('orders.id').onDelete('cascade'),
    )
    // 1, 2, 3… within the order: two events of one request share a millisecond.
    .addColumn('sequence', 'integer', (col) => col.notNull())
    // Null for the submission, the first event.
    .addColumn('from_state', 'text')
    .addColumn('to_state', 'text', (col) => col.notNull())
    // patient | staff | physician | system
    .addColumn('actor', 'text', (col) => col.notNull())
    .addColumn('actor_user_id', 'text', (col) => col.references('users.id').onDelete('set null'))
    // The reason given, the payment reference or the tracking number.
    .addColumn('detail', 'text')
    .addColumn('at', 'text', (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('order_events_order_idx')
    .on('order_events')
    .columns(['order_id', 'sequence'])
    .unique()
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('order_events').execute()
  await db.schema.dropTable('order_lines').execute()
  await db.schema.dropTable('orders').execute()
  await db.schema.dropTable('catalogue_products').execute()
}
