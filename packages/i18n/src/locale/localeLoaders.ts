import type { Messages } from '../locales/en'
import type { BuiltInLocaleCode } from './builtInLocaleCodes'

/**
 * How each shipped locale other than English is loaded: a dynamic `import()` per locale from a
 * static map, so a bundler makes one chunk per locale and a page fetches only the one it shows.
 * English is imported statically (it is every locale's fallback).
 *
 * @example
 * ```ts
 * const messages = await LOCALE_LOADERS.ja()
 * ```
 */
export const LOCALE_LOADERS = {
  ar: () => import('../locales/ar').then((m) => m.ar),
  he: () => import('../locales/he').then((m) => m.he),
  'zh-CN': () => import('../locales/zhCN').then((m) => m.zhCN),
  'zh-TW': () => import('../locales/zhTW').then((m) => m.zhTW),
  ja: () => import('../locales/ja').then((m) => m.ja),
  ko: () => import('../locales/ko').then((m) => m.ko),
  hi: () => import('../locales/hi').then((m) => m.hi),
  id: () => import('../locales/id').then((m) => m.id),
  vi: () => import('../locales/vi').then((m) => m.vi),
  th: () => import('../locales/th').then((m) => m.th),
  tr: () => import('../locales/tr').then((m) => m.tr),
  ru: () => import('../locales/ru').then((m) => m.ru),
  uk: () => import('../locales/uk').then((m) => m.uk),
  pl: () => import('../locales/pl').then((m) => m.pl),
  de: () => import('../locales/de').then((m) => m.de),
  fr: () => import('../locales/fr').then((m) => m.fr),
  es: () => import('../locales/es').then((m) => m.es),
  'pt-BR': () => import('../locales/ptBR').then((m) => m.ptBR),
  it: () => import('../locales/it').then((m) => m.it),
  nl: () => import('../locales/nl').then((m) => m.nl),
} as const satisfies Record<Exclude<BuiltInLocaleCode, 'en'>, () => Promise<Messages>>
