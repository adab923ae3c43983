export const contractVersion = 1
