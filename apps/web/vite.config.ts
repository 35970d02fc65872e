import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// The API server of `npm run dev -w @jade/server`; the site's calls go through the dev proxy so that
// the browser sees one origin, as it does in production where the server also serves the site.
const API_TARGET = process.env.JADE_API ?? 'http://localhost:8080';
const proxied = ['/wps', '/lgw', '/img', '/docs', '/vendor-sim'];

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((prefix) => [prefix, { target: API_TARGET, changeOrigin: false }])),
  },
  preview: {
    proxy: Object.fromEntries(proxied.map((prefix) => [prefix, { target: API_TARGET, changeOrigin: false }])),
  },
  build: {
    target: 'es2022',
    // Each language catalogue, page and dialog is its own lazy chunk. React and the router, which every
    // page needs and which change only on upgrades, get their own long-cached chunks that the browser
    // fetches in parallel with the app's code.
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/, priority: 2 },
          ],
        },
      },
    },
  },
});
