// One log line per request, written when its answer has gone: the request (method, path, host,
// client address, as app.ts's serializer gives them), the status and the time it took. Fastify's own
// request logging writes two lines a request ("incoming request", then "request completed"); under
// load, writing them took about a seventh of the server's main thread, and the second line can carry
// everything the first one does. The arrival is still logged at `debug`, for a request that never
// completes (pino's method for a level that is off does nothing).
import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

export class RequestLog extends LogController {
  override incomingRequest(request: FastifyRequest) {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply) {
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
