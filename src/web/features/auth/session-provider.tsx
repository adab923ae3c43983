import type { Session, SupabaseClient, User } from '@supabase/supabase-js'
import { createContext, useContext, useCallback, useEffect, useMemo, useState } from 'react'
import type * as React from 'react'

import { islandsHydrated } from '@/components/island'
import {
  getSiteConfig,
  getSupabase,
  hasSessionToRestore,
  onSupabaseClient,
  type SiteAccess,
  type StaffMfa,
} from '@/lib/supabase'

import { signOut as signOutRequest, type SignOutScope } from './api/sign-out'
import { type StaffAccess, staffAccess } from './staff'

export type SessionStatus = 'loading' | 'ready'

export type SessionContextValue = {
  /** 'loading' until supabase-js reports the stored session (INITIAL_SESSION). */
  status: SessionStatus
  session: Session | null
  user: User | null
  /** From /config.json; 'staff' (gate up) until the config says otherwise. */
  siteAccess: SiteAccess
  /** Whether the session has staff rights: `staffAccess === 'granted'`. */
  isStaff: boolean
  /** Staff rights, or the second-factor step that stands before them. */
  staffAccess: StaffAccess
  /** Forgets the session here at once, then tells the server. Never rejects. */
  signOut: (options?: { scope?: SignOutScope }) => Promise<void>
}

export const SessionContext = createContext<SessionContextValue | null>(null)

type AuthState = {
  status: SessionStatus
  session: Session | null
  siteAccess: SiteAccess
  staffMfa: StaffMfa
}

// Fail closed until the config says otherwise: the gate up, a second factor required.
const initialState: AuthState = {
  status: 'loading',
  session: null,
  siteAccess: 'staff',
  staffMfa: 'required',
}

/**
 * Holds the auth session for the whole app. Nothing happens during render (so it renders on the
 * server too): the effect loads /config.json; when there is a session to restore it loads the
 * supabase-js chunk and follows `onAuthStateChange` (first event INITIAL_SESSION). A visitor
 * with nothing stored is signed out at once, and the chunk loads only when they sign in.
 */
export function SessionProvider({ children }: { children: React.ReactNode }) {
  const [state, setState] = useState<AuthState>(initialState)

  useEffect(() => {
    let active = true
    let unsubscribe: (() => void) | undefined
    let cleanup: (() => void) | undefined

    const loadingConfig = getSiteConfig()
    // Handled below, once the page's islands are hydrated (components/island.tsx: the header
    // and the bars render the session, and must first hydrate as the server rendered them).
    loadingConfig.catch(() => {})
    islandsHydrated()
      .then(() => loadingConfig)
      .then((config) => {
        if (!active) return
        const follow = (supabase: SupabaseClient) => {
          if (!active || unsubscribe) return
          const { data } = supabase.auth.onAuthStateChange((event, session) => {
            // Only state updates here: supabase-js awaits these callbacks.
            setState((previous) =>
              event === 'INITIAL_SESSION'
                ? {
                    status: 'ready',
                    session,
                    siteAccess: config.siteAccess,
                    staffMfa: config.staffMfa,
                  }
                : { ...previous, session },
            )
          })
          unsubscribe = () => data.subscription.unsubscribe()
        }
        if (hasSessionToRestore(config)) return getSupabase().then(follow)
        // Nothing stored: signed out now; follow the client once a sign-in loads it.
        setState({
          status: 'ready',
          session: null,
          siteAccess: config.siteAccess,
          staffMfa: config.staffMfa,
        })
        cleanup = onSupabaseClient(follow)
      })
      .catch((error: unknown) => {
        // Without config or client nobody can be signed in: show the (fail-closed) signed-out
        // app rather than a loading screen forever. Signing in retries the load.
        console.error('Could not start the auth session:', error)
        if (active) setState({ ...initialState, status: 'ready' })
      })

    return () => {
      active = false
      cleanup?.()
      unsubscribe?.()
    }
  }, [])

  const signOut = useCallback(async (options?: { scope?: SignOutScope }) => {
    // docs/product.md, Access and the gate: the local user and session go first, then the backend
    // is told.
    setState((previous) => ({ ...previous, session: null }))
    try {
      const { error } = await signOutRequest(options)
      if (error) console.warn('Sign-out did not complete on the server:', error.message)
    } catch (error) {
      console.warn('Sign-out did not reach the server:', error)
    }
  }, [])

  const value = useMemo<SessionContextValue>(() => {
    const access = staffAccess(state.session, state.staffMfa)
    return {
      status: state.status,
      session: state.session,
      user: state.session?.user ?? null,
      siteAccess: state.siteAccess,
      isStaff: access === 'granted',
      staffAccess: access,
      signOut,
    }
  }, [state, signOut])

  return <SessionContext value={value}>{children}</SessionContext>
}

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext)
  if (!value) throw new Error('useSession must be used within a SessionProvider')
  return value
}
