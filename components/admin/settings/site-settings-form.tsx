'use client'

import { toast } from 'sonner'

import { EditorShell } from '@/components/admin/editor/editor-shell'
import { useEditor } from '@/components/admin/editor/use-editor'
import { ChoiceField } from '@/components/forms/choice-field'
import { TextField } from '@/components/forms/text-field'
import { ContrastReport } from '@/components/admin/settings/contrast-report'
import { SettingsPreview } from '@/components/admin/settings/settings-preview'
import { Label } from '@/components/ui/label'
import { saveSiteSettingsAction } from '@/lib/actions/admin/settings/save-settings'
import { bodyFonts } from '@/lib/theme/body-fonts'
import { siteSettingsFormSchema, type SiteSettingsFormInput } from '@/lib/validation/settings'

const fontChoices = Object.keys(bodyFonts).map((font) => ({ value: font, label: font }))
const HEX6 = /^#[0-9a-f]{6}$/i

/** The primary colour (picker and hex) and body font, with live contrast figures and preview. */
export function SiteSettingsForm({
  initial,
  version,
}: {
  initial: SiteSettingsFormInput
  /** The stored rows' version the form opened at (see `readEditableSettings`). */
  version: string
}) {
  const editor = useEditor({
    schema: siteSettingsFormSchema,
    defaultValues: initial,
    table: 'settings',
    row: { id: 'site', updated_at: version },
    action: (values, opened) => saveSiteSettingsAction({ ...values, version: opened }),
    savedVersion: (saved) => saved.version,
    onSuccess: () => {
      toast.success('Settings saved')
      return 'Open pages update within seconds.'
    },
  })
  const { form } = editor
  const color = form.watch('primary_color')
  const font = form.watch('font_family')

  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <EditorShell
        editor={editor}
        label="Site settings"
        compared={[
          { name: 'primary_color', label: 'Primary colour' },
          { name: 'font_family', label: 'Body font' },
        ]}
        submitLabel="Save settings"
      >
        <div className="grid gap-2">
          <Label htmlFor="primary-color-picker">Primary colour picker</Label>
          <input
            id="primary-color-picker"
            type="color"
            value={HEX6.test(color) ? color.toLowerCase() : '#000000'}
            onChange={(event) =>
              form.setValue('primary_color', event.target.value, {
                shouldDirty: true,
                shouldValidate: true,
              })
            }
            className="h-10 w-20 cursor-pointer rounded-md border bg-background p-1 focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:outline-none"
          />
        </div>
        <TextField
          control={form.control}
          name="primary_color"
          label="Primary colour (hex)"
          description="# and six hex digits, e.g. #007bff."
          autoComplete="off"
          spellCheck={false}
        />
        <ContrastReport color={color} />
        <ChoiceField
          control={form.control}
          name="font_family"
          label="Body font"
          placeholder="Choose a font"
          choices={fontChoices}
        />
      </EditorShell>
      <SettingsPreview color={color} font={font} />
    </div>
  )
}
