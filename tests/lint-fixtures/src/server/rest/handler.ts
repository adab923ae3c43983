export const restHandler = (): string => 'rest'
