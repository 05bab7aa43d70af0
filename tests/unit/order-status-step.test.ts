import { describe, expect, it } from 'vitest'

import { orderStatusStep } from '@/components/dashboard/order-status-badge'

describe('orderStatusStep', () => {
  it('names the first status after how the order started', () => {
    expect(orderStatusStep({ from_status: null, to_status: 'pending' }, 'Placed')).toBe(
      'Placed: Awaiting quote',
    )
    expect(orderStatusStep({ from_status: null, to_status: 'pending' }, 'Requested')).toBe(
      'Requested: Awaiting quote',
    )
  })

  it('reads a move between statuses as one step to the next', () => {
    expect(orderStatusStep({ from_status: 'pending', to_status: 'quoted' }, 'Placed')).toBe(
      'Awaiting quote → Quoted',
    )
  })

  it('reads a quote revised while it waited as a step of its own', () => {
    expect(orderStatusStep({ from_status: 'quoted', to_status: 'quoted' }, 'Placed')).toBe(
      'Quote revised',
    )
  })
})
