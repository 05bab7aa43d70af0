const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const

/**
 * A file size as people read it: "512 bytes", "1.5 kB", "2 MB". Steps of 1024, as the upload
 * limits are counted ("up to 2 MB" is 2 × 1024 × 1024 bytes), so a file at the limit reads as it.
 */
export function formatFileSize(bytes: number, locale = 'en'): string {
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit++
  }
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: units[unit],
    unitDisplay: unit === 0 ? 'long' : 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value)
}
