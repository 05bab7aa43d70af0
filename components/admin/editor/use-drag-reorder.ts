'use client'

import * as React from 'react'

/**
 * Native drag and drop for a list the user can also reorder with buttons: a handle starts the
 * drag, and dropping on another item moves the dragged one to its place. The buttons stay the
 * keyboard path; dragging is the pointer shortcut. Only the handle is draggable, so text in the
 * item's fields can still be selected with the mouse.
 */
export function useDragReorder(move: (from: number, to: number) => void) {
  const [dragging, setDragging] = React.useState<number | null>(null)
  const [over, setOver] = React.useState<number | null>(null)

  const end = () => {
    setDragging(null)
    setOver(null)
  }

  const handleProps = (index: number) => ({
    draggable: true,
    onDragStart: (event: React.DragEvent) => {
      event.dataTransfer.effectAllowed = 'move'
      event.dataTransfer.setData('text/plain', String(index))
      setDragging(index)
    },
    onDragEnd: end,
  })

  const targetProps = (index: number) => ({
    'data-dragging': dragging === index ? true : undefined,
    'data-drop-target': over === index && dragging !== index ? true : undefined,
    onDragOver: (event: React.DragEvent) => {
      if (dragging === null) return
      event.preventDefault()
      event.dataTransfer.dropEffect = 'move'
      setOver(index)
    },
    onDrop: (event: React.DragEvent) => {
      event.preventDefault()
      if (dragging !== null && dragging !== index) move(dragging, index)
      end()
    },
  })

  return { handleProps, targetProps }
}
