import { restHandler } from '../rest/handler'

export const middlewareHandler = restHandler
