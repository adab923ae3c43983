export const routes = ['/']
