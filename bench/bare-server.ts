/** The yardstick: a bare Fastify route on the same machine, answering a small JSON body. */
import Fastify from 'fastify'

const app = Fastify({ logger: false })
app.get('/bare', async () => ({ status: 'success', data: { results: [] } }))
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' })
process.send?.('ready')
