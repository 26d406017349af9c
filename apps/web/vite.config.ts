import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
/** The API server the dev server forwards to; `npm run dev` starts it on 3000. */
const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  root,
  plugins: [react()],
  server: {
    port: 5173,
    strictPort: true,
    // Host and Origin stay the dev server's: `npm run dev` gives the API server PUBLIC_URL=http://localhost:5173,
    // the one origin its same-origin check accepts. strictPort: another port would not be that origin.
    proxy: {
      '/fe': { target: apiTarget },
      '/api': { target: apiTarget },
    },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
    // The largest chunk is exceljs (about 940 kB), loaded only when a workbook is uploaded on /tool/mass
    // or /tool/tender; every chunk of the first page is far below this.
    chunkSizeWarningLimit: 1000,
    rollupOptions: {
      onwarn(warning, warn) {
        // zod's bundled comments trip Rollup's annotation check; nothing to act on.
        if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('node_modules')) return;
        warn(warning);
      },
      output: {
        // The libraries every page needs, in chunks of their own that stay cached across releases of
        // the app's code. The rest (the grid's virtualizer, exceljs) goes with the route chunks that
        // import them (routes are loaded on first visit: React Router's `lazy`).
        manualChunks(id) {
          if (!id.includes('node_modules')) return undefined;
          if (id.includes('@tabler')) return 'icons';
          if (id.includes('@mantine') || id.includes('@floating-ui')) return 'mantine';
          if (/node_modules\/(react|react-dom|react-router|scheduler)\//.test(id)) return 'react';
          if (/node_modules\/(zod|libphonenumber-js|postcode-validator|dayjs)\//.test(id)) return 'vendor';
          return undefined;
        },
      },
    },
  },
});
