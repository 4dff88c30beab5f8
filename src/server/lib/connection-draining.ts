// Once the server is closing, every answer still going out closes its connection. Fastify's close
// stops listening and waits for the connections it has; a keep-alive connection (a load balancer's,
// a browser's) whose request finishes during the close would otherwise stay open, idle, until its
// keep-alive time ran out (72 s), and the close with it.
import type { FastifyInstance } from 'fastify';

export function closeConnectionsWhenClosing(app: FastifyInstance) {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
}
