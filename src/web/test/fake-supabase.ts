import type { AuthChangeEvent, Session, SupabaseClient, User } from '@supabase/supabase-js'
import { vi } from 'vitest'

import type { SiteConfig } from '@/lib/supabase'

/**
 * A stand-in for `src/web/lib/supabase.ts` in unit tests:
 *
 *   vi.mock('@/lib/supabase', () => import('@/test/fake-supabase'))
 *
 * The test then drives `fakeSupabase`: the config, each auth method (vi.fn) and `emit()` for
 * auth events. Like supabase-js, sign-in and sign-out emit their events before resolving.
 */

type Listener = (event: AuthChangeEvent, session: Session | null) => void

const listeners = new Set<Listener>()
/** The session of the last auth event, which getSession() answers. */
let currentSession: Session | null = null

function createAuth() {
  return {
    onAuthStateChange: vi.fn((listener: Listener) => {
      listeners.add(listener)
      return {
        data: {
          subscription: {
            id: 'fake',
            callback: listener,
            unsubscribe: () => listeners.delete(listener),
          },
        },
      }
    }),
    signInWithPassword:
      vi.fn<(credentials: { email: string; password: string }) => Promise<unknown>>(),
    signUp: vi.fn<(credentials: unknown) => Promise<unknown>>(),
    getSession: vi.fn(() => Promise.resolve({ data: { session: currentSession }, error: null })),
    signOut: vi.fn((_options?: { scope?: string }) => {
      emit('SIGNED_OUT', null)
      return Promise.resolve({ error: null })
    }),
    refreshSession: vi.fn<() => Promise<unknown>>(),
    /** The server's end of a sign-out: POST /auth/v1/logout with the session's token. */
    admin: {
      signOut: vi.fn<(jwt: string, scope?: string) => Promise<unknown>>(() =>
        Promise.resolve({ data: null, error: null }),
      ),
    },
  }
}

/** Like supabase-js, public URLs are built from the configured URL without a request. */
function createStorage() {
  return {
    from: vi.fn((bucket: string) => ({
      getPublicUrl: (path: string) => ({
        data: {
          publicUrl: `${fakeSupabase.config.supabaseUrl}/storage/v1/object/public/${bucket}/${path}`,
        },
      }),
    })),
  }
}

export const fakeSupabase = {
  config: {
    supabaseUrl: 'http://127.0.0.1:3000',
    supabaseAnonKey: 'anon',
    siteAccess: 'staff',
    staffMfa: 'optional',
    staffIdleMinutes: 30,
  } as SiteConfig,
  auth: createAuth(),
  storage: createStorage(),
  /** Make getSiteConfig()/getSupabase() fail, as when /config.json cannot be fetched. */
  loadError: undefined as Error | undefined,
  /** Whether the browser holds a session to restore (else the client loads on first use). */
  hasStoredSession: true,
  /** How many times the client was asked for. */
  clientLoads: 0,
  emit,
  get listenerCount() {
    return listeners.size
  },
  reset(siteAccess: SiteConfig['siteAccess'] = 'staff') {
    listeners.clear()
    currentSession = null
    this.config = { ...this.config, siteAccess }
    this.auth = createAuth()
    this.storage = createStorage()
    this.loadError = undefined
    this.hasStoredSession = true
    this.clientLoads = 0
    clientListeners.clear()
  },
}

function emit(event: AuthChangeEvent, session: Session | null) {
  currentSession = session
  for (const listener of [...listeners]) listener(event, session)
}

export function getSiteConfig(): Promise<SiteConfig> {
  if (fakeSupabase.loadError) return Promise.reject(fakeSupabase.loadError)
  return Promise.resolve(fakeSupabase.config)
}

const clientListeners = new Set<(client: SupabaseClient) => void>()

export function getSupabase(): Promise<SupabaseClient> {
  if (fakeSupabase.loadError) return Promise.reject(fakeSupabase.loadError)
  fakeSupabase.clientLoads += 1
  const client = {
    auth: fakeSupabase.auth,
    storage: fakeSupabase.storage,
  } as unknown as SupabaseClient
  for (const listener of clientListeners) listener(client)
  return Promise.resolve(client)
}

export function onSupabaseClient(listener: (client: SupabaseClient) => void): () => void {
  clientListeners.add(listener)
  return () => clientListeners.delete(listener)
}

export function hasSessionToRestore(): boolean {
  return fakeSupabase.hasStoredSession
}

export function forgetStoredSession(): void {
  fakeSupabase.hasStoredSession = false
}

export function makeUser({
  email = 'person@example.com',
  role,
  identities = 1,
}: { email?: string; role?: string; identities?: number } = {}): User {
  const id = `user-${email}`
  return {
    id,
    aud: 'authenticated',
    role: 'authenticated',
    email,
    app_metadata: { provider: 'email', providers: ['email'], ...(role ? { role } : {}) },
    user_metadata: {},
    identities: Array.from({ length: identities }, () => ({
      id,
      identity_id: `identity-${id}`,
      user_id: id,
      provider: 'email',
      identity_data: { sub: id, email },
    })),
    created_at: '2026-01-01T00:00:00Z',
  }
}

export function makeSession(user: User): Session {
  return {
    access_token: 'access-token',
    refresh_token: 'refresh-token',
    expires_in: 3600,
    expires_at: Math.floor(Date.now() / 1000) + 3600,
    token_type: 'bearer',
    user,
  }
}

/** A staff user's session, as the server issues it. */
export function staffSession(email = 'staff@renewmedical.example') {
  return makeSession(makeUser({ email, role: 'staff' }))
}

/** signInWithPassword succeeds: SIGNED_IN is emitted, then `{ data, error: null }`. */
export function signInSucceeds(session: Session) {
  fakeSupabase.auth.signInWithPassword.mockImplementation(() => {
    emit('SIGNED_IN', session)
    return Promise.resolve({ data: { user: session.user, session }, error: null })
  })
}

/** A promise the test settles itself, to look at the UI while a call is pending. */
export function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (reason: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

/**
 * Grace Hopper (a name, a phone and Texas in her profile) visiting the public site; `signedIn`
 * gives getSession() — and so apiRequest — her session. `storedSession` is whether the browser
 * holds one to restore (apiRequest loads supabase-js only then).
 */
export function patientOnPublicSite({
  signedIn = false,
  storedSession = true,
}: { signedIn?: boolean; storedSession?: boolean } = {}) {
  fakeSupabase.reset('public')
  fakeSupabase.hasStoredSession = storedSession
  const user = makeUser({ email: 'grace@example.com' })
  user.user_metadata = {
    first_name: 'Grace',
    last_name: 'Hopper',
    phone: '(512) 555-0100',
    state: 'TX',
  }
  const session = makeSession(user)
  Object.assign(fakeSupabase.auth, {
    getSession: vi.fn(() =>
      Promise.resolve({ data: { session: signedIn ? session : null }, error: null }),
    ),
  })
  return { user, session }
}
