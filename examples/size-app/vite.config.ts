import react from '@vitejs/plugin-react'
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite'

/** Vite config of the size/speed benchmark app (see scripts/bench-app.ts). */
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  // `@latch/*` from the packages' `source` condition (src): no package build needed first.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
  build: { target: 'es2022', sourcemap: false, manifest: true },
  logLevel: 'warn',
})
