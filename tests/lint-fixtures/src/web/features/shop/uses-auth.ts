import { session } from '../auth/session'

export const shopSession = session
