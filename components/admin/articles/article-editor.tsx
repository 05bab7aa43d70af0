'use client'

import { useRouter } from 'next/navigation'
import * as React from 'react'
import { useWatch } from 'react-hook-form'
import { toast } from 'sonner'

import { ArticleCoverField } from '@/components/admin/articles/article-cover-field'
import { ARTICLE_FIELDS, articleFormValues } from '@/components/admin/articles/article-form-values'
import { ConflictNotice } from '@/components/admin/editor/conflict-notice'
import { CountedTextField } from '@/components/admin/editor/counted-text-field'
import { DateTimeField } from '@/components/admin/editor/date-time-field'
import { DraftNotice } from '@/components/admin/editor/draft-notice'
import { MarkdownField } from '@/components/admin/editor/markdown-field'
import { NativeSelectField } from '@/components/admin/editor/native-select-field'
import { SlugField } from '@/components/admin/editor/slug-field'
import { useLocalDraft } from '@/components/admin/editor/use-local-draft'
import { useUnsavedChangesGuard } from '@/components/admin/editor/use-unsaved-changes-guard'
import { ActionForm } from '@/components/forms/action-form'
import { SubmitButton } from '@/components/forms/submit-button'
import { TextField } from '@/components/forms/text-field'
import { TextareaField } from '@/components/forms/textarea-field'
import { useActionForm } from '@/components/forms/use-action-form'
import { Button } from '@/components/ui/button'
import { checkArticleSlugAction } from '@/lib/actions/admin/articles/check-article-slug'
import { createArticleAction } from '@/lib/actions/admin/articles/create-article'
import { updateArticleAction } from '@/lib/actions/admin/articles/update-article'
import type { EditableArticle } from '@/lib/data/admin/articles'
import {
  createArticleSchema,
  SEO_DESCRIPTION_MAX,
  SEO_TITLE_MAX,
} from '@/lib/validation/article-editor'
import { slugify } from '@/lib/validation/content-editor'

type Option = { id: string; name: string }

type Props = {
  /** The article being edited; null for a new one. */
  article: EditableArticle | null
  categories: Option[]
  authors: Option[]
}

const STATUS_CHOICES = [
  { value: 'draft', label: 'Draft' },
  { value: 'scheduled', label: 'Scheduled' },
  { value: 'published', label: 'Published' },
  { value: 'archived', label: 'Archived' },
]

const none = (label: string, options: Option[]) => [
  { value: '', label },
  ...options.map((option) => ({ value: option.id, label: option.name })),
]

/**
 * Writes or edits an article. Work is never lost: leaving with unsaved changes asks first, a copy
 * is kept in this browser as the admin types, and a save that meets someone else's newer change
 * shows both versions instead of overwriting theirs.
 */
export function ArticleEditor({ article, categories, authors }: Props) {
  const router = useRouter()
  const version = React.useRef(article?.updated_at ?? '')
  const [savedSlug, setSavedSlug] = React.useState(article?.slug ?? null)
  const [slugTouched, setSlugTouched] = React.useState(article !== null)

  const { form, onSubmit, status, pending, conflict, setConflict } = useActionForm({
    schema: createArticleSchema,
    defaultValues: articleFormValues(article),
    action: (values) =>
      article
        ? updateArticleAction({ ...values, id: article.id, expectedUpdatedAt: version.current })
        : createArticleAction(values),
    onSuccess: (saved, values) => {
      draft.clear()
      form.reset(values)
      version.current = saved.updatedAt
      setSavedSlug(saved.slug)
      toast.success('Saved.')
      if (!article) router.replace(`/admin/articles/${saved.id}`)
      else router.refresh()
      return 'Saved.'
    },
  })
  const draft = useLocalDraft(form, `articles:${article?.id ?? 'new'}:${article?.updated_at ?? ''}`)
  useUnsavedChangesGuard(form.formState.isDirty)

  const title = useWatch({ control: form.control, name: 'title' })
  const statusValue = useWatch({ control: form.control, name: 'status' })
  React.useEffect(() => {
    if (!slugTouched) form.setValue('slug', slugify(title ?? ''), { shouldDirty: true })
  }, [title, slugTouched, form])

  const checkSlug = React.useCallback(
    (slug: string) => checkArticleSlugAction({ slug, id: article?.id ?? '' }),
    [article?.id],
  )

  const theirs = conflict ? { ...conflict, current: articleFormValues(conflict.current) } : null

  return (
    <div className="space-y-6">
      <DraftNotice draft={draft.offered} onRestore={draft.restore} onDiscard={draft.discard} />
      <ConflictNotice
        conflict={theirs}
        mine={form.getValues()}
        fields={ARTICLE_FIELDS}
        onUseTheirs={() => {
          if (!conflict) return
          form.reset(articleFormValues(conflict.current))
          version.current = String(conflict.current.updated_at)
          setConflict(null)
        }}
        onKeepMine={() => {
          if (!conflict) return
          version.current = String(conflict.current.updated_at)
          setConflict(null)
          void onSubmit()
        }}
      />
      <ActionForm
        form={form}
        onSubmit={onSubmit}
        status={status}
        pending={pending}
        label={article ? 'Edit article' : 'New article'}
        actions={
          <div className="flex flex-wrap gap-3">
            <SubmitButton pendingLabel="Saving…">Save</SubmitButton>
            {savedSlug ? (
              <Button asChild variant="outline">
                <a href={`/api/draft?slug=${savedSlug}`} target="_blank" rel="noopener">
                  Preview (last saved version)
                </a>
              </Button>
            ) : null}
          </div>
        }
      >
        <TextField control={form.control} name="title" label="Title" />
        <div onInput={() => setSlugTouched(true)}>
          <SlugField
            control={form.control}
            name="slug"
            check={checkSlug}
            description="The article's address: /articles/your-slug. Changing it keeps the old address redirecting."
          />
        </div>
        <TextareaField control={form.control} name="excerpt" label="Excerpt" rows={3} />
        <div className="grid gap-4 sm:grid-cols-3">
          <NativeSelectField
            control={form.control}
            name="categoryId"
            label="Category"
            choices={none('No category', categories)}
          />
          <NativeSelectField
            control={form.control}
            name="authorId"
            label="Author"
            choices={none('No author', authors)}
          />
          <TextField
            control={form.control}
            name="tags"
            label="Tags"
            description="Separate tags with commas."
          />
        </div>
        <ArticleCoverField form={form} />
        <MarkdownField
          control={form.control}
          name="content"
          label="Body (Markdown)"
          description="Headings, lists, links, tables and code, as on the article page."
        />
        <fieldset className="grid gap-4 rounded-md border p-4">
          <legend className="px-1 text-sm font-medium">Search engines</legend>
          <CountedTextField
            control={form.control}
            name="seoTitle"
            label="SEO title"
            maxLength={SEO_TITLE_MAX}
            description="Leave empty to use the title."
          />
          <CountedTextField
            control={form.control}
            name="seoDescription"
            label="SEO description"
            maxLength={SEO_DESCRIPTION_MAX}
            description="Leave empty to use the excerpt."
          />
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <NativeSelectField
            control={form.control}
            name="status"
            label="Status"
            choices={STATUS_CHOICES}
          />
          {statusValue === 'scheduled' || statusValue === 'published' ? (
            <DateTimeField
              control={form.control}
              name="publishedAt"
              label={statusValue === 'scheduled' ? 'Publish at' : 'Published at'}
              description={
                statusValue === 'scheduled'
                  ? 'The article goes live on its own at this time.'
                  : 'Leave empty to publish now.'
              }
            />
          ) : null}
        </div>
      </ActionForm>
    </div>
  )
}
