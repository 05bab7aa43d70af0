/**
 * Renders the printable resources (content/resource-files.ts) to PDFs in the private
 * 'resource-files' bucket's seed folder. Run after editing them: npm run build:resources
 */
import { createWriteStream, mkdirSync } from 'node:fs'
import path from 'node:path'

import PDFDocument from 'pdfkit'

import { resourceFiles } from '../content/resource-files.ts'

const dir = 'supabase/storage-seed/resource-files'
mkdirSync(dir, { recursive: true })
const brand = '#0066cc'

for (const resource of resourceFiles) {
  const output = path.join(dir, resource.file)
  // A fixed creation date keeps each file byte-identical between runs.
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: {
      Title: resource.title,
      Author: 'Scholarly Support',
      CreationDate: new Date('2026-11-25T00:00:00Z'),
    },
  })
  doc.pipe(createWriteStream(output))
  doc.fillColor(brand).font('Helvetica-Bold').fontSize(22).text(resource.title)
  doc.moveDown(0.4).fillColor('#1f2937').font('Helvetica').fontSize(11)
  doc.text(resource.intro, { lineGap: 3 })
  doc.moveDown(1)
  for (const section of resource.sections) {
    doc.fillColor(brand).font('Helvetica-Bold').fontSize(13).text(section.heading)
    doc.moveDown(0.4).fillColor('#111827').font('Helvetica').fontSize(11)
    for (const line of section.lines) {
      doc.text(section.boxes ? `[  ]  ${line}` : line, { lineGap: 5 })
    }
    for (let i = 0; i < (section.writeLines ?? 0); i++) {
      doc.moveDown(0.9)
      const y = doc.y
      doc.moveTo(56, y).lineTo(539, y).strokeColor('#9ca3af').lineWidth(0.5).stroke()
    }
    doc.moveDown(1)
  }
  doc.fillColor('#4b5563').fontSize(9).text('Scholarly Support · scholarlysupport.co', 56, 790)
  doc.end()
  console.info(`Wrote ${output}`)
}
