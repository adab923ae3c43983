/** @type {import('prettier').Config & import('prettier-plugin-tailwindcss').PluginOptions} */
const config = {
  semi: false,
  singleQuote: true,
  printWidth: 100,
  trailingComma: 'all',
  plugins: ['prettier-plugin-tailwindcss'],
  // Tailwind v4: the plugin reads the theme and custom utilities from the CSS entry point.
  tailwindStylesheet: './src/web/styles.css',
  // Class lists passed to these are sorted too, not only className attributes.
  tailwindFunctions: ['cn', 'cva'],
}

export default config
