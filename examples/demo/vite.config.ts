import react from '@vitejs/plugin-react'
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite'

/** Vite config of the Latch demo: a React app; `build.ts` builds it, `serve.ts` serves the output. */
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  // `@latch/*` from the packages' `source` condition (src): no package build needed first.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
  build: { target: 'es2022', sourcemap: false },
  logLevel: 'warn',
})
