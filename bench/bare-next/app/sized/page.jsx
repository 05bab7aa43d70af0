// A static page about the size of /articles (cards of text and links, about 72 kB of HTML with
// its flight data), the reference for bench/articles-throughput.ts: what Next.js itself serves
// from its cache, with nothing of this site's configuration.
const words =
  'revision exams essay writing referencing styles statistics time management academic integrity feedback group projects presentations'.split(
    ' ',
  )

const cards = Array.from({ length: 46 }, (_, index) => ({
  id: index + 1,
  title: `Guide ${index + 1}: ${words.slice(0, 6).join(' ')}`,
  excerpt: `${words.join(' ')} ${words.join(' ')}`,
}))

export default function SizedPage() {
  return (
    <main className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <h1>Guides</h1>
      <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {cards.map((card) => (
          <li key={card.id} className="link-card">
            <p className="card-meta">
              <span>Study skills</span>
              <time dateTime="2026-10-17">17 October 2026</time>
            </p>
            <h2 className="card-heading">
              <a href={`/guides/${card.id}`} className="stretched-link">
                {card.title}
              </a>
            </h2>
            <p className="mt-3 line-clamp-4 text-sm text-muted-foreground">{card.excerpt}</p>
          </li>
        ))}
      </ul>
    </main>
  )
}
