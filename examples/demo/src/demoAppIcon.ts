/**
 * The demo app's icon, inline (no outside request): a rounded square with an "L". The modal shows
 * it where the app is named, e.g. beside the sign-in message.
 */
export const DEMO_APP_ICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect width="48" height="48" rx="12" fill="#3b5bdb"/><path d="M17 12h5v19h11v5H17z" fill="#fff"/></svg>',
)}`
