// The round-robin proxy (round-robin-proxy.ts) as a process of its own, driven over IPC by
// spawnRoundRobinProxy: it says where it listens, takes its upstreams, reports its counts,
// and stops on SIGTERM or when its parent goes away.
import { type ProxyAnswer, type ProxyRequest, startRoundRobinProxy } from './round-robin-proxy'

const proxy = await startRoundRobinProxy()
const send = (answer: ProxyAnswer) => process.send?.(answer)

process.on('message', (message: ProxyRequest) => {
  if (message?.type === 'upstreams') {
    void proxy.setUpstreams(message.urls).then(() => send({ type: 'upstreams' }))
  } else if (message?.type === 'counts') {
    void proxy.counts().then((counts) => send({ type: 'counts', counts }))
  }
})
const stop = () => void proxy.close().then(() => process.exit(0))
process.on('SIGTERM', stop)
process.on('disconnect', stop)
send({ type: 'listening', url: proxy.url })
