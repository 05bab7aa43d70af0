/** The resource editor's values with every optional field left empty, as a new draft starts. */
export const blankResourceValues = {
  title: '',
  slug: '',
  description: '',
  kind: 'guide',
  content: '',
  filePath: '',
  externalUrl: '',
  categoryId: '',
  membersOnly: false,
  status: 'draft',
  publishedAt: '',
} as const
