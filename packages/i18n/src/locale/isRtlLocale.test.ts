import { describe, expect, it } from 'vitest'
import { isRtlLocale } from './isRtlLocale'

describe('isRtlLocale', () => {
  it.each(['ar', 'ar-EG', 'he', 'he-IL', 'iw', 'fa', 'fa_IR', 'ur', 'ps', 'yi', 'az-Arab', 'pa-Arab-PK'])(
    '%s is right to left',
    (code) => expect(isRtlLocale(code)).toBe(true),
  )
  it.each(['en', 'ja', 'zh-TW', 'tr', 'ru', 'hi', 'az-Latn', 'ku-Latn', 'uz-Cyrl', 'arn'])(
    '%s is left to right',
    (code) => expect(isRtlLocale(code)).toBe(false),
  )
})
