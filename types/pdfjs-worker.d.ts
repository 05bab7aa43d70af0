// pdf.js ships no types for its worker bundle; importing it only sets globalThis.pdfjsWorker.
declare module 'pdfjs-dist/build/pdf.worker.min.mjs'
