import { session } from '../features/auth/session'
import { buttonClass } from '../components/button'

export const appState = { session, buttonClass }
