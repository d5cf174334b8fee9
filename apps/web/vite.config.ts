import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig } from 'vite';
import { pureSharedSchemas } from './pure-shared-plugin';

const sharedSource = /[\\/]packages[\\/]shared[\\/]src[\\/]/;
const apiProxy = { '/api': { target: 'http://localhost:8181', changeOrigin: true } };

export default defineConfig({
  plugins: [react(), tailwindcss(), pureSharedSchemas(sharedSource)],
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
      // With the plugin above, shared modules nobody uses drop out entirely (see pure-shared-plugin).
      treeshake: { moduleSideEffects: (id: string) => !sharedSource.test(id) },
    },
  },
});
