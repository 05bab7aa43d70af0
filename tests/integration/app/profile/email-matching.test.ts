import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { deleteAccount } from '@/lib/actions/profile/erase-account'
import { buildExport } from '@/lib/data/account-export'
import { getMemberMessages } from '@/lib/data/dashboard'

import { startProfileHarness, type Member, type ProfileHarness } from './harness'

// Addresses whose characters mean something to LIKE or to PostgREST (`_`, `%`, `*`), each with
// neighbours such a character would match if it were not escaped, plus a case variant that must
// match. Every path that finds rows by address must keep to the owner's own.
let harness: ProfileHarness
const run = Date.now()

// `label` keeps test names stable from run to run (Stryker's incremental mode matches them).
type Case = { label: string; owner: string; sameAddress: string; neighbours: string[] }

const cases: Case[] = [
  {
    label: 'a_b',
    owner: `a_b.${run}@example.com`,
    sameAddress: `A_B.${run}@EXAMPLE.COM`,
    neighbours: [`axb.${run}@example.com`],
  },
  {
    label: 'c%d',
    owner: `c%d.${run}@example.com`,
    sameAddress: `C%D.${run}@example.com`,
    neighbours: [`cxyzd.${run}@example.com`, `cd.${run}@example.com`],
  },
  {
    label: 'e*f',
    owner: `e*f.${run}@example.com`,
    sameAddress: `E*F.${run}@example.com`,
    neighbours: [`exf.${run}@example.com`, `exyf.${run}@example.com`],
  },
]

async function addRows(email: string, body: string) {
  await harness.local.pg.query(
    `insert into public.messages (name, email, body) values ('Someone', $1, $2)`,
    [email, body],
  )
}

async function addLead(email: string) {
  await harness.local.pg.query(`insert into public.leads (email, source_path) values ($1, '/')`, [
    email,
  ])
}

async function messageEmails(emails: string[]) {
  const { rows } = await harness.local.pg.query<{ email: string }>(
    `select email from public.messages where email = any($1) order by email`,
    [emails],
  )
  return rows.map(({ email }) => email)
}

async function setUp({ owner, sameAddress, neighbours }: Case): Promise<Member> {
  const member = await harness.createMember('wild', { email: owner })
  await addRows(owner, 'mine')
  await addRows(sameAddress, 'mine, in capitals')
  await addLead(owner)
  for (const neighbour of neighbours) {
    await addRows(neighbour, 'not yours')
    await addLead(neighbour)
  }
  return member
}

async function authUser(member: Member) {
  const { data } = await harness.admin.auth.admin.getUserById(member.id)
  if (!data.user) throw new Error('user missing')
  return data.user
}

beforeAll(async () => {
  harness = await startProfileHarness()
})

afterAll(async () => {
  await harness?.stop()
})

describe.each(cases)('the address $label@…', (addresses) => {
  let member: Member
  beforeAll(async () => {
    member = await setUp(addresses)
  })

  it('exports its own messages and leads, none of its neighbours’', async () => {
    const data = await buildExport(member.client, harness.admin, await authUser(member))
    expect(data.messages.map((row) => ('body' in row ? row.body : null)).sort()).toEqual([
      'mine',
      'mine, in capitals',
    ])
    expect(data.leads.map((row) => row.email)).toEqual([addresses.owner.toLowerCase()])
  })

  it('shows only its own messages on the dashboard', async () => {
    const messages = await getMemberMessages(harness.admin, addresses.owner)
    expect(messages.map((row) => row.body).sort()).toEqual(['mine', 'mine, in capitals'])
  })

  it('deletes its own messages and leads with the account, and keeps the neighbours’', async () => {
    const summary = await deleteAccount(harness.admin, await authUser(member))
    expect(summary).toMatchObject({ messagesDeleted: 2, leadsDeleted: 1 })
    expect(await messageEmails([addresses.owner, addresses.sameAddress])).toEqual([])
    expect(await messageEmails(addresses.neighbours)).toEqual([...addresses.neighbours].sort())
    const { rows } = await harness.local.pg.query<{ email: string }>(
      `select email from public.leads where email = any($1) order by email`,
      [addresses.neighbours],
    )
    expect(rows.map(({ email }) => email)).toEqual([...addresses.neighbours].sort())
  })
})

describe('an unconfirmed address', () => {
  it('proves nothing: deleting the account leaves rows sent from that address', async () => {
    const email = `unconfirmed.${run}@example.com`
    const member = await harness.createMember('unconfirmed', { email, confirmed: false })
    await addRows(email, 'maybe not theirs')
    await addLead(email)
    const summary = await deleteAccount(harness.admin, await authUser(member))
    expect(summary).toMatchObject({ messagesDeleted: 0, leadsDeleted: 0 })
    expect(await messageEmails([email])).toEqual([email])
  })
})

describe('unicode addresses', () => {
  it('match their own case variants on the dashboard, not look-alike ASCII', async () => {
    const zoe = `zoë.${run}@example.com`
    await addRows(zoe, 'zoë, as typed')
    await addRows(`ZOË.${run}@EXAMPLE.COM`, 'zoë, in capitals')
    await addRows(`zoe.${run}@example.com`, 'another person')
    await addRows(`zo_.${run}@example.com`, 'a wildcard neighbour')
    const messages = await getMemberMessages(harness.admin, zoe)
    expect(messages.map((row) => row.body).sort()).toEqual(['zoë, as typed', 'zoë, in capitals'])
  })

  it('are refused by Supabase Auth, as GoTrue refuses them, so no account can own one', async () => {
    const { data, error } = await harness.admin.auth.admin.createUser({
      email: `zoë.${run}@example.com`,
      password: 'Study1234pass',
    })
    expect(data.user).toBeNull()
    expect(error?.status).toBe(400)
  })
})
