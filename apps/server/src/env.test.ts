import { describe, expect, it } from 'vitest';
import { readEnv } from './env';

describe('readEnv TRUST_PROXY', () => {
  it('believes no proxy by default, nor with 0 or false', () => {
    expect(readEnv({}).TRUST_PROXY).toBe(false);
    expect(readEnv({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(readEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
  });

  it('reads a hop count, or addresses and CIDR ranges separated by commas', () => {
    expect(readEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(readEnv({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1,fd00::/8,loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses true (any client would choose its address) and what is not an address, naming the variable', () => {
    expect(() => readEnv({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(() => readEnv({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
    expect(() => readEnv({ TRUST_PROXY: 'proxy.example' })).toThrow(/TRUST_PROXY/);
  });

  it('reads the heavy-work settings: threads unset means the default, the per-carrier limit defaults to 2, bad values are named', () => {
    expect(readEnv({}).HEAVY_WORK_THREADS).toBeUndefined();
    expect(readEnv({}).HEAVY_TASKS_PER_CARRIER).toBe(2);
    expect(readEnv({ HEAVY_WORK_THREADS: '3', HEAVY_TASKS_PER_CARRIER: '5' })).toMatchObject({
      HEAVY_WORK_THREADS: 3,
      HEAVY_TASKS_PER_CARRIER: 5,
    });
    expect(() => readEnv({ HEAVY_WORK_THREADS: '0' })).toThrow(/HEAVY_WORK_THREADS/);
    expect(() => readEnv({ HEAVY_TASKS_PER_CARRIER: 'many' })).toThrow(/HEAVY_TASKS_PER_CARRIER/);
  });
});

describe('readEnv DATABASE_POOL_SIZE', () => {
  it('keeps 10 connections per process by default, or the number given', () => {
    expect(readEnv({}).DATABASE_POOL_SIZE).toBe(10);
    expect(readEnv({ DATABASE_POOL_SIZE: '' }).DATABASE_POOL_SIZE).toBe(10);
    expect(readEnv({ DATABASE_POOL_SIZE: '1' }).DATABASE_POOL_SIZE).toBe(1);
    expect(readEnv({ DATABASE_POOL_SIZE: '40' }).DATABASE_POOL_SIZE).toBe(40);
  });

  it('refuses a size that is not a whole number from 1 to 1000, naming the variable', () => {
    for (const size of ['0', '-2', '2.5', 'ten', '1001']) {
      expect(() => readEnv({ DATABASE_POOL_SIZE: size }), size).toThrow(/DATABASE_POOL_SIZE/);
    }
  });
});

describe('readEnv SECRET_KEY', () => {
  it('is unset by default (a key is then made in DATA_DIR), and refuses a key shorter than 32 characters, naming it', () => {
    expect(readEnv({}).SECRET_KEY).toBeUndefined();
    expect(readEnv({ SECRET_KEY: 'a'.repeat(64) }).SECRET_KEY).toBe('a'.repeat(64));
    expect(() => readEnv({ SECRET_KEY: 'too-short' })).toThrow(/SECRET_KEY/);
  });
});

describe('readEnv WEB_CONCURRENCY', () => {
  it('is one process by default, a whole number from 1 to 64 else, and not "auto"', () => {
    expect(readEnv({}).WEB_CONCURRENCY).toBe(1);
    expect(readEnv({ WEB_CONCURRENCY: '4' }).WEB_CONCURRENCY).toBe(4);
    for (const wrong of ['0', '65', '1.5', 'auto']) expect(() => readEnv({ WEB_CONCURRENCY: wrong })).toThrow(/WEB_CONCURRENCY/);
  });
});

describe('readEnv API_RATE_LIMIT', () => {
  it('is 200 calls a second by default (also when empty), 0 turns it off, else the whole number given', () => {
    expect(readEnv({}).API_RATE_LIMIT).toBe(200);
    expect(readEnv({ API_RATE_LIMIT: '' }).API_RATE_LIMIT).toBe(200);
    expect(readEnv({ API_RATE_LIMIT: '0' }).API_RATE_LIMIT).toBe(0);
    expect(readEnv({ API_RATE_LIMIT: '1000' }).API_RATE_LIMIT).toBe(1000);
  });

  it('refuses what is not a whole number from 0 to 1,000,000, naming the variable', () => {
    for (const wrong of ['-1', '2.5', 'off', '1000001']) expect(() => readEnv({ API_RATE_LIMIT: wrong }), wrong).toThrow(/API_RATE_LIMIT/);
  });
});

describe('readEnv WEBHOOK_ALLOWED_NETWORKS', () => {
  it('is unset by default (public addresses only), else the listed networks and addresses', () => {
    expect(readEnv({}).WEBHOOK_ALLOWED_NETWORKS).toBeUndefined();
    expect(readEnv({ WEBHOOK_ALLOWED_NETWORKS: '10.0.0.0/8, 127.0.0.1/32,fd00::/8,192.168.1.20' }).WEBHOOK_ALLOWED_NETWORKS).toEqual([
      '10.0.0.0/8',
      '127.0.0.1/32',
      'fd00::/8',
      '192.168.1.20',
    ]);
  });

  it('refuses what is not a network, naming the variable and the entry', () => {
    for (const wrong of ['10.0.0.0/33', 'intranet.example', '10.0.0.0/8,loopback', '127.1/8']) {
      expect(() => readEnv({ WEBHOOK_ALLOWED_NETWORKS: wrong }), wrong).toThrow(/WEBHOOK_ALLOWED_NETWORKS: .*not a network; give CIDRs/);
    }
    expect(() => readEnv({ WEBHOOK_ALLOWED_NETWORKS: '10.0.0.0/8,loopback' })).toThrow(/loopback: not a network/);
  });
});

describe('readEnv MAIL_FROM', () => {
  it('defaults to no-reply at PUBLIC_URL’s host, localhost only without one', () => {
    expect(readEnv({ PUBLIC_URL: 'https://prices.carrier.example' }).MAIL_FROM).toBe(
      'Freight Pricelists <no-reply@prices.carrier.example>',
    );
    expect(readEnv({}).MAIL_FROM).toBe('Freight Pricelists <no-reply@localhost>');
  });

  it('takes an address or a name and <address>; refuses anything else, naming the variable', () => {
    expect(readEnv({ MAIL_FROM: 'Carrier Prices <prices@carrier.example>' }).MAIL_FROM).toBe('Carrier Prices <prices@carrier.example>');
    expect(readEnv({ MAIL_FROM: 'prices@carrier.example' }).MAIL_FROM).toBe('prices@carrier.example');
    expect(() => readEnv({ MAIL_FROM: 'Carrier Prices' })).toThrow(/MAIL_FROM/);
  });
});
