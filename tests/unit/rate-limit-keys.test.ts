import { describe, expect, test } from 'vitest';
import { addressKey } from '../../sync-api/limits/rate-limits.ts';

describe('the key a client address is counted under', () => {
  test('an IPv4 address is itself, also when written IPv4-mapped', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::FFFF:127.0.0.1')).toBe('127.0.0.1');
  });

  test('every IPv6 address of one /64 is one client, however it is written', () => {
    const key = '2001:db8:85a3:8d3::/64';
    for (const address of [
      '2001:db8:85a3:8d3::1',
      '2001:0db8:85a3:08d3:1319:8a2e:0370:7344',
      '2001:db8:85a3:8d3:ffff:ffff:ffff:ffff',
      '2001:DB8:85A3:8D3::abcd',
      '2001:db8:85a3:8d3::1%eth0',
    ]) {
      expect(addressKey(address), address).toBe(key);
    }
    expect(addressKey('2001:db8:85a3:8d4::1')).not.toBe(key);
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('2001:db8::')).toBe('2001:db8:0:0::/64');
  });

  test('anything else is kept as it is', () => {
    for (const text of ['', 'unknown', 'not:an:address']) expect(addressKey(text)).toBe(text);
  });
});
