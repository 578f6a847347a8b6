import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.VITE_API_PROXY ?? `http://localhost:${process.env.PORT ?? 3000}`;

export default defineConfig({
  root: 'pwa',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  build: {
    outDir: '../dist/pwa',
    emptyOutDir: true,
    sourcemap: true,
  },
  server: {
    port: 5173,
    // In development Vite serves the app and hands API calls to the Koa server.
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
});
