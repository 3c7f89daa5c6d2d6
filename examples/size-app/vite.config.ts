import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

/** Vite config of the size/speed benchmark app (see scripts/bench-app.ts). */
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  build: { target: 'es2022', sourcemap: false, manifest: true },
  logLevel: 'warn',
})
