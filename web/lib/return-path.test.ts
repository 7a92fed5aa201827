import { describe, expect, it } from 'vitest';
import { loginPathFor, returnPathFrom, safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it.each([
    ['/challenges/11', '/challenges/11'],
    ['/challenges?team=jv-boys', '/challenges?team=jv-boys'],
    ['/announcements/inbox/4#poll', '/announcements/inbox/4#poll'],
    ['/availability/event/3', '/availability/event/3'],
    ['/', '/'],
  ])('keeps the path of this site %j', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });

  it.each([
    '//evil.example',
    '//evil.example/challenges/11',
    'https://evil.example/',
    'http:/evil.example',
    'javascript:alert(1)',
    '/\\evil.example',
    '\\\\evil.example',
    '/..//evil.example',
    '/%5C/evil.example/..//..//x/..//evil.example'.replace(/%5C/g, '\\'),
    '/\tchallenges',
    '/challenges/11\n',
    'challenges/11',
    '',
    null,
    undefined,
    '/coachlogin',
    '/playerlogin?next=/x',
    '/players/set-up',
  ])('refuses %j', (value) => {
    expect(safeReturnPath(value)).toBeNull();
  });
});

describe('loginPathFor', () => {
  it('sends a texted challenge or answer page to the player login with the link', () => {
    expect(loginPathFor('/challenges/11')).toBe('/playerlogin?next=%2Fchallenges%2F11');
    expect(loginPathFor('/challenges?team=jv-boys')).toBe('/playerlogin?next=%2Fchallenges%3Fteam%3Djv-boys');
    expect(loginPathFor('/availability/dual/5')).toBe('/playerlogin?next=%2Favailability%2Fdual%2F5');
  });

  it("keeps SPEC.md's coach login for every other page, with the link", () => {
    expect(loginPathFor('/calendar')).toBe('/coachlogin?next=%2Fcalendar');
    expect(loginPathFor('/availability/event/5/attendance')).toBe(
      '/coachlogin?next=%2Favailability%2Fevent%2F5%2Fattendance',
    );
    expect(loginPathFor('/duals/jv-boys/3')).toBe('/coachlogin?next=%2Fduals%2Fjv-boys%2F3');
  });

  it('sends home and anything not a path of this site to the bare coach login', () => {
    expect(loginPathFor('/')).toBe('/coachlogin');
    expect(loginPathFor('//evil.example')).toBe('/coachlogin');
  });
});

describe('returnPathFrom', () => {
  it('reads the next parameter and honours only paths of this site', () => {
    expect(returnPathFrom('?next=%2Fchallenges%2F11')).toBe('/challenges/11');
    expect(returnPathFrom('?next=%2F%2Fevil.example')).toBeNull();
    expect(returnPathFrom('?next=https%3A%2F%2Fevil.example')).toBeNull();
    expect(returnPathFrom('?next=%2F%5Cevil.example')).toBeNull();
    expect(returnPathFrom('')).toBeNull();
  });
});
