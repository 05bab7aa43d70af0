/**
 * Renders the Study Success Guide (content/study-success-guide.ts) to the PDF that the lead
 * magnet emails link to. Run after editing the guide: npm run build:guide
 */
import { createWriteStream, mkdirSync } from 'node:fs'
import path from 'node:path'

import PDFDocument from 'pdfkit'

import { studySuccessGuide as guide } from '../content/study-success-guide.ts'

const output = 'supabase/storage-seed/lead-magnets/study-success-guide.pdf'
mkdirSync(path.dirname(output), { recursive: true })

// A fixed creation date keeps the file byte-identical between runs.
const doc = new PDFDocument({
  size: 'A4',
  margin: 56,
  info: {
    Title: guide.title,
    Subject: guide.subtitle,
    Author: 'Scholarly Support',
    CreationDate: new Date('2026-11-21T00:00:00Z'),
  },
})
doc.pipe(createWriteStream(output))

const brand = '#0066cc'
doc.fillColor(brand).font('Helvetica-Bold').fontSize(26).text(guide.title)
doc.moveDown(0.3).fillColor('#1f2937').font('Helvetica').fontSize(13).text(guide.subtitle)
doc.moveDown(0.3).fillColor('#4b5563').fontSize(10).text(guide.edition)
doc.moveDown(1.2)

for (const section of guide.sections) {
  doc.fillColor(brand).font('Helvetica-Bold').fontSize(15).text(section.heading)
  doc.moveDown(0.4)
  for (const paragraph of section.paragraphs) {
    doc.fillColor('#111827').font('Helvetica').fontSize(11).text(paragraph, { lineGap: 3 })
    doc.moveDown(0.6)
  }
  if (section.bullets) {
    doc.list(section.bullets, { bulletRadius: 2, lineGap: 3, textIndent: 14 })
    doc.moveDown(0.6)
  }
  doc.moveDown(0.6)
}

doc.addPage()
doc.fillColor(brand).font('Helvetica-Bold').fontSize(15).text('Your study success checklist')
doc.moveDown(0.6)
for (const item of guide.checklist) {
  doc.fillColor('#111827').font('Helvetica').fontSize(11).text(`[  ]  ${item}`, { lineGap: 6 })
}
doc.moveDown(1.5)
doc.fillColor('#1f2937').fontSize(11).text(guide.closing, { lineGap: 3 })
doc.end()
console.info(`Wrote ${output}`)
