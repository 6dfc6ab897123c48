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
              // React, React DOM and React Router, which every page loads whole: one chunk instead
              // of six, each with its own request and gzip header (decision 071: 3,054 bytes less
              // on the home page, which paid for the translation runtime).
              name: 'framework',
              test: /node_modules[\\/](react-router|react|react-dom|scheduler)[\\/]/,
            },
            {
              // Lingui's runtime with the language helpers (decision 071), about 2.8 KB gzip.
              name: 'i18n',
              test: /node_modules[\\/]@lingui[\\/]|packages[\\/]domain[\\/]src[\\/]i18n[\\/]locales\.ts$|app[\\/]lib[\\/]i18n\.tsx$/,
            },
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
