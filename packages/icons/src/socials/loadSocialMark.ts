import { SOCIAL_ICONS } from '../generated/iconLoaders'

/**
 * A social-login mark: one SVG path on a 24×24 grid and the brand colour, drawn inline so that
 * near-black marks can follow the text colour in a dark theme.
 *
 * @example
 * ```ts
 * const mark: SocialMark = { title: 'GitHub', path: 'M12 …', color: '#181717' }
 * ```
 */
export type SocialMark = { title: string; path: string; color: string }

/**
 * Loads the shipped mark of a social-login provider (Google, GitHub, Apple, X, Discord, Farcaster,
 * Facebook).
 *
 * @param provider - Core's `SocialProvider` id.
 * @returns The mark, or undefined for a provider with none.
 * @example
 * ```ts
 * const mark = await loadSocialMark('github')
 * ```
 */
export async function loadSocialMark(provider: string): Promise<SocialMark | undefined> {
  if (!Object.hasOwn(SOCIAL_ICONS, provider)) return undefined
  const { mark } = await SOCIAL_ICONS[provider as keyof typeof SOCIAL_ICONS]()
  return { title: mark.title, path: mark.path, color: mark.color }
}
