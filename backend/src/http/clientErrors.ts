import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';

/**
 * Requests Node refuses before Express sees them (a URL or headers over its 16 KB limit, a
 * malformed request line) are answered as every other error is (API.md): JSON, not an empty
 * body. Node's own handler answers 431 or 400 with nothing in it.
 */
export function answerClientErrorsAsJson(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    // A socket reset or timed out has no one to answer.
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const tooLong = error.code === 'HPE_HEADER_OVERFLOW';
    const status = tooLong ? '431 Request Header Fields Too Large' : '400 Bad Request';
    const body = JSON.stringify({
      success: false,
      error: tooLong
        ? 'The request is too long: its address or headers are over the limit.'
        : 'The request could not be read.',
    });
    socket.end(
      `HTTP/1.1 ${status}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}
