import { beforeAll, describe, expect, test } from 'vitest'
import { suiteHarness } from '@/tests/support/supabase-local-harness.ts'
import { alice, startHarness } from './harness.ts'

// The project's own migrations (supabase/migrations) through REST: embeds, full-text search, RLS.
const h = suiteHarness(startHarness)
beforeAll(async () => {
  await h.local.pg.exec(`
    insert into article_categories (slug, name) values ('rest-test-cat', 'REST test category');
    insert into authors (slug, name) values ('rest-test-author', 'REST Test Author');
    insert into articles (slug, title, excerpt, content, status, published_at, category_id, author_id)
    select s.slug, s.title, 'Excerpt', s.content, s.status, s.published_at, c.id, a.id
    from (values
      ('rest-test-published', 'Referencing with zebrafish examples', 'Cite every zebrafish source.',
        'published', now() - interval '1 day'),
      ('rest-test-draft', 'Draft about zebrafish', 'Not yet.', 'draft', null::timestamptz),
      ('rest-test-scheduled', 'Future zebrafish', 'Later.', 'scheduled', now() + interval '1 day')
    ) as s(slug, title, content, status, published_at)
    cross join article_categories c cross join authors a
    where c.slug = 'rest-test-cat' and a.slug = 'rest-test-author';`)
})

describe('project schema', () => {
  test('anon reads published articles with category and author embedded', async () => {
    const { data, error } = await h.anon
      .from('articles')
      .select('slug,title,category:article_categories(name),author:authors(name)')
      .like('slug', 'rest-test-%')
    expect(error).toBeNull()
    expect(data).toEqual([
      {
        slug: 'rest-test-published',
        title: 'Referencing with zebrafish examples',
        category: { name: 'REST test category' },
        author: { name: 'REST Test Author' },
      },
    ])
    const all = await h.service
      .from('articles')
      .select('slug', { count: 'exact' })
      .like('slug', 'rest-test-%')
    expect(all.count).toBe(3)
  })

  test('full-text search on the generated search column', async () => {
    const { data } = await h.anon
      .from('articles')
      .select('slug')
      .textSearch('search', 'zebrafish', { type: 'websearch', config: 'english' })
    expect(data).toEqual([{ slug: 'rest-test-published' }])
  })

  test('RLS refuses writes by anon (401) and by a non-admin user (403)', async () => {
    const row = { slug: 'rest-test-new', title: 'New' }
    const anon = await h.anon.from('articles').insert(row)
    expect(anon.status).toBe(401)
    expect(anon.error?.code).toBe('42501')
    const user = await h.userClient(alice).from('articles').insert(row)
    expect(user.status).toBe(403)
  })

  test('contact messages are written only through the app: a visitor can neither insert nor read', async () => {
    const sent = await h.anon
      .from('messages')
      .insert({ name: 'Visitor', email: 'visitor@example.com', body: 'Hello there' })
    expect(sent.status).toBe(401)
    expect(sent.error?.code).toBe('42501')
    expect((await h.anon.from('messages').select('id')).data).toEqual([])
    const byService = await h.service
      .from('messages')
      .insert({ name: 'V', email: 'not-an-email', body: 'x' })
    expect(byService.status).toBe(400)
    expect(byService.error?.code).toBe('23514')
  })
})
