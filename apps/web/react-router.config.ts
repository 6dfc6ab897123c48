import type { Config } from '@react-router/dev/config'

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  // The public catalogue is rendered on the server for speed and SEO (architecture brief).
  ssr: true,
} satisfies Config
