import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { compressAssets } from './build/compress-assets.ts'

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    VitePWA({
      strategies: 'generateSW',
      filename: 'service-worker.js',
      manifestFilename: 'manifest.webmanifest',
      // 'prompt': a new version waits until the user presses Refresh on the update banner.
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon.svg', 'icons/*.png'],
      manifest: {
        name: 'Pitchwise - AI Soccer Predictions & Match Analysis',
        short_name: 'Pitchwise',
        description: 'Football questions answered from real fixtures and a calibrated statistical model.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#0b1220',
        background_color: '#0b1220',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        navigateFallback: '/index.html',
        // API calls, the outbox and the OpenAPI viewer are never answered from the cache.
        navigateFallbackDenylist: [/^\/api\//, /^\/dev\//, /^\/(sitemap\.xml|robots\.txt)$/],
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
      },
    }),
    // .br and .gz copies for the production server to send (build/compress-assets.ts).
    compressAssets(),
  ],
  server: {
    host: '127.0.0.1',
    proxy: { '/api': 'http://127.0.0.1:3000', '/dev': 'http://127.0.0.1:3000' },
  },
  build: { target: 'es2022', sourcemap: false },
  // OPERATOR_NAME / OPERATOR_ADDRESS (legal pages) are read at build time like VITE_* variables,
  // so `npm start` with them set shows them without a second, VITE_-prefixed copy.
  envPrefix: ['VITE_', 'OPERATOR_'],
})
