import { describe, expect, it } from 'vitest'

import { toApplicationValues, toJobValues } from '@/lib/data/admin/jobs'

// What the job and application editors start from: database rows in the forms' shape.

describe('toJobValues', () => {
  it('reads every field, lists one item per line and the closing time as ISO', () => {
    expect(
      toJobValues({
        id: 'j1',
        updated_at: '2026-11-27T10:00:00+00:00',
        title: 'Statistics tutor',
        slug: 'statistics-tutor',
        department: 'Tutoring',
        location: 'Manchester',
        employment_type: 'contract',
        is_remote: false,
        summary: 'Short.',
        description: 'Long.',
        requirements: ['A degree', 'Patience'],
        benefits: ['Flexible hours'],
        salary_range: '£25 an hour',
        status: 'open',
        closes_at: '2026-12-31T17:00:00+00:00',
      }),
    ).toEqual({
      id: 'j1',
      updatedAt: '2026-11-27T10:00:00+00:00',
      title: 'Statistics tutor',
      slug: 'statistics-tutor',
      department: 'Tutoring',
      location: 'Manchester',
      employmentType: 'contract',
      isRemote: false,
      summary: 'Short.',
      description: 'Long.',
      requirements: 'A degree\nPatience',
      benefits: 'Flexible hours',
      salaryRange: '£25 an hour',
      status: 'open',
      closesAt: '2026-12-31T17:00:00.000Z',
    })
  })

  it('gives empty text for missing values and remote only when the row says true', () => {
    expect(
      toJobValues({
        id: 'j2',
        updated_at: 'v',
        title: 'Editor',
        slug: 'editor',
        department: null,
        location: null,
        employment_type: 'part_time',
        is_remote: 'true',
        summary: null,
        description: null,
        requirements: null,
        benefits: 'not a list',
        salary_range: null,
        status: 'draft',
        closes_at: null,
      }),
    ).toMatchObject({
      department: '',
      location: '',
      isRemote: false,
      summary: '',
      description: '',
      requirements: '',
      benefits: '',
      salaryRange: '',
      closesAt: '',
    })
    expect(toJobValues({ id: 'j3', updated_at: 'v', is_remote: true }).isRemote).toBe(true)
  })
})

describe('toApplicationValues', () => {
  it('starts from the stored status and notes, with the applicant to be told', () => {
    expect(
      toApplicationValues({
        id: 'a1',
        updated_at: 'v1',
        status: 'reviewing',
        admin_notes: 'Strong statistics background.',
      }),
    ).toEqual({
      id: 'a1',
      updatedAt: 'v1',
      status: 'reviewing',
      adminNotes: 'Strong statistics background.',
      notify: true,
    })
    expect(
      toApplicationValues({ id: 'a2', updated_at: 'v2', status: 'new', admin_notes: null })
        .adminNotes,
    ).toBe('')
  })
})
