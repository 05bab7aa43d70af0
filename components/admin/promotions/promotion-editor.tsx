'use client'

import { toast } from 'sonner'

import { EditorShell } from '@/components/admin/editor/editor-shell'
import { useCreateOrUpdateEditor } from '@/components/admin/editor/use-create-or-update-editor'
import { PromotionPreview } from '@/components/admin/promotions/promotion-preview'
import { ChoiceField } from '@/components/forms/choice-field'
import { TextField } from '@/components/forms/text-field'
import { TextareaField } from '@/components/forms/textarea-field'
import { createPromotionAction } from '@/lib/actions/admin/promotions/create-promotion'
import { updatePromotionAction } from '@/lib/actions/admin/promotions/update-promotion'
import { optionsOf } from '@/lib/format/labels'
import { zonedTimeToDate } from '@/lib/format/zoned-time'
import { toZonedInputValue } from '@/lib/format/zoned-input'
import type { PromotionRow } from '@/lib/data/admin/promotions'
import { PROMOTION_STATUSES, promotionFormSchema } from '@/lib/validation/admin-promotions'

const FIELDS = [
  { name: 'name', label: 'Name' },
  { name: 'status', label: 'Status' },
  { name: 'headline', label: 'Headline' },
  { name: 'subtext', label: 'Subtext' },
  { name: 'cta_label', label: 'Button text' },
  { name: 'cta_url', label: 'Button link' },
  { name: 'start_at', label: 'Starts' },
  { name: 'end_at', label: 'Ends' },
]

type Props = {
  /** The row being edited; none for a new promotion. */
  promotion: PromotionRow | null
  timeZone: string
}

function formValues(row: PromotionRow | null, timeZone: string) {
  const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString()
  return {
    name: row?.name ?? 'offer',
    status: (row?.status ?? 'draft') as (typeof PROMOTION_STATUSES)[number],
    headline: row?.headline ?? '',
    subtext: row?.subtext ?? '',
    cta_label: row?.cta_label ?? 'Learn more',
    cta_url: row?.cta_url ?? '/services',
    start_at: row?.start_at ? toZonedInputValue(row.start_at, timeZone) : '',
    end_at: toZonedInputValue(row?.end_at ?? inAWeek, timeZone),
    timeZone,
  }
}

/** Creates or edits a promotion, with the home page's banner as a live preview. */
export function PromotionEditor({ promotion, timeZone }: Props) {
  const editor = useCreateOrUpdateEditor({
    schema: promotionFormSchema,
    table: 'site_promotions',
    row: promotion,
    formValues: (row) => formValues(row, timeZone),
    create: createPromotionAction,
    update: (values, id, updated_at) => updatePromotionAction({ ...values, id, updated_at }),
    savedVersion: (saved) => saved.updated_at,
    listPath: '/admin/promotions',
    onSuccess: () => {
      toast.success('Promotion saved')
    },
  })
  const { form } = editor
  const values = form.watch()
  const endsAt = zonedTimeToDate(values.end_at, timeZone)?.getTime() ?? null

  return (
    <div className="grid gap-8 xl:grid-cols-[1fr_26rem]">
      <EditorShell
        editor={editor}
        label={promotion ? 'Edit promotion' : 'New promotion'}
        compared={FIELDS}
        submitLabel={promotion ? 'Save promotion' : 'Create promotion'}
      >
        <TextField
          control={form.control}
          name="name"
          label="Name"
          description='The home page shows the active promotion named "offer".'
        />
        <ChoiceField
          control={form.control}
          name="status"
          label="Status"
          placeholder="Choose a status"
          choices={optionsOf(PROMOTION_STATUSES)}
        />
        <TextField control={form.control} name="headline" label="Headline" maxLength={200} />
        <TextareaField
          control={form.control}
          name="subtext"
          label="Subtext"
          maxLength={500}
          rows={3}
        />
        <TextField control={form.control} name="cta_label" label="Button text" />
        <TextField
          control={form.control}
          name="cta_url"
          label="Button link"
          description="A path on this site (/services) or a full http(s) address."
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            control={form.control}
            name="start_at"
            label="Starts"
            type="datetime-local"
            description={`Optional: empty shows it as soon as it is active. In your time zone (${timeZone}); stored as UTC.`}
          />
          <TextField
            control={form.control}
            name="end_at"
            label="Ends"
            type="datetime-local"
            description={`In your time zone (${timeZone}); stored as UTC.`}
          />
        </div>
      </EditorShell>
      <PromotionPreview
        headline={values.headline}
        subtext={values.subtext}
        ctaLabel={values.cta_label}
        ctaUrl={values.cta_url}
        endsAt={endsAt}
      />
    </div>
  )
}
