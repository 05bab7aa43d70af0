import type { RestResponse } from '../context.ts'

// Thrown from an executor's `inspect` to roll back a transaction (Prefer: tx=rollback, or
// db-tx-end) while still answering with the response it carries.
export class Rollback extends Error {
  readonly response: RestResponse
  constructor(response: RestResponse) {
    super('rollback')
    this.response = response
  }
}

export async function answerRolledBack(run: () => Promise<RestResponse>): Promise<RestResponse> {
  try {
    return await run()
  } catch (error) {
    if (error instanceof Rollback) return error.response
    throw error
  }
}
