export const dbClient = { name: 'db' }
