// `@latch/i18n/translator`: createIntlTranslator, createTranslator without its lookup (createLookup,
// `./plain`): the ICU parser and renderer, plural rules and `Intl` formats as a chunk of their own,
// for code that holds createLookup already and loads the rest lazily (the language slice, whose
// first view's plain English needs only `./plain`).
export { createIntlTranslator } from '../translator/createIntlTranslator'
