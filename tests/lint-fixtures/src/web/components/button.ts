export const buttonClass = 'btn'
