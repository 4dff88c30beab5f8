// The yardstick: a bare Fastify 5 hello-world, measured in the same run as the site so that
// results are ratios, which a busy or shared machine changes far less than raw figures.
import { anchorApp, cpuMicroseconds } from './rounds';

const app = anchorApp();
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
// run.ts asks for the CPU time spent, to set the site's per request beside this one's.
process.on('message', (message) => {
  if (message === 'cpu') process.send?.({ cpu: cpuMicroseconds() });
});
process.on('SIGTERM', () => process.exit(0));
