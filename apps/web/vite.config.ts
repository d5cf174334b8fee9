import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig } from 'vite';

const apiProxy = { '/api': { target: 'http://localhost:8181', changeOrigin: true } };

export default defineConfig({
  plugins: [react(), tailwindcss()],
  // `source` makes @atelier/shared resolve to its TypeScript source, so no prebuild is needed.
  resolve: {
    conditions: ['source', ...defaultClientConditions],
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: { port: 5181, strictPort: true, proxy: apiProxy },
  preview: { port: 5181, strictPort: true, proxy: apiProxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      treeshake: {
        // The shared package builds zod schemas at module level. Declaring its modules free of
        // side effects and `z` pure lets the landing page import PLANS without all of zod.
        moduleSideEffects: (id: string) => !/[\\/]packages[\\/]shared[\\/]src[\\/]/.test(id),
        manualPureFunctions: ['z'],
      },
    },
  },
});
