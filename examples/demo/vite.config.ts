import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

/** Vite config of the Latch demo: a React app; `build.ts` builds it, `serve.ts` serves the output. */
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  build: { target: 'es2022', sourcemap: false },
  logLevel: 'warn',
})
