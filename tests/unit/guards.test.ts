import { describe, expect, it } from 'vitest'

import { isAdminPath, isMemberPath, safeNextPath } from '@/lib/auth/guards'

describe('route guards', () => {
  it.each([
    ['/dashboard', true],
    ['/dashboard/orders', true],
    ['/profile', true],
    ['/profiles', false],
    ['/dashboards', false],
    ['/', false],
    ['/x/dashboard', false],
    ['/en/profile', false],
  ])('member path %s: %s', (path, expected) => {
    expect(isMemberPath(path)).toBe(expected)
  })

  it.each([
    ['/admin', true],
    ['/admin/orders', true],
    ['/admin-auth', false],
    ['/administrator', false],
    ['/x/admin', false],
    ['/blog/admin/', false],
  ])('admin path %s: %s', (path, expected) => {
    expect(isAdminPath(path)).toBe(expected)
  })
})

describe('safeNextPath', () => {
  it.each([
    ['/dashboard', '/dashboard'],
    ['/profile?tab=security#email', '/profile?tab=security#email'],
    ['/a/../dashboard', '/dashboard'],
  ])('keeps the site path %s', (next, expected) => {
    expect(safeNextPath(next)).toBe(expected)
  })

  it.each([
    null,
    '',
    'https://evil.example/steal',
    '//evil.example',
    '/.//evil.example/x',
    '/..//evil.example',
    '/%2e//evil.example',
    '/a/..//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    ' /dashboard',
    'dashboard',
  ])('refuses %j', (next) => {
    expect(safeNextPath(next)).toBe('/')
  })
})
