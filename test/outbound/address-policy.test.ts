import { networkInterfaces } from 'node:os';
import { describe, expect, it } from 'vitest';
import { BlockedAddressError, checkHost, isPublicAddress, refusedAtOnce } from '../../server/outbound/address-policy.js';

/** The one outbound-address policy (webhooks, Web Push, the push gateway): issue 23 items 6 and 7. */
const ownNonLoopback = Object.values(networkInterfaces())
  .flat()
  .filter((a) => a && !a.internal)
  .map((a) => a!.address.replace(/%.*$/, ''));

describe('outbound-address policy', () => {
  it('refuses IPv6 forms that carry a loopback or private IPv4 address', () => {
    for (const ip of [
      '::127.0.0.1', // IPv4-compatible
      '::7f00:1',
      '::8.8.8.8', // IPv4-compatible, deprecated whatever the IPv4 part
      '2002:7f00:1::', // 6to4 of 127.0.0.1
      '2002:808:808::', // 6to4, refused outright
      '::ffff:0:7f00:1', // IPv4-translated 127.0.0.1
      '::ffff:7f00:1', // IPv4-mapped
      '::ffff:127.0.0.1',
      '64:ff9b::7f00:1', // NAT64
      '2001:0:4136:e378:8000:63bf:3fff:fdd2', // Teredo
      '::',
      '::1',
    ]) {
      expect(isPublicAddress(ip), ip).toBe(false);
      expect(refusedAtOnce(`[${ip}]`, false), ip).toBe(true);
    }
    for (const ip of ['8.8.8.8', '::ffff:8.8.8.8', '::ffff:0:808:808', '2606:4700::1111']) expect(isPublicAddress(ip), ip).toBe(true);
  });

  it("refuses this machine's own addresses, loopback or not", () => {
    for (const ip of ['127.0.0.1', '::1', ...ownNonLoopback]) expect(isPublicAddress(ip), ip).toBe(false);
  });

  it('refuses local names with or without the final dot, before and after DNS, and names that do not resolve', async () => {
    for (const host of ['localhost', 'localhost.', 'LOCALHOST..', 'a.localhost.', 'printer.local.', 'db.internal', 'x.home.arpa.']) {
      expect(refusedAtOnce(host, false), host).toBe(true);
      await expect(checkHost(host, false), host).rejects.toBeInstanceOf(BlockedAddressError);
    }
    // A name that does not resolve is refused (the lookup's error), never let through.
    await expect(checkHost('no-such-host.invalid', false)).rejects.toMatchObject({ code: expect.stringMatching(/ENOTFOUND|EAI_AGAIN/) });
    await expect(checkHost('no-such-host.invalid', true)).rejects.toBeDefined();
    // Allowed in development and tests.
    expect(refusedAtOnce('localhost.', true)).toBe(false);
    expect(await checkHost('[::1]', true)).toEqual([{ address: '::1', family: 6 }]);
  });
});
