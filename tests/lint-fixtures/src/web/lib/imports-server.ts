import type { secret } from '../../server/secret'

export type Leaked = typeof secret
