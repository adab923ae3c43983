/** The one place URLs are spelled. Route definitions and links both read from here. */

function blogArticle(id: string) {
  return `/blog/${encodeURIComponent(id)}`
}
/** The route pattern, for the router; call `paths.blogArticle(id)` for links. */
blogArticle.pattern = '/blog/:id' as const

function shopProduct(id: string) {
  return `/shop/${encodeURIComponent(id)}`
}
/** The route pattern, for the router; call `paths.shopProduct(id)` for links. */
shopProduct.pattern = '/shop/:productId' as const

/**
 * A public object of the storage server (`/storage/v1/object/public/<bucket>/<file>`), for
 * media that must not wait for supabase-js (a hero poster is the page's largest paint).
 */
function adminRequest(id: string) {
  return `/admin/requests/${encodeURIComponent(id)}`
}
/** The route pattern, for the router; call `paths.adminRequest(id)` for links. */
adminRequest.pattern = '/admin/requests/:requestId' as const

function adminIntake(id: string) {
  return `/admin/intakes/${encodeURIComponent(id)}`
}
/** The route pattern, for the router; call `paths.adminIntake(id)` for links. */
adminIntake.pattern = '/admin/intakes/:intakeId' as const

function adminPerson(ref: string) {
  // A reference is `kind:uuid`: nothing in it needs escaping, and it reads better unescaped.
  return `/admin/people/${encodeURIComponent(ref).replace('%3A', ':')}`
}
/** The route pattern, for the router; call `paths.adminPerson(ref)` for links. */
adminPerson.pattern = '/admin/people/:personRef' as const

function adminOrder(id: string) {
  return `/admin/orders/${encodeURIComponent(id)}`
}
/** The route pattern, for the router; call `paths.adminOrder(id)` for links. */
adminOrder.pattern = '/admin/orders/:orderId' as const

function intakeProgram(program: string) {
  return `/intake/${encodeURIComponent(program)}`
}
/** The route pattern, for the router; call `paths.intakeProgram(program)` for links. */
intakeProgram.pattern = '/intake/:program' as const

function storageObject(bucket: string, file: string) {
  return `/storage/v1/object/public/${encodeURIComponent(bucket)}/${file.split('/').map(encodeURIComponent).join('/')}`
}

export const paths = {
  home: '/',

  supplements: '/supplements',
  shakes: '/shakes',
  peptides: '/peptides',
  otherNaturals: '/other-naturals',
  shopProduct,

  weightLoss: '/weight-loss',
  rm3: '/rm3',
  lifestyle: '/lifestyle',

  mensHealth: '/mens-health',
  edTreatment: '/ed-treatment',
  testosterone: '/testosterone',
  enclomiphene: '/enclomiphene',
  hairgrowRx: '/hairgrow-rx',

  consultation: '/consultation',
  /** The clinics by state, with telehealth in the states served online. */
  locations: '/locations',
  /** Booking links on the program pages use this; it redirects to `consultation`. */
  freeConsultation: '/free-consultation',
  founder: '/dr-mason',
  ceo: '/alexandra-mason',

  blog: '/blog',
  blogArticle,
  articles: '/articles',
  downloads: '/downloads',

  directMed: '/direct-med',
  /**
   * The staff workspace. Bare, it opens the queue for staff (where they land); with a query it
   * is the leads dashboard, whose URLs always carry its tab (`adminLeads`), so old links such as
   * the clinic mail's `/admin?tab=consultations` still open the leads.
   */
  admin: '/admin',
  adminLeads: '/admin?tab=consultation',
  adminQueue: '/admin/queue',
  adminPeople: '/admin/people',
  adminPerson,
  adminAudit: '/admin/audit',
  adminRequest,
  /** Submitted health questionnaires awaiting a physician's review, and one of them. */
  adminIntakes: '/admin/intakes',
  adminIntake,
  /** The staff side of booking: the calendar of visits; clinics, clinicians, hours, time off. */
  adminCalendar: '/admin/calendar',
  adminAvailability: '/admin/availability',
  /** Order requests from the shop: the queue (and physicians' review queue), one order, stock and prices. */
  adminOrders: '/admin/orders',
  adminOrder,
  adminCatalogue: '/admin/catalogue',
  /** The header's old spelling (docs/product.md, Routes); it redirects to `directMed`. */
  directMedLegacy: '/directmed',
  auth: '/auth',
  authReset: '/auth/reset',
  /** A signed-in patient's account: profile, My care, My data. */
  account: '/account',
  /** The online health intake: the choice of program, then its questionnaire. */
  intake: '/intake',
  intakeProgram,
  /** Self-service booking of a consultation, and one booking from its link or My care. */
  book: '/book',
  bookManage: '/book/manage',
  /** The cart's order request (contact and shipping), then its confirmation with the number. */
  checkout: '/checkout',
  orderConfirmation: '/checkout/confirmation',

  sarahTransformation: '/sarah-transformation',
  markRevival: '/mark-revival',
  completeJourney: '/complete-journey',
  servicesOverview: '/services-overview',
  successStories: '/success-stories',

  privacy: '/privacy',
  consumerHealthData: '/consumer-health-data-privacy',

  storageObject,
} as const satisfies Record<string, string | ((...args: never[]) => string)>

export type Paths = typeof paths
