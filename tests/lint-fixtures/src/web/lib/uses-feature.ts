import { session } from '../features/auth/session'

export const libSession = session
