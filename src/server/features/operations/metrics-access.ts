// Who may read /metrics. With METRICS_TOKEN set: whoever sends it as `Authorization: Bearer`. Without
// it: a caller on this machine or the private network (a Prometheus beside the app), asking the
// app directly. A request a proxy relayed (it names a forwarded address) is never taken as local,
// whatever TRUST_PROXY says: the address it names can be written by anyone, and the proxy's own
// address is private, so everyone behind it would otherwise look local.
import { createHash, timingSafeEqual } from 'node:crypto';
import { BlockList, isIPv4 } from 'node:net';
import type { FastifyRequest } from 'fastify';

const LOCAL_NETWORKS = new BlockList();
LOCAL_NETWORKS.addSubnet('127.0.0.0', 8, 'ipv4');
LOCAL_NETWORKS.addSubnet('10.0.0.0', 8, 'ipv4');
LOCAL_NETWORKS.addSubnet('172.16.0.0', 12, 'ipv4');
LOCAL_NETWORKS.addSubnet('192.168.0.0', 16, 'ipv4');
LOCAL_NETWORKS.addAddress('::1', 'ipv6');
LOCAL_NETWORKS.addSubnet('fc00::', 7, 'ipv6');

const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

export function isLocalAddress(address: string | undefined): boolean {
  if (!address) return false;
  // An IPv4 caller on a dual-stack socket shows as ::ffff:10.1.2.3.
  const plain = address.replace(/^::ffff:/i, '');
  return LOCAL_NETWORKS.check(plain, isIPv4(plain) ? 'ipv4' : 'ipv6');
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether a request may read /metrics, given METRICS_TOKEN (or none). */
export function metricsAccess(token: string | undefined) {
  const expected = token ? digest(token) : null;
  return (request: FastifyRequest): boolean => {
    if (expected) {
      const header = request.headers.authorization ?? '';
      // Digests of equal length, compared in constant time: the token cannot be guessed byte by byte.
      return header.startsWith('Bearer ') && timingSafeEqual(digest(header.slice(7).trim()), expected);
    }
    if (FORWARDING_HEADERS.some((name) => name in request.headers)) return false;
    return isLocalAddress(request.socket.remoteAddress);
  };
}
