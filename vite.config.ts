import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** Browser app: built to dist/web, served by the server on the same origin. */
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1200,
  },
  server: {
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
});
