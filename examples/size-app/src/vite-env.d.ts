/// <reference types="vite/client" />
// Vite's types for what the bundler resolves: the stylesheets this app imports for their effect.
