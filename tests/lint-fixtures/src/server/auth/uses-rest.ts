import { restHandler } from '../rest/handler'

export const authHandler = restHandler
