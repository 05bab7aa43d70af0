import { describe, expect, it } from 'vitest'

import { downloadLabel, fileTypeOf } from '@/lib/resources/file-type'

describe("a resource file's type", () => {
  it("is the stored path's extension, lower-case, or nothing", () => {
    expect(fileTypeOf('resources/essay-planner.pdf')).toBe('pdf')
    expect(fileTypeOf('resources/Mind-Map.PNG')).toBe('png')
    expect(fileTypeOf('resources/no-extension')).toBe('')
    expect(fileTypeOf('resources/trailing-dot.')).toBe('')
    expect(fileTypeOf(null)).toBe('')
  })

  it('names the download button, "Download file" when the type is unknown', () => {
    expect(downloadLabel('pdf')).toBe('Download PDF')
    expect(downloadLabel('png')).toBe('Download PNG')
    for (const unknown of [null, undefined, '', 'p n g', 'averyverylongextension']) {
      expect(downloadLabel(unknown)).toBe('Download file')
    }
  })
})
