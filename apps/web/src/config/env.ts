/**
 * The web app's build-time configuration: only VITE_* and OPERATOR_* variables (see
 * vite.config.ts), each with a default, so a plain `npm run build` works. Server configuration
 * never reaches the browser.
 */
const env = import.meta.env

export const webEnv = {
  productName: 'Pitchwise',
  operatorName: (env.OPERATOR_NAME as string | undefined) || 'Pitchwise Ltd',
  operatorAddress: (env.OPERATOR_ADDRESS as string | undefined) || '1 Example Street, London, United Kingdom',
  contactEmail: (env.VITE_CONTACT_EMAIL as string | undefined) || 'support@pitchwise.example',
  social: {
    x: (env.VITE_SOCIAL_X as string | undefined) || 'https://x.com/pitchwise',
    instagram: (env.VITE_SOCIAL_INSTAGRAM as string | undefined) || 'https://instagram.com/pitchwise',
    facebook: (env.VITE_SOCIAL_FACEBOOK as string | undefined) || 'https://facebook.com/pitchwise',
  },
} as const
