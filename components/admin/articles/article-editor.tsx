'use client'

import { ArticleCoverField } from '@/components/admin/articles/article-cover-field'
import { ARTICLE_FIELDS, articleFormValues } from '@/components/admin/articles/article-form-values'
import { CountedTextField } from '@/components/admin/editor/counted-text-field'
import { DraftPreviewLink } from '@/components/admin/editor/draft-preview-link'
import { EditorShell } from '@/components/admin/editor/editor-shell'
import { MarkdownField } from '@/components/admin/editor/markdown-field'
import { ChoiceField } from '@/components/forms/choice-field'
import { PublishingFields } from '@/components/admin/editor/publishing-fields'
import { TitleSlugFields } from '@/components/admin/editor/title-slug-fields'
import { useContentEditor } from '@/components/admin/editor/use-content-editor'
import { TextField } from '@/components/forms/text-field'
import { TextareaField } from '@/components/forms/textarea-field'
import { checkArticleSlugAction } from '@/lib/actions/admin/articles/check-article-slug'
import { createArticleAction } from '@/lib/actions/admin/articles/create-article'
import { updateArticleAction } from '@/lib/actions/admin/articles/update-article'
import type { EditableArticle } from '@/lib/data/admin/articles'
import {
  createArticleSchema,
  SEO_DESCRIPTION_MAX,
  SEO_TITLE_MAX,
} from '@/lib/validation/article-editor'
import { choicesWithNone } from '@/lib/format/labels'

type Option = { id: string; name: string }

type Props = {
  /** The article being edited; null for a new one. */
  article: EditableArticle | null
  categories: Option[]
  authors: Option[]
}

/**
 * Writes or edits an article. Work is never lost: leaving with unsaved changes asks first, a copy
 * is kept in this browser as the admin types, and a save that meets someone else's newer change
 * shows both versions instead of overwriting theirs.
 */
export function ArticleEditor({ article, categories, authors }: Props) {
  const { editor, savedSlug } = useContentEditor({
    schema: createArticleSchema,
    table: 'articles',
    row: article,
    formValues: articleFormValues,
    create: createArticleAction,
    update: (values, id, expectedUpdatedAt) =>
      updateArticleAction({ ...values, id, expectedUpdatedAt }),
    listPath: '/admin/articles',
  })
  const { form } = editor

  return (
    <EditorShell
      editor={editor}
      label={article ? 'Edit article' : 'New article'}
      compared={ARTICLE_FIELDS}
      submitLabel="Save"
      extraActions={savedSlug ? <DraftPreviewLink href={`/api/draft?slug=${savedSlug}`} /> : null}
    >
      <TitleSlugFields
        control={form.control}
        check={checkArticleSlugAction}
        rowId={article?.id}
        slugDescription="The article's address: /articles/your-slug. Changing it keeps the old address redirecting."
      />
      <TextareaField control={form.control} name="excerpt" label="Excerpt" rows={3} />
      <div className="grid gap-4 sm:grid-cols-3">
        <ChoiceField
          control={form.control}
          name="categoryId"
          label="Category"
          choices={choicesWithNone('No category', categories)}
        />
        <ChoiceField
          control={form.control}
          name="authorId"
          label="Author"
          choices={choicesWithNone('No author', authors)}
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
      <PublishingFields
        control={form.control}
        statuses={['draft', 'scheduled', 'published', 'archived']}
        scheduledDescription="The article goes live on its own at this time."
      />
    </EditorShell>
  )
}
