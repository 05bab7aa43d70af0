import type { Metadata } from 'next'

import { NewQuizForm } from '@/components/admin/quizzes/new-quiz-form'
import { listQuizCategories } from '@/lib/data/admin/quizzes'
import { createClient } from '@/lib/supabase/server'

export const metadata: Metadata = { title: 'New quiz' }

export default async function NewQuizPage() {
  const categories = await listQuizCategories(await createClient())
  return (
    <>
      <h1 className="mb-6 text-3xl font-bold tracking-tight">New quiz</h1>
      <NewQuizForm categories={categories} />
    </>
  )
}
