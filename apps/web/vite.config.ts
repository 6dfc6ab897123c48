import { fastifyReactRouterDev } from '@mcansh/react-router-fastify/vite'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [
    tailwindcss(),
    reactRouter(),
    fastifyReactRouterDev({
      entry: '../server/src/dev-server.ts',
      // The server reads the context token from the build itself (build.entry.module.apiContext),
      // so nothing imported by the server entry has to be kept out of the SSR bundle.
      externalizeServerEntryImports: false,
    }),
  ],
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // Small pure modules of the domain that every traveller page loads: one chunk instead
              // of nine 100–400-byte ones (each costs a request and its own gzip header on the
              // home page's budget, decision 046). Nothing of the portals is in it.
              name: 'domain-basics',
              test: /packages[\\/]domain[\\/]src[\\/](contact-forms|currency|dates|duration|money|site|text|tour-types|travellers)\.ts$/,
            },
          ],
        },
      },
    },
  },
  server: {
    // `npm run dev` answers where `npm start` does.
    port: Number(process.env.PORT ?? 3000),
    strictPort: true,
    watch: {
      // PGlite writes under data/ on every query; a restart per write kills the dev server
      // with FST_ERR_REOPENED_CLOSE_SERVER (stack notes).
      ignored: ['**/data/**'],
    },
  },
})
