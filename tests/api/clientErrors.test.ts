import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerClientErrorsAsJson } from '../../backend/src/http/clientErrors';

/** A server as serve() sets it up for what Node refuses itself; no route is reached. */
let server: http.Server;
let base: string;
beforeAll(async () => {
  server = http.createServer((_req, res) => res.end('reached'));
  answerClientErrorsAsJson(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('requests Node refuses before the app', () => {
  it('answers an address over the limit with JSON, as every other error', async () => {
    const query = Array.from({ length: 4000 }, (_, i) => `p${i}=1`).join('&');

    const res = await fetch(`${base}/api/getcustomer?${query}`);

    expect(res.status).toBe(431);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await res.json()).toEqual({
      success: false,
      error: 'The request is too long: its address or headers are over the limit.',
    });
  });

  it('answers a request line it cannot read with JSON', async () => {
    const net = await import('node:net');
    const { port } = server.address() as AddressInfo;
    const answer = await new Promise<string>((resolve, reject) => {
      let text = '';
      const socket = net.connect(port, '127.0.0.1', () => socket.write('GARBAGE\r\n\r\n'));
      socket.on('data', (d) => (text += d.toString()));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });

    expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 400 Bad Request');
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
      success: false,
      error: 'The request could not be read.',
    });
  });
});
