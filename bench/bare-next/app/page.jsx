export default function Page() {
  return (
    <main>
      <h1>Hello</h1>
      <p>A bare Next.js 16 page, the baseline for bench/page-js.ts.</p>
    </main>
  )
}
