import { routes } from '../../app/router'

export const authRoutes = routes
