// Loaded into a server under test with `node --import`: on SIGUSR2 it ends the embedded database's
// thread, as a crash inside it would. That thread is the one the server posts wire-protocol data to.
import { isMainThread, Worker } from 'node:worker_threads';

if (isMainThread) {
  let database;
  const post = Worker.prototype.postMessage;
  Worker.prototype.postMessage = function (message, ...rest) {
    if (message?.type === 'data') database = this;
    return post.call(this, message, ...rest);
  };
  process.on('SIGUSR2', () => void database?.terminate());
}
