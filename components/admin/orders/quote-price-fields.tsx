'use client'

import type { Control, FieldValues, Path } from 'react-hook-form'

import { ChoiceField } from '@/components/forms/choice-field'
import { TextField } from '@/components/forms/text-field'
import { CURRENCIES } from '@/lib/orders/workflow'

const currencyChoices = CURRENCIES.map((code) => ({ value: code, label: code }))

type QuoteValues = FieldValues & { price: unknown; currency: unknown }

type Props<T extends QuoteValues> = {
  control: Control<T>
  /** "Price" on a first quote, "New price" on a revision. */
  priceLabel: string
}

/** A quote's price and currency inputs, side by side from the small breakpoint. */
export function QuotePriceFields<T extends QuoteValues>({ control, priceLabel }: Props<T>) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        control={control}
        name={'price' as Path<T>}
        label={priceLabel}
        inputMode="decimal"
        autoComplete="off"
      />
      <ChoiceField
        control={control}
        name={'currency' as Path<T>}
        label="Currency"
        placeholder="Choose a currency"
        choices={currencyChoices}
      />
    </div>
  )
}
