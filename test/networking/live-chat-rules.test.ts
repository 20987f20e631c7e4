import { describe, expect, it } from 'vitest';
import { presenceShown } from '../../server/access/rules.js';
import { readEndpoint, readKey } from '../../server/push/endpoint.js';
import { isPublicAddress } from '../../server/outbound/address-policy.js';
import { AppError } from '../../server/errors.js';

describe('presenceShown (access rule)', () => {
  it('shows a user online only while online and with no block between the two; oneself as one is', () => {
    expect(presenceShown({ online: true, blocked: false, self: false })).toBe(true);
    expect(presenceShown({ online: true, blocked: true, self: false })).toBe(false);
    expect(presenceShown({ online: false, blocked: false, self: false })).toBe(false);
    expect(presenceShown({ online: true, blocked: false, self: true })).toBe(true);
    expect(presenceShown({ online: false, blocked: false, self: true })).toBe(false);
  });
});

describe('push endpoint rules', () => {
  it('knows private, loopback, link-local and mapped addresses from public ones', () => {
    for (const ip of ['127.0.0.1', '10.0.0.1', '172.16.5.4', '192.168.0.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', 'fd12::1', 'fe80::1', '::ffff:10.0.0.1', '::ffff:127.0.0.1', 'not-an-ip']) {
      expect(isPublicAddress(ip), ip).toBe(false);
    }
    for (const ip of ['8.8.8.8', '142.250.185.10', '2606:4700::1111', '::ffff:8.8.8.8']) expect(isPublicAddress(ip), ip).toBe(true);
  });

  it('takes https endpoints on public hosts, and http or private ones only when allowed', () => {
    expect(readEndpoint('https://fcm.googleapis.com/fcm/send/abc', false).hostname).toBe('fcm.googleapis.com');
    const refuse = (value: unknown, allow = false) => expect(() => readEndpoint(value, allow), String(value)).toThrow(AppError);
    refuse('http://fcm.googleapis.com/x');
    refuse('https://user:pw@fcm.googleapis.com/x');
    refuse('https://printer.local/x');
    refuse('https://192.168.1.10/x');
    for (const host of ['localhost.', 'printer.local.', '[::127.0.0.1]', '[2002:7f00:1::]', '[::ffff:0:7f00:1]', '[::ffff:7f00:1]', '[64:ff9b::7f00:1]']) refuse(`https://${host}/x`);
    refuse(`https://a.example.com/${'x'.repeat(1024)}`);
    refuse(42);
    refuse('ftp://127.0.0.1/x', true);
    expect(readEndpoint('http://127.0.0.1:9/x', true).port).toBe('9');
  });

  it('checks key lengths: p256dh a 65-byte uncompressed point, auth 16 bytes', () => {
    const point = Buffer.alloc(65, 1);
    point[0] = 4;
    expect(readKey(point.toString('base64url'), 'p256dh', 65)).toBe(point.toString('base64url'));
    expect(readKey(Buffer.alloc(16).toString('base64'), 'auth', 16)).toBe(Buffer.alloc(16).toString('base64url'));
    const compressed = Buffer.alloc(65, 1);
    compressed[0] = 2;
    expect(() => readKey(compressed.toString('base64url'), 'p256dh', 65)).toThrow(AppError);
    expect(() => readKey(Buffer.alloc(17).toString('base64url'), 'auth', 16)).toThrow(AppError);
    expect(() => readKey(undefined, 'auth', 16)).toThrow(AppError);
  });
});
