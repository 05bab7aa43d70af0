import { createHash } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { inlineScriptHashes } from '@/lib/http/inline-script-hashes'

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

describe('inlineScriptHashes', () => {
  it('hashes the exact text of each inline script, in document order', () => {
    const html =
      '<head><script>(self.__next_f=self.__next_f||[]).push([0])</script></head>' +
      '<body><script>self.__next_f.push([1,"a\\u003c/script>b"])</script>\n' +
      '<script>\n  document.documentElement.dataset.x = "é"\n</script></body>'
    expect(inlineScriptHashes(html)).toEqual([
      sha256('(self.__next_f=self.__next_f||[]).push([0])'),
      sha256('self.__next_f.push([1,"a\\u003c/script>b"])'),
      sha256('\n  document.documentElement.dataset.x = "é"\n'),
    ])
  })

  it('matches the CSP specification example hash', () => {
    // CSP Level 3, "Hash usage for script elements": <script>alert('Hello, world.');</script>
    expect(inlineScriptHashes("<script>alert('Hello, world.');</script>")).toEqual([
      "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='",
    ])
  })

  it('skips external scripts and data blocks, keeps module and JavaScript types', () => {
    const html = [
      '<script src="/_next/static/chunks/main.js" async=""></script>',
      '<script async src=/chunk.js></script>',
      '<script type="application/ld+json">{"@type":"Article"}</script>',
      "<script type='module'>import('/a.js')</script>",
      '<script type=text/javascript>one()</script>',
      '<SCRIPT data-src="x">two()</SCRIPT>',
    ].join('')
    expect(inlineScriptHashes(html)).toEqual([
      sha256("import('/a.js')"),
      sha256('one()'),
      sha256('two()'),
    ])
  })

  it('lists a script repeated on the page once', () => {
    expect(inlineScriptHashes('<script>x()</script><p></p><script>x()</script>')).toEqual([
      sha256('x()'),
    ])
  })

  it('gives nothing for a page without inline scripts', () => {
    expect(inlineScriptHashes('<p>No scripts here.</p><script src="/a.js"></script>')).toEqual([])
  })
})
