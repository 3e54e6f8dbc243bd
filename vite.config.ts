import { cloudflare } from '@cloudflare/vite-plugin'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

/** Changes with every build: cached HTML from an earlier deploy (pointing at old asset hashes) is never served. */
const BUILD_ID = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`

export default defineConfig({
  define: { __BUILD_ID__: JSON.stringify(BUILD_ID) },
  server: { port: 5173, host: '127.0.0.1' },
  resolve: { tsconfigPaths: true },
  plugins: [
    cloudflare({ viteEnvironment: { name: 'ssr' } }),
    tanstackStart({
      router: {
        // Loaders travel with their page's component: one request per page chunk, and the entry chunk no
        // longer carries every page's data code (admin included) to every visitor.
        codeSplittingOptions: { defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']] },
      },
    }),
    viteReact(),
  ],
})
