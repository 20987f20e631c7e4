// Unit tests of the organizations' schemas (server/organizations/schemas.ts): what a valid input parses to, and that
// each documented bad input is refused with the 422 entry the API answers. No database, no server.
import { describe, expect, it } from 'vitest';
import { organizationCreate, organizationMemberAdd, organizationPatch } from '../../server/organizations/schemas.js';
import { refusals, refusalMessages } from '../helpers/unit.js';

describe('organization input', () => {
  it('takes a name (trimmed), an optional slug and http(s) logo and cover', () => {
    expect(organizationCreate.parse({ name: ' Acme ', slug: 'acme-events', logo: 'https://cdn.example.com/logo.png', cover: null })).toEqual({
      name: 'Acme',
      slug: 'acme-events',
      logo: 'https://cdn.example.com/logo.png',
      cover: null,
    });
    expect(refusals(organizationPatch, { cover: 'HTTP://cdn.example.com/c.jpg' })).toEqual([]);
    expect(refusals(organizationPatch, {})).toEqual([]);
  });

  it('refuses a blank name, a slug that is not one, a non-http URL and unknown fields, naming each', () => {
    expect(refusals(organizationCreate, { name: '   ', slug: 'Acme Co', logo: 'ftp://cdn.example.com/logo.png', owner: 1 })).toEqual([
      { code: 'invalid', field: 'name', message: 'name: must not be empty' },
      { code: 'invalid', field: 'slug', message: 'slug: must be lowercase letters or digits joined by single hyphens' },
      { code: 'invalid', field: 'logo', message: 'logo: must be an http(s) URL such as https://example.com/logo.png' },
      { code: 'invalid', field: 'body', message: 'body: unknown field(s): owner' },
    ]);
    expect(refusalMessages(organizationCreate, {})).toEqual(['name: is required (expected string)']);
    expect(refusalMessages(organizationPatch, { name: 'x'.repeat(201) })).toEqual(['name: Too big: expected string to have <=200 characters']);
  });
});

describe('adding a member', () => {
  it('takes a mobile as a string (the number itself is checked by the service)', () => {
    expect(refusals(organizationMemberAdd, { mobile: '09121234567' })).toEqual([]);
  });

  it('refuses a number sent as a JSON number, an over-long one and a role', () => {
    expect(refusalMessages(organizationMemberAdd, { mobile: 9121234567 })).toEqual(['mobile: Invalid input: expected string, received number']);
    expect(refusalMessages(organizationMemberAdd, { mobile: '0'.repeat(33), role: 'owner' })).toEqual([
      'mobile: Too big: expected string to have <=32 characters',
      'body: unknown field(s): role',
    ]);
  });
});
