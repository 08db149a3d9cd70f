import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { securityHeaders } from '../plugins/security-headers';
import { apiErrorBody, codeForStatus } from './api-error-body';
import { handleError } from './error-handler';

const headers = securityHeaders();

/**
 * Fastify's router refuses a URL it cannot decode (400) or a path parameter over its length
 * limit (414) before any hook runs: the answer still gets the security headers and goes
 * through the one error handler.
 */
export function handleFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  reply.headers(headers);
  return handleError(error, request, reply);
}

const CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, message: 'The request line and headers are too large.' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: 'The request took too long to arrive.' },
};

/** The request line, when the parser got that far: `GET /path HTTP/1.1`. */
function requestLine(packet: unknown): { method: string; url: string } {
  const text = Buffer.isBuffer(packet) ? packet.subarray(0, 4096).toString('latin1') : '';
  const match = /^([A-Z]{3,10}) (\S+)/.exec(text);
  return { method: match?.[1] ?? '', url: match?.[2] ?? '' };
}

/**
 * Node's HTTP parser refused the request (headers too large, malformed, too slow): Fastify
 * never sees it, so the answer is written to the socket here, in the same shape and with the
 * same headers as every other.
 */
export function handleClientError(
  error: Error & { code?: string; rawPacket?: unknown },
  socket: Socket,
) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const known = CLIENT_ERRORS[error.code ?? ''] ?? {
    status: 400,
    message: 'The request could not be read.',
  };
  const body = JSON.stringify(
    apiErrorBody(
      requestLine(error.rawPacket),
      known.status,
      codeForStatus(known.status),
      known.message,
    ),
  );
  const head = [
    `HTTP/1.1 ${known.status} ${STATUS_CODES[known.status] ?? ''}`,
    'content-type: application/json; charset=utf-8',
    `content-length: ${Buffer.byteLength(body)}`,
    'connection: close',
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ];
  if (socket.writable) socket.write(`${head.join('\r\n')}\r\n\r\n${body}`);
  socket.destroy(error);
}
