import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { parseTrustProxy } from '../../backend/src/auth/trustProxy';

describe('parseTrustProxy', () => {
  it('leaves the setting alone when TRUST_PROXY is unset or blank', () => {
    expect(parseTrustProxy(undefined)).toBeUndefined();
    expect(parseTrustProxy('')).toBeUndefined();
    expect(parseTrustProxy('   ')).toBeUndefined();
  });

  it('reads true and false as booleans, in any case', () => {
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('TRUE')).toBe(true);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy(' False ')).toBe(false);
  });

  it('reads a whole number as a count of proxy hops, not as an address', () => {
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy(' 2 ')).toBe(2);
    expect(parseTrustProxy('0')).toBe(0);
  });

  it('reads a comma-separated list of addresses, subnets and named ranges', () => {
    expect(parseTrustProxy('loopback')).toEqual(['loopback']);
    expect(parseTrustProxy('Loopback, 10.0.0.0/8,  192.168.1.7')).toEqual([
      'loopback',
      '10.0.0.0/8',
      '192.168.1.7',
    ]);
    expect(parseTrustProxy('10.0.0.0/255.0.0.0,fc00::/7,::1,linklocal,uniquelocal')).toEqual([
      '10.0.0.0/255.0.0.0',
      'fc00::/7',
      '::1',
      'linklocal',
      'uniquelocal',
    ]);
  });

  it('refuses a value that is none of these, naming the variable and the unreadable entry', () => {
    const bad = [
      'yes',
      '1.5',
      '-1',
      'true,false',
      'proxy.local',
      '10.0.0.0/33',
      '::1/129',
      '10.0.0.0/255.0.255.0',
      '10.0.0.1/8/1',
      'fc00::/ffff::',
      '10.0.0.1,,10.0.0.2',
    ];

    const answers = bad.map((value) => {
      try {
        return parseTrustProxy(value);
      } catch (e) {
        return (e as Error).message;
      }
    });

    for (const [i, answer] of answers.entries()) {
      expect(answer).toMatch(
        new RegExp(
          `^TRUST_PROXY=${bad[i].replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} is not a 'trust proxy' setting`,
        ),
      );
    }
    expect(answers[4]).toContain("'proxy.local'");
  });
});

describe("parseTrustProxy's value as Express's 'trust proxy' setting", () => {
  /** The client address Express reports behind the setting, for a request through two proxies. */
  async function clientAddress(setting: string | undefined): Promise<string> {
    const app = express();
    const trust = parseTrustProxy(setting);
    if (trust !== undefined) app.set('trust proxy', trust);
    app.get('/ip', (req, res) => {
      res.json({ ip: req.ip });
    });

    const res = await request(app).get('/ip').set('X-Forwarded-For', '198.51.100.7, 10.0.0.2');

    return String(res.body.ip).replace(/^::ffff:/, '');
  }

  it('ignores X-Forwarded-For when unset, false or naming other proxies', async () => {
    expect(await clientAddress(undefined)).toBe('127.0.0.1');
    expect(await clientAddress('false')).toBe('127.0.0.1');
    expect(await clientAddress('0')).toBe('127.0.0.1');
    expect(await clientAddress('203.0.113.5')).toBe('127.0.0.1');
  });

  it('takes the first forwarded address when every proxy is trusted', async () => {
    expect(await clientAddress('true')).toBe('198.51.100.7');
  });

  it('trusts as many hops as the count says', async () => {
    expect(await clientAddress('1')).toBe('10.0.0.2');
    expect(await clientAddress('2')).toBe('198.51.100.7');
  });

  it('trusts only the listed addresses and subnets', async () => {
    expect(await clientAddress('loopback')).toBe('10.0.0.2');
    expect(await clientAddress('loopback, 10.0.0.0/8')).toBe('198.51.100.7');
    expect(await clientAddress('127.0.0.1,10.0.0.0/255.0.0.0')).toBe('198.51.100.7');
  });
});
