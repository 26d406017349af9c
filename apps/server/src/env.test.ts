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
});
