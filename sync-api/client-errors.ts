import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { ErrorBody } from '#shared/errors';

/**
 * Requests Node refuses before Koa sees them (a request line or headers over its 16 KB limit,
 * a malformed request) get the API's JSON error body too, not Node's bare status line.
 */
export function answerRefusedRequestsWithJson(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    if (!socket.writable) {
      socket.destroy();
      return;
    }
    const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
    const status = tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request';
    const body: ErrorBody = {
      error: tooLarge
        ? { code: 'invalid_request', message: 'The request line or headers are too large (at most 16 KB).' }
        : { code: 'invalid_request', message: 'The request could not be read.' },
    };
    const json = JSON.stringify(body);
    socket.end(
      `HTTP/1.1 ${status}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(json)}\r\nConnection: close\r\n\r\n${json}`,
    );
  });
}
